import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { backoffMs, claimDueJob, completeJob, enqueueJob, findJob, LEASE_MS, runJobsNow } from './queue.js';
import { createJobRunner } from './runner.js';

describe('job queue', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let clock = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => {
    await drop?.();
  });

  it('runs a due job once and records its result', async () => {
    const runner = createJobRunner({ db: database.db, now: () => clock });
    const seen: unknown[] = [];
    runner.register('echo', async (job) => {
      seen.push(job.payload);
      return { ok: true };
    });
    const job = await enqueueJob(database.db, 'echo', { n: 1 }, { runAt: clock });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await findJob(database.db, job!.id)).toMatchObject({
      status: 'completed',
      result: { ok: true },
      attempts: 1,
    });
  });

  it('keeps one live job per dedupe key', async () => {
    const first = await enqueueJob(database.db, 'noop', {}, { dedupeKey: 'same' });
    const second = await enqueueJob(database.db, 'noop', {}, { dedupeKey: 'same' });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
  });

  it('retries a failing job with backoff, then marks it failed after maxAttempts', async () => {
    const runner = createJobRunner({ db: database.db, now: () => clock });
    let calls = 0;
    runner.register('flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const job = await enqueueJob(database.db, 'flaky', {}, { maxAttempts: 2, runAt: clock });
    await runner.runDue();
    const afterFirst = await findJob(database.db, job!.id);
    expect(afterFirst).toMatchObject({ status: 'queued', lastError: 'boom 1', attempts: 1 });
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(clock.getTime());
    expect(await runner.runDue()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 60 * 60_000);
    await runner.runDue();
    expect(await findJob(database.db, job!.id)).toMatchObject({ status: 'failed', lastError: 'boom 2', attempts: 2 });
  });

  it('renews the lease while a long job runs, so no other worker takes it over', async () => {
    const a = createJobRunner({ db: database.db, now: () => clock });
    const b = createJobRunner({ db: database.db, now: () => clock });
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let runs = 0;
    a.register('long', async () => {
      runs += 1;
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'done';
    });
    b.register('long', async () => {
      runs += 1;
      return 'stolen';
    });
    const job = await enqueueJob(database.db, 'long', {}, { runAt: clock });
    const working = a.runDue(1);
    await inside;
    for (let i = 0; i < 4; i++) {
      clock = new Date(clock.getTime() + LEASE_MS - 5_000);
      await a.renewLeases();
      expect(await b.runDue()).toBe(0);
    }
    release();
    await working;
    expect(runs).toBe(1);
    expect(await findJob(database.db, job!.id)).toMatchObject({ status: 'completed', result: 'done', attempts: 1 });
  });

  it("retries a dead worker's job once its ~30 s lease runs out, exactly once, and ignores the dead worker's late answer", async () => {
    const job = await enqueueJob(database.db, 'orphan', { n: 7 }, { runAt: clock });
    // A worker claims the job and dies (no heartbeat, no answer).
    expect((await claimDueJob(database.db, ['orphan'], 'dead-worker', clock))?.id).toBe(job!.id);
    const survivor = createJobRunner({ db: database.db, now: () => clock });
    let runs = 0;
    survivor.register('orphan', async () => {
      runs += 1;
      return 'recovered';
    });
    clock = new Date(clock.getTime() + LEASE_MS - 1_000);
    expect(await survivor.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 2_000);
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
    expect(await survivor.runDue()).toBe(1);
    expect(await survivor.runDue()).toBe(0);
    expect(runs).toBe(1);
    expect(await findJob(database.db, job!.id)).toMatchObject({
      status: 'completed',
      result: 'recovered',
      attempts: 2,
    });
    // The dead worker wakes up and reports: fenced off, nothing changes.
    expect(await completeJob(database.db, job!.id, 'zombie', clock, 'dead-worker')).toBe(false);
    expect(await findJob(database.db, job!.id)).toMatchObject({ status: 'completed', result: 'recovered' });
  });

  it('claims the longest-waiting due job over all the kinds asked for, and none of a kind not asked for', async () => {
    const at = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);
    const late = await enqueueJob(database.db, 'kind-a', {}, { runAt: at(1) });
    const early = await enqueueJob(database.db, 'kind-b', {}, { runAt: at(3) });
    const other = await enqueueJob(database.db, 'kind-c', {}, { runAt: at(9) });
    const notYet = await enqueueJob(database.db, 'kind-a', {}, { runAt: new Date(clock.getTime() + 60_000) });
    const claims = [];
    for (let i = 0; i < 3; i++) claims.push((await claimDueJob(database.db, ['kind-a', 'kind-b'], 'w1', clock))?.id);
    expect(claims).toEqual([early!.id, late!.id, undefined]);
    expect((await findJob(database.db, other!.id))!.status).toBe('queued');
    expect((await findJob(database.db, notYet!.id))!.status).toBe('queued');
  });

  it('backs off exponentially within bounds', () => {
    expect(backoffMs(1, () => 0.5)).toBe(10_000);
    expect(backoffMs(3, () => 0.5)).toBe(40_000);
    expect(backoffMs(50, () => 0.5)).toBe(30 * 60_000);
    // JOB_RETRY_BASE_MS moves the start, not the cap.
    expect(backoffMs(1, () => 0.5, 500)).toBe(500);
    expect(backoffMs(3, () => 0.5, 500)).toBe(2_000);
    expect(backoffMs(50, () => 0.5, 500)).toBe(30 * 60_000);
  });
});

describe('runJobsNow', () => {
  it('makes a waiting job due at once', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const later = new Date(Date.now() + 3600_000);
      const job = await enqueueJob(database.db, 'waiting', {}, { dedupeKey: 'wait-1', runAt: later });
      const now = new Date();
      await runJobsNow(database.db, ['wait-1'], now);
      expect((await findJob(database.db, job!.id))!.runAt.getTime()).toBe(now.getTime());
    } finally {
      await drop();
    }
  });
});
