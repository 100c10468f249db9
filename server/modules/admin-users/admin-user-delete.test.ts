import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../contract/admin.js';
import { FREE_PACKAGE_ID } from '../../../contract/constants.js';
import {
  deviceFingerprints,
  donations,
  downloads,
  hostingAccounts,
  pluginRequests,
  plugins,
  sessions,
} from '../../db/schema/index.js';
import { fingerprintOf, readUserRow, registerUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// DELETE /api/admin/users/{id} (001 §2 Users tab, §7): the user's WHM accounts go first; a refusal keeps both.
describe('admin user deletion', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
    await t.configureWhm();
  });
  beforeEach(() => {
    t.whm.switches.reset();
  });
  afterAll(async () => {
    await t?.close();
  });

  const addLiveAccount = async (userId: number) => {
    const res = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('del'), packageId: FREE_PACKAGE_ID, userId },
      t.admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const rows = await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.userId, userId));
    return rows[rows.length - 1];
  };
  const accountsOf = (userId: number) =>
    t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.userId, userId));

  it('removes the WHM accounts, then the user with their sessions and devices; other records lose the link only', async () => {
    const user = await registerUser(t.app, { fingerprintHash: fingerprintOf(`del-${Date.now()}`) });
    const first = await addLiveAccount(user.user.id);
    const second = await addLiveAccount(user.user.id);
    expect(first.cpanelUsername && t.whm.state.account(first.cpanelUsername)).toBeTruthy();
    expect(second.cpanelUsername && t.whm.state.account(second.cpanelUsername)).toBeTruthy();
    const [plugin] = await t.database.db
      .insert(plugins)
      .values({ name: 'Kept', slug: `kept-${user.user.id}` })
      .returning();
    await t.database.db.insert(downloads).values({ pluginId: plugin.id, userId: user.user.id });
    const [request] = await t.database.db
      .insert(pluginRequests)
      .values({ userId: user.user.id, firstName: 'A', lastName: 'B', email: user.email, pluginName: 'X' })
      .returning();
    const [donation] = await t.database.db
      .insert(donations)
      .values({ userId: user.user.id, amount: 500, status: 'completed' })
      .returning();

    const res = await t.del(`/api/admin/users/${user.user.id}`, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    expect(t.whm.state.account(first.cpanelUsername!)).toBeUndefined();
    expect(t.whm.state.account(second.cpanelUsername!)).toBeUndefined();
    expect(await readUserRow(t.database.db, user.user.id)).toBeUndefined();
    expect(await accountsOf(user.user.id)).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toEqual([]);
    expect(
      await t.database.db.select().from(deviceFingerprints).where(eq(deviceFingerprints.userId, user.user.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(downloads).where(eq(downloads.pluginId, plugin.id))).toEqual([]);
    expect(
      (await t.database.db.select().from(pluginRequests).where(eq(pluginRequests.id, request.id)))[0].userId,
    ).toBeNull();
    expect((await t.database.db.select().from(donations).where(eq(donations.id, donation.id)))[0]).toMatchObject({
      userId: null,
      amount: 500,
    });
    expect((await t.get('/api/user', user.token)).statusCode).toBe(401);
  });

  it('keeps the user and their accounts when WHM refuses, and says why', async () => {
    const user = await registerUser(t.app);
    const account = await addLiveAccount(user.user.id);
    t.whm.switches.resultZero('removeacct', 'Account is locked by a backup');
    const res = await t.del(`/api/admin/users/${user.user.id}`, t.admin.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('Account is locked by a backup');
    expect(await readUserRow(t.database.db, user.user.id)).toBeDefined();
    expect((await accountsOf(user.user.id)).map((a) => a.id)).toEqual([account.id]);
    expect(t.whm.state.account(account.cpanelUsername!)).toBeDefined();
    expect((await t.get('/api/user', user.token)).statusCode).toBe(200);

    // Once WHM agrees, the same call finishes the job.
    t.whm.switches.reset();
    expect((await t.del(`/api/admin/users/${user.user.id}`, t.admin.token)).statusCode).toBe(200);
    expect(await readUserRow(t.database.db, user.user.id)).toBeUndefined();
  });

  it('deletes a user without hosting accounts, and another admin', async () => {
    const plain = await registerUser(t.app);
    expect((await t.del(`/api/admin/users/${plain.user.id}`, t.admin.token)).statusCode).toBe(200);
    const otherAdmin = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${otherAdmin.user.id}`,
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { role: 'admin' },
    });
    expect((await t.del(`/api/admin/users/${otherAdmin.user.id}`, t.admin.token)).statusCode).toBe(200);
    expect((await t.get('/api/admin/users', otherAdmin.token)).statusCode).toBe(401);
  });

  it('never deletes oneself, and a client may not delete anyone', async () => {
    const self = await t.del(`/api/admin/users/${t.admin.user.id}`, t.admin.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    const client = await registerUser(t.app);
    const victim = await registerUser(t.app);
    expect((await t.del(`/api/admin/users/${victim.user.id}`, client.token)).statusCode).toBe(403);
    expect((await t.del(`/api/admin/users/${victim.user.id}`)).statusCode).toBe(401);
    expect(await readUserRow(t.database.db, victim.user.id)).toBeDefined();
  });
});
