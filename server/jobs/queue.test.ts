import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { backoffMs, enqueueJob, findJob, runJobsNow } from './queue.js';
import { createJobRunner } from './runner.js';

describe('job queue', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let clock = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => { await drop?.(); });

  it('runs a due job once and records its result', async () => {
    const runner = createJobRunner({ db: database.db, now: () => clock });
    const seen: unknown[] = [];
    runner.register('echo', async (job) => { seen.push(job.payload); return { ok: true }; });
    const job = await enqueueJob(database.db, 'echo', { n: 1 }, { runAt: clock });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await findJob(database.db, job!.id)).toMatchObject({ status: 'completed', result: { ok: true }, attempts: 1 });
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
    runner.register('flaky', async () => { calls += 1; throw new Error(`boom ${calls}`); });
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

  it('backs off exponentially within bounds', () => {
    expect(backoffMs(1, () => 0.5)).toBe(10_000);
    expect(backoffMs(3, () => 0.5)).toBe(40_000);
    expect(backoffMs(50, () => 0.5)).toBe(30 * 60_000);
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
