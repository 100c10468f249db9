import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { auditEvents, donations, premiumHostingOrders, users } from '../../db/schema/index.js';
import { bearer, nextAddress, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// A user downloads everything stored about them and can erase their account.
describe('your data: export and erasure', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
    await t.configureWhm();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function userWithData() {
    const u = await registerUser(t.app);
    const created = await t.post('/api/hosting-accounts', { subdomain: freshLabel('mine') }, u.token);
    expect(created.statusCode, created.body).toBe(201);
    await t.runJobs();
    const account = (await t.get('/api/hosting-accounts', u.token)).json()[0] as {
      id: number;
      domain: string;
      cpanelUsername: string;
    };
    await t.database.db.insert(donations).values({
      userId: u.user.id,
      amount: 500,
      currency: 'USD',
      status: 'completed',
      donorEmail: u.email,
      message: 'From Jane Doe',
    });
    await t.database.db.insert(premiumHostingOrders).values({
      userId: u.user.id,
      customerEmail: u.email,
      customerName: 'Jane Doe',
      domainName: `${freshLabel('paid')}.com`,
      orderType: 'premium_hosting',
      status: 'active',
      finalPrice: 1200,
    });
    return { u, account };
  }
  const erase = (u: SignedInUser, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/erase',
      headers: bearer(u.token),
      remoteAddress: nextAddress(),
      payload,
    });

  it('exports one JSON attachment with every part and no secret', async () => {
    const { u, account } = await userWithData();
    const res = await t.get('/api/user/export', u.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hostfree-export-.+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: u.user.id,
      email: u.email,
      twoFactorEnabled: false,
      emailConfirmedAt: null,
    });
    expect(data.hostingAccounts.map((a: { domain: string }) => a.domain)).toEqual([account.domain]);
    expect(data.donations).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.auditEvents.map((e: { action: string }) => e.action)).toContain('account.exported');
    for (const part of ['devices', 'downloads', 'pluginRequests', 'computeInstances'])
      expect(Array.isArray(data[part])).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body).not.toMatch(/passwordHash|recoveryPhraseHash|totpSecret|cpanelPassword|"sid"/);
    expect((await t.get('/api/user/export')).statusCode).toBe(401);
  });

  it('refuses without the password or the word DELETE, and changes nothing', async () => {
    const { u } = await userWithData();
    const wrong = await erase(u, { currentPassword: 'not-it', confirm: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    const unconfirmed = await erase(u, { currentPassword: u.password, confirm: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.confirmationRequired);
    expect((await t.get('/api/user', u.token)).statusCode).toBe(200);
  });

  it('stops before erasing anything when WHM cannot remove the hosting accounts', async () => {
    const { u, account } = await userWithData();
    t.whm.switches.fail('removeacct', 500);
    try {
      const res = await erase(u, { currentPassword: u.password, confirm: 'DELETE' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain(ACCOUNT_SAFETY_MESSAGES.erasureWhmFailed);
    } finally {
      t.whm.switches.reset();
    }
    expect((await t.get('/api/user', u.token)).statusCode).toBe(200);
    expect(t.whm.state.accounts.has(account.cpanelUsername)).toBe(true);
    const [donation] = await t.database.db.select().from(donations).where(eq(donations.userId, u.user.id));
    expect(donation?.donorEmail).toBe(u.email);
  });

  it('previews, then removes hosting on WHM, erases the person, keeps payments anonymised, ends sessions', async () => {
    const { u, account } = await userWithData();
    const [donationBefore] = await t.database.db.select().from(donations).where(eq(donations.userId, u.user.id));
    const [orderBefore] = await t.database.db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.userId, u.user.id));
    const preview = (await t.get('/api/user/erase', u.token)).json();
    expect(preview).toMatchObject({
      hostingAccounts: [account.domain],
      keptDonations: 1,
      keptOrders: 1,
      canErase: true,
    });

    const res = await erase(u, { currentPassword: u.password, confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_SAFETY_MESSAGES.erased,
      removed: { hostingAccounts: [account.domain] },
      kept: { donations: 1, orders: 1 },
    });
    expect(t.whm.state.accounts.has(account.cpanelUsername)).toBe(false);
    expect((await t.get('/api/user', u.token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.user.id))).toHaveLength(0);

    const [kept] = await t.database.db.select().from(donations).where(eq(donations.id, donationBefore!.id));
    expect(kept).toMatchObject({ amount: 500, status: 'completed', donorEmail: null, message: null, userId: null });
    const [order] = await t.database.db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.id, orderBefore!.id));
    expect(order).toMatchObject({
      finalPrice: 1200,
      customerEmail: 'erased@invalid',
      customerName: null,
      userId: null,
    });
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'account.erased'));
    expect(event).toMatchObject({ subjectUserId: u.user.id });
    expect(JSON.stringify(event)).not.toContain(u.email);
  });

  it('the last admin cannot erase themselves', async () => {
    const preview = (await t.get('/api/user/erase', t.admin.token)).json();
    expect(preview.canErase).toBe(false);
    const res = await erase(t.admin, { currentPassword: t.admin.password, confirm: 'DELETE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.lastAdmin);
    expect((await t.get('/api/user', t.admin.token)).statusCode).toBe(200);
  });
});
