import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingAccounts, users } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// The admin list answers from memory while nothing it shows changed (20,000 accounts). With the change
// feed on, as `npm start` runs it: any change, by this app or behind its back (another instance, a job, straight
// SQL), is in the next answer; nothing the admin just did is ever served stale.
describe('admin hosting list cache', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp({}, {}, { changeFeed: true });
    await t.configureWhm();
    owner = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (search: string) => {
    const res = await t.get(`/api/admin/hosting-accounts?search=${encodeURIComponent(search)}`, t.admin.token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      accounts: { id: number; domain: string; status: string; whmData: unknown; user: { username: string } }[];
    };
  };

  it("shows the admin's own create, provisioning and delete at once", async () => {
    const label = freshLabel('cache');
    expect((await list(label)).accounts).toHaveLength(0);
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: label, packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().account.id as number;
    expect((await list(label)).accounts.map((a) => a.status)).toEqual(['pending']);
    await t.runJobs();
    const live = (await list(label)).accounts[0]!;
    expect(live).toMatchObject({ id, status: 'active' });
    expect(live.whmData).not.toBeNull(); // WHM's fresh listing, not the one read before the account existed
    expect((await t.del(`/api/admin/hosting-accounts/${id}`, t.admin.token)).statusCode).toBe(200);
    expect((await list(label)).accounts).toHaveLength(0);
  });

  it('shows a change made behind the app (another instance, straight SQL) as soon as its notice arrives', async () => {
    const label = freshLabel('feed');
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: label, packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    const id = created.json().account.id as number;
    expect((await list(label)).accounts[0]).toMatchObject({ status: 'pending' });
    await t.database.db.update(hostingAccounts).set({ status: 'suspended' }).where(eq(hostingAccounts.id, id));
    await expect.poll(async () => (await list(label)).accounts[0]?.status, { timeout: 3000 }).toBe('suspended');
    // The owner's fields come from users: a rename shows too.
    const renamed = `renamed${Date.now()}`;
    await t.database.db.execute(sql`update ${users} set username = ${renamed} where id = ${owner.user.id}`);
    await expect.poll(async () => (await list(label)).accounts[0]?.user.username, { timeout: 3000 }).toBe(renamed);
  });

  it("a client's own list (GET /api/hosting-accounts) shows every change at once, made here or behind the app", async () => {
    const own = async () => {
      const res = await t.get('/api/hosting-accounts', owner.token);
      expect(res.statusCode).toBe(200);
      return res.json() as { id: number; domain: string; status: string }[];
    };
    const label = freshLabel('own');
    const before = (await own()).length;
    await own(); // kept in memory now
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: label, packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    const id = created.json().account.id as number;
    expect((await own()).find((a) => a.id === id)).toMatchObject({ status: 'pending' });
    await t.runJobs();
    expect((await own()).find((a) => a.id === id)).toMatchObject({ status: 'active' });
    await t.database.db.update(hostingAccounts).set({ status: 'suspended' }).where(eq(hostingAccounts.id, id));
    await expect.poll(async () => (await own()).find((a) => a.id === id)?.status, { timeout: 3000 }).toBe('suspended');
    expect((await t.del(`/api/admin/hosting-accounts/${id}`, t.admin.token)).statusCode).toBe(200);
    expect(await own()).toHaveLength(before);
    // Only ever one's own.
    const other = await t.client();
    expect((await t.get('/api/hosting-accounts', other.token)).json()).toEqual([]);
  });
});
