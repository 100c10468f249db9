import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_REASON_PREFIX, IDLE_SITES_MESSAGES } from '../../../contract/idle-sites.js';
import { hostingAccounts, hostingPackages, idleSites, mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// The idle rule's whole life on one app and an injected clock: warned 7 days and 1 day before, deactivated, then
// either reactivated by its owner (and never removed) or removed M days later after a last mail. Paid plans, visitors
// and the rule being off each keep a site out of it.

const DAY = 86_400_000;

describe('idle free sites', () => {
  let t: HostingTestContext;
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));

  beforeAll(async () => {
    // Months pass in this file: sessions outlive them, so each person signs in once.
    t = await createHostingTestApp({ SESSION_IDLE_HOURS: '100000', SESSION_ABSOLUTE_DAYS: '10000' }, { secretBox });
    await t.configureWhm();
    await setRule({ enabled: true, idleDays: 10, removalDays: 20 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function setRule(body: { enabled: boolean; idleDays: number; removalDays: number }) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/idle-sites/settings',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    return res.json();
  }

  async function freeSite() {
    const owner = await t.client();
    const res = await t.post('/api/hosting-accounts', { subdomain: freshLabel('idle') }, owner.token);
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const account = (await t.get('/api/hosting-accounts', owner.token)).json()[0] as {
      id: number;
      domain: string;
      cpanelUsername: string;
      status: string;
    };
    expect(account.status).toBe('active');
    return { owner, account };
  }

  /**
   * The clock moves `days` days with a daily sweep after each (as the maintenance tick would queue it), or one sweep
   * every `every` days where nothing is due on each day (a sweep that missed days only moves dates later).
   */
  async function passDays(days: number, every = 1) {
    for (let i = 0; i < days; i += every) {
      t.clock.advance(every * DAY);
      await t.app.services.idleSites.scheduleSweep();
      await t.runJobs();
    }
  }

  async function mailsTo(owner: SignedInUser) {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, owner.email), like(mailOutbox.template, 'idle-%')))
      .orderBy(mailOutbox.id);
    return rows.map((row) => ({ template: row.template, data: JSON.parse(secretBox.open(row.data)) }));
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0];

  it('warns 7 days and 1 day before, deactivates with its own reason, and the owner reactivates; never removed', async () => {
    const { owner, account } = await freeSite();
    // The first sweep after the site exists starts its clock.
    await passDays(1);
    await passDays(2);
    expect(await mailsTo(owner)).toEqual([]);
    await passDays(1); // 7 days before the 10th
    let mails = await mailsTo(owner);
    expect(mails.map((m) => m.template)).toEqual(['idle-site-warning']);
    expect(mails[0]!.data).toMatchObject({ domain: account.domain, daysLeft: 7, idleDays: 10 });
    const deactivateOn = new Date(mails[0]!.data.deactivateOn as string).getTime();

    // A second pass the same day (an admin's Run now, the tick of another instance) mails nothing more.
    await t.post('/api/admin/idle-sites/sweep', {}, t.admin.token);
    await t.app.services.idleSites.scheduleSweep();
    await t.runJobs();
    expect(await mailsTo(owner)).toHaveLength(1);

    await passDays(6);
    mails = await mailsTo(owner);
    expect(mails.map((m) => m.template)).toEqual(['idle-site-warning', 'idle-site-warning']);
    expect(mails[1]!.data).toMatchObject({ daysLeft: 1, deactivateOn: new Date(deactivateOn).toISOString() });
    expect((await rowOf(account.id))!.status).toBe('active');

    await passDays(1);
    const deactivated = (await rowOf(account.id))!;
    expect(deactivated.status).toBe('suspended');
    expect(deactivated.suspendReason?.startsWith(IDLE_REASON_PREFIX)).toBe(true);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(deactivateOn);
    // WHM follows through the retrying suspension job.
    expect(t.whm.state.accounts.get(account.cpanelUsername)).toMatchObject({ suspended: true });
    mails = await mailsTo(owner);
    expect(mails.at(-1)).toMatchObject({ template: 'idle-site-deactivated', data: { domain: account.domain } });
    expect(mails.at(-1)!.data.removeOn).toBe(
      new Date((Math.floor(t.clock.now().getTime() / DAY) + 20) * DAY).toISOString(),
    );

    // Another customer's site is not theirs to reactivate: 404, as if it did not exist.
    const stranger = await t.client();
    const refused = await t.post(`/api/hosting-accounts/${account.id}/reactivate`, {}, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect((await rowOf(account.id))!.status).toBe('suspended');
    expect((await t.post(`/api/hosting-accounts/${account.id}/reactivate`, {})).statusCode).toBe(401);

    const back = await t.post(`/api/hosting-accounts/${account.id}/reactivate`, {}, owner.token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ message: IDLE_SITES_MESSAGES.reactivated, id: account.id, status: 'active' });
    await t.runJobs();
    expect(t.whm.state.accounts.get(account.cpanelUsername)).toMatchObject({ suspended: false });
    const again = await t.post(`/api/hosting-accounts/${account.id}/reactivate`, {}, owner.token);
    expect(again.statusCode).toBe(409);

    // The clock starts again; idle for good now, it is deactivated again but never removed.
    await passDays(40, 4);
    const row = (await rowOf(account.id))!;
    expect(row.status).toBe('suspended');
    const templates = (await mailsTo(owner)).map((m) => m.template);
    expect(templates).not.toContain('idle-site-removal-notice');
    expect(templates.filter((x) => x === 'idle-site-deactivated')).toHaveLength(2);
    const events = (
      await t.get(`/api/admin/audit-events?action=hosting.idle_reactivated&targetId=${account.id}`, t.admin.token)
    ).json().events;
    expect(events).toHaveLength(1);
  });

  it('removes a site left deactivated for M days, after a last mail a week before', async () => {
    const { owner, account } = await freeSite();
    await passDays(1 + 10);
    expect((await rowOf(account.id))!.status).toBe('suspended');
    await passDays(12, 6);
    expect(await mailsTo(owner)).toHaveLength(3);
    await passDays(1); // 7 days before the 20th
    const notice = (await mailsTo(owner)).at(-1)!;
    expect(notice).toMatchObject({ template: 'idle-site-removal-notice', data: { domain: account.domain } });
    await passDays(6);
    expect(await rowOf(account.id)).toBeDefined();
    await passDays(1);
    expect(await rowOf(account.id)).toBeUndefined();
    expect(t.whm.state.accounts.has(account.cpanelUsername)).toBe(false);
    expect(new Date(notice.data.removeOn as string).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await mailsTo(owner)).map((m) => m.template)).toEqual([
      'idle-site-warning',
      'idle-site-warning',
      'idle-site-deactivated',
      'idle-site-removal-notice',
    ]);
  });

  it("keeps its kind apart: another suspension is not the owner's to lift, nor does the owner's suspension lift it", async () => {
    const held = await freeSite();
    const byAdmin = await t.post(
      `/api/admin/hosting-accounts/${held.account.id}/suspend`,
      { reason: 'Phishing page reported' },
      t.admin.token,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const idle = await freeSite();
    await passDays(1 + 10);
    // The admin's suspension stays the admin's: not warned, not replaced, not lifted by Reactivate.
    expect(await mailsTo(held.owner)).toEqual([]);
    expect((await rowOf(held.account.id))!.suspendReason).toBe('Phishing page reported');
    expect((await t.post(`/api/hosting-accounts/${held.account.id}/reactivate`, {}, held.owner.token)).statusCode).toBe(
      409,
    );

    // The owner suspended and unsuspended: their idle site keeps its own kind throughout.
    expect((await rowOf(idle.account.id))!.suspendReason?.startsWith(IDLE_REASON_PREFIX)).toBe(true);
    const userId = idle.owner.user.id;
    expect((await t.post(`/api/admin/users/${userId}/suspend`, { reason: 'Spam' }, t.admin.token)).statusCode).toBe(
      200,
    );
    expect((await rowOf(idle.account.id))!.suspendReason?.startsWith(IDLE_REASON_PREFIX)).toBe(true);
    expect((await t.post(`/api/admin/users/${userId}/unsuspend`, {}, t.admin.token)).statusCode).toBe(200);
    await t.runJobs();
    const after = (await rowOf(idle.account.id))!;
    expect(after.status).toBe('suspended');
    expect(after.suspendReason?.startsWith(IDLE_REASON_PREFIX)).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: idle.owner.email, password: idle.owner.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const back = await t.post(`/api/hosting-accounts/${idle.account.id}/reactivate`, {}, signIn.json().token);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('leaves paid plans alone, and visitors start the clock again', async () => {
    const paid = await freeSite();
    const [plan] = await t.database.db
      .insert(hostingPackages)
      .values({ name: freshLabel('starter'), displayName: 'Starter', price: 500, isFree: false, planType: 'starter' })
      .returning();
    await t.database.db
      .update(hostingAccounts)
      .set({ packageId: plan!.id })
      .where(eq(hostingAccounts.id, paid.account.id));
    const visited = await freeSite();
    await passDays(1);
    for (let day = 0; day < 9; day++) {
      // A visitor every few days: WHM's month count grows.
      if (day % 2 === 0) {
        const usage = t.whm.state.accounts.get(visited.account.cpanelUsername)!.usage;
        t.whm.state.setUsage(visited.account.cpanelUsername, { bandwidthMb: usage.bandwidthMb + 0.5 });
      }
      await passDays(1);
    }
    expect(await mailsTo(visited.owner)).toEqual([]);
    await passDays(12, 4);
    expect((await rowOf(paid.account.id))!.status).toBe('active');
    expect(await mailsTo(paid.owner)).toEqual([]);
    expect(
      (await t.database.db.select().from(idleSites).where(eq(idleSites.hostingAccountId, paid.account.id))).length,
    ).toBe(0);
    // The visited site went quiet after its last visit: warned in time, like any other.
    expect((await mailsTo(visited.owner)).length).toBeGreaterThan(0);
  });

  it('does nothing while the rule is off, and starts every clock afresh when it is turned on', async () => {
    await setRule({ enabled: false, idleDays: 10, removalDays: 20 });
    const { owner, account } = await freeSite();
    await passDays(12, 6);
    expect(await mailsTo(owner)).toEqual([]);
    expect((await rowOf(account.id))!.status).toBe('active');
    await setRule({ enabled: true, idleDays: 10, removalDays: 20 });
    await passDays(2);
    expect(await mailsTo(owner)).toEqual([]);
    const settings = (await t.get('/api/admin/idle-sites/settings', t.admin.token)).json();
    expect(settings).toMatchObject({ enabled: true, idleDays: 10, removalDays: 20 });
    expect(settings.lastSweep).toMatchObject({ skipped: null });
  });

  it('refuses days out of range and leaves the rule as it was', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/idle-sites/settings',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { enabled: true, idleDays: 3, removalDays: 20 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(IDLE_SITES_MESSAGES.daysOutOfRange);
    expect((await t.get('/api/admin/idle-sites/settings', t.admin.token)).json().idleDays).toBe(10);
  });
});
