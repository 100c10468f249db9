import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyInstance } from '../../../contract/compute.js';
import { vpsInstances } from '../../db/schema/index.js';
import { bearer, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { updateInstance } from './repo.js';

// With the change feed on (as `npm start` runs it) each client's own instances are kept in memory
// between changes. A change made behind the app (straight SQL) shows once its notice arrives, one made through this
// instance's repo at once, and nobody sees another's list.
describe('GET /api/compute/my kept between changes', () => {
  let t: TestContext;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { sessionCache: true });
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (who: SignedInUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/compute/my', headers: bearer(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyInstance[];
  };

  it("shows rows written behind the app once their notices arrive, to their owner only, and this instance's writes at once", async () => {
    expect(await list(alice)).toEqual([]);
    expect(await list(bob)).toEqual([]);
    await t.database.db.execute(sql`
      insert into vps_instances (user_id, instance_name, ipv4_address, operating_system, status, cloud_provider, source, provider_instance_id, region, admin_username)
      values (${alice.user.id}, 'kept-1', '192.0.2.1', 'Ubuntu 24.04', 'running', 'vultr', 'local', 'kept-alice-1', 'ewr', 'root')`);
    await expect.poll(async () => (await list(alice)).map((i) => i.status), { timeout: 3000 }).toEqual(['running']);
    expect(await list(bob)).toEqual([]);
    const [row] = await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.userId, alice.user.id));
    await updateInstance(t.database.db, row!.id, { instanceName: 'renamed' }, new Date());
    expect((await list(alice))[0]?.instanceName).toBe('renamed');
    await t.database.db.update(vpsInstances).set({ status: 'stopped' }).where(eq(vpsInstances.id, row!.id));
    await expect.poll(async () => (await list(alice))[0]?.status, { timeout: 3000 }).toBe('stopped');
    expect(await list(bob)).toEqual([]);
  });
});
