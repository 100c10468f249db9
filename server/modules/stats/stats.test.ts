import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../../contract/admin.js';
import { donations, hostingAccounts, plugins } from '../../db/schema/index.js';
import { bearer, createClock, registerAdmin, registerUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('GET /api/stats (000 §7, 001 §7)', () => {
  const clock = createClock(new Date('2026-03-01T12:00:00Z'));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Stats;
  };
  let serial = 0;
  const addPlugin = (isActive: boolean) => {
    serial += 1;
    return t.database.db.insert(plugins).values({ name: `Plugin ${serial}`, slug: `plugin-${serial}`, isActive });
  };

  it('counts users, active plugins, active websites and completed donations (cents); public to every caller', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app, t.database.db);
    await addPlugin(true);
    await addPlugin(true);
    await addPlugin(false);
    await t.database.db.insert(hostingAccounts).values([
      { userId: owner.user.id, domain: 'st-active.hostfree.test', subdomain: 'st-active', status: 'active' },
      { userId: owner.user.id, domain: 'st-pending.hostfree.test', subdomain: 'st-pending', status: 'pending' },
      { userId: owner.user.id, domain: 'st-suspended.hostfree.test', subdomain: 'st-suspended', status: 'suspended' },
    ]);
    await t.database.db.insert(donations).values([
      { amount: 500, status: 'completed' },
      { amount: 1500, status: 'completed', userId: owner.user.id },
      { amount: 9900, status: 'pending' },
    ]);
    expect(await read()).toEqual({ totalUsers: 2, totalPlugins: 2, totalWebsites: 1, totalDonations: 2000 });
    expect(await read(bearer(owner.token))).toEqual({
      totalUsers: 2,
      totalPlugins: 2,
      totalWebsites: 1,
      totalDonations: 2000,
    });
    expect(await read(bearer(admin.token))).toEqual({
      totalUsers: 2,
      totalPlugins: 2,
      totalWebsites: 1,
      totalDonations: 2000,
    });
  });

  it('answers from a cache for 60 s, then recounts', async () => {
    const before = await read();
    await registerUser(t.app);
    await addPlugin(true);
    await t.database.db.insert(donations).values({ amount: 300, status: 'completed' });
    clock.advance(59_000);
    expect(await read()).toEqual(before);
    clock.advance(1_000);
    expect(await read()).toEqual({
      ...before,
      totalUsers: before.totalUsers + 1,
      totalPlugins: before.totalPlugins + 1,
      totalDonations: before.totalDonations + 300,
    });
  });
});
