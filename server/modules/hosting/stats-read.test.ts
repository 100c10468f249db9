import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingAccounts, jobs } from '../../db/schema/index.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';
import { SUSPENSION_JOB } from './paid-accounts.js';

// A stats read shows what WHM says and never writes the row's status: the job queue owns suspension state. Reading
// stats right after an unsuspension (WHM still says suspended until the queued job runs) must not undo it; a
// mismatch with no job pending queues the one sync job, once.
describe('stats reads never write suspension state', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
    await t.configureWhm();
  });
  afterAll(async () => {
    await t?.close();
  });

  const row = async (id: number) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0]!;
  const queuedSyncs = async (id: number) =>
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SUSPENSION_JOB), eq(jobs.dedupeKey, `${SUSPENSION_JOB}:${id}`)));
  const stats = (id: number) => t.get(`/api/hosting-accounts/${id}/stats`, t.admin.token);

  async function liveSite() {
    const owner = await t.client();
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('stat'), packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    await t.runJobs();
    const id = (created.json().account as { id: number }).id;
    const account = await row(id);
    expect(account.status).toBe('active');
    return { owner, id, cpanelUser: account.cpanelUsername! };
  }

  it('unsuspending, then reading stats at once: the row stays active and the queued job unsuspends the site on WHM', async () => {
    const { owner, id, cpanelUser } = await liveSite();
    expect(
      (await t.post(`/api/admin/users/${owner.user.id}/suspend`, { reason: 'Spam' }, t.admin.token)).statusCode,
    ).toBe(200);
    await t.runJobs();
    expect(t.whm.state.accounts.get(cpanelUser)?.suspended).toBe(true);

    expect((await t.post(`/api/admin/users/${owner.user.id}/unsuspend`, {}, t.admin.token)).statusCode).toBe(200);
    // Before the job runs, WHM still says suspended; the read shows it, and writes nothing back.
    const read = await stats(id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ source: 'live', suspended: true });
    expect(await row(id)).toMatchObject({ status: 'active', suspendReason: null });

    await t.runJobs();
    expect(t.whm.state.accounts.get(cpanelUser)?.suspended).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'active', suspendReason: null });
    expect((await stats(id)).json()).toMatchObject({ source: 'live', suspended: false });
  });

  it('WHM and the row disagree with no job pending: the read queues one sync job (deduplicated), and the row decides', async () => {
    const { id, cpanelUser } = await liveSite();
    // Suspended on WHM behind HostFree's back.
    t.whm.state.accounts.get(cpanelUser)!.suspended = true;
    expect(await queuedSyncs(id)).toHaveLength(0);
    await stats(id);
    await stats(id);
    expect(await row(id)).toMatchObject({ status: 'active' });
    const queued = await queuedSyncs(id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('queued');
    await t.runJobs();
    expect(t.whm.state.accounts.get(cpanelUser)?.suspended).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'active' });
  });
});
