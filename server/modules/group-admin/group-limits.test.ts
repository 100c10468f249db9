import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingAccounts, userGroups, users } from '../../db/schema/index.js';
import { bearer, fingerprintOf, nextAddress, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('group limits and the hosting-account quota', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const addHostingAccount = (userId: number, name: string) =>
    t.database.db.insert(hostingAccounts).values({ userId, domain: `${name}.hostfree.test`, subdomain: name });
  const sight = (token: string, seed: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/device-fingerprint',
      headers: bearer(token),
      remoteAddress: nextAddress(),
      payload: { fingerprintHash: fingerprintOf(seed) },
    });

  it('a new user has the Free group defaults and nothing used', async () => {
    const me = await registerUser(t.app);
    expect((await get('/api/user/group-limits', me.token)).json()).toEqual({
      maxHostingAccounts: 2,
      maxDevices: 2,
      currentHostingAccounts: 0,
      currentDevices: 0,
    });
    expect((await get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
      canCreate: true,
      currentAccounts: 0,
      maxAccounts: 2,
    });
  });

  it('counts the user’s hosting accounts and distinct devices, not other users’', async () => {
    const me = await registerUser(t.app, { fingerprintHash: fingerprintOf('gl-registration') });
    const other = await registerUser(t.app);
    await addHostingAccount(me.user.id, 'mine-one');
    await addHostingAccount(other.user.id, 'theirs-one');
    await sight(me.token, 'gl-laptop');
    await sight(me.token, 'gl-laptop');
    await sight(me.token, 'gl-phone');
    await sight(other.token, 'gl-other');
    expect((await get('/api/user/group-limits', me.token)).json()).toEqual({
      maxHostingAccounts: 2,
      maxDevices: 2,
      currentHostingAccounts: 1,
      currentDevices: 3,
    });
    expect((await get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
      canCreate: true,
      currentAccounts: 1,
      maxAccounts: 2,
    });
    await addHostingAccount(me.user.id, 'mine-two');
    expect((await get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
      canCreate: false,
      currentAccounts: 2,
      maxAccounts: 2,
    });
  });

  it('uses the user’s own group, and the Free group when they have none', async () => {
    const donor = (await t.database.db.select().from(userGroups).where(eq(userGroups.name, 'Donor')))[0];
    await t.database.db
      .update(userGroups)
      .set({ maxHostingAccounts: 5, maxDevices: 4 })
      .where(eq(userGroups.id, donor.id));
    const me = await registerUser(t.app);
    await t.database.db.update(users).set({ userGroupId: donor.id }).where(eq(users.id, me.user.id));
    expect((await get('/api/user/group-limits', me.token)).json()).toMatchObject({
      maxHostingAccounts: 5,
      maxDevices: 4,
    });
    expect((await get('/api/user/can-create-hosting-account', me.token)).json()).toEqual({
      canCreate: true,
      currentAccounts: 0,
      maxAccounts: 5,
    });

    await t.database.db.update(users).set({ userGroupId: null }).where(eq(users.id, me.user.id));
    expect((await get('/api/user/group-limits', me.token)).json()).toMatchObject({
      maxHostingAccounts: 2,
      maxDevices: 2,
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await get('/api/user/group-limits')).statusCode).toBe(401);
    expect((await get('/api/user/can-create-hosting-account')).statusCode).toBe(401);
  });
});
