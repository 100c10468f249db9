import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestEnv } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
import { claimDueJob, completeJob, enqueueJob, failJob, findJob, type Job } from './queue.js';
import { createJobRunner } from './runner.js';
import { DEFAULT_LANE_CONCURRENCY } from './lanes.js';

// Jobs with one order key run one at a time in the order they were queued, across instances: two workers with two
// connections (two app instances on one PostgreSQL; on PGlite both share its one connection) claim from one table.
describe('jobs with an order key', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;
  const base = new Date('2026-11-29T10:00:00Z');
  let clock = base;
  const at = (seconds: number) => new Date(base.getTime() + seconds * 1000);

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    first = opened.database;
    second = readTestEnv().dbKind === 'postgres' ? openPostgres(opened.url!, 5) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await drop?.();
  });

  const claim = async (db: Database, worker: string, kinds = ['ordered']) =>
    (await claimDueJob(db.db, kinds, worker, clock)) as Job | undefined;
  const queue = async (name: string, runAt: Date, orderKey?: string, maxAttempts = 8, kind = 'ordered') =>
    (await enqueueJob(first.db, kind, { name }, { runAt, orderKey, maxAttempts }))!;
  const nameOf = (job: Job | undefined) => (job?.payload as { name?: string } | undefined)?.name;

  it('claims only the earliest unfinished job of a key, on any instance, in the order of queueing', async () => {
    clock = at(0);
    // k2 and k3 became due before k1 but were queued after it: the key's order is the queue's, not run_at's.
    const k1 = await queue('k1', at(-30), 'customer:K');
    const k2 = await queue('k2', at(-60), 'customer:K');
    await queue('k3', at(-50), 'customer:K');
    await queue('l1', at(-20), 'customer:L');
    await queue('n1', at(-10));

    expect(nameOf(await claim(first, 'a'))).toBe('k1');
    // The other instance: k2 and k3 wait for k1, which runs on the first.
    const others = [await claim(second, 'b'), await claim(second, 'b')];
    expect(others.map(nameOf)).toEqual(['l1', 'n1']);
    expect(await claim(second, 'b')).toBeUndefined();
    for (const job of others) await completeJob(second.db, job!.id, null, clock, 'b');

    // k1 fails and waits out its backoff: the key's later jobs wait with it.
    expect(await failJob(first.db, (await findJob(first.db, k1.id))!, 'boom', clock, 'a')).toBe(true);
    expect(await claim(second, 'b')).toBeUndefined();
    clock = at(3600);
    const retried = await claim(second, 'b');
    expect(retried).toMatchObject({ id: k1.id, attempts: 2 });
    expect(await claim(first, 'a')).toBeUndefined();
    expect(await completeJob(second.db, k1.id, null, clock, 'b')).toBe(true);

    expect(nameOf(await claim(first, 'a'))).toBe('k2');
    expect(await claim(second, 'b')).toBeUndefined();
    expect(await completeJob(first.db, k2.id, null, clock, 'a')).toBe(true);
    expect(nameOf(await claim(second, 'b'))).toBe('k3');
  });

  it('lets the key go on when a job runs out of attempts (a dead job holds nothing back)', async () => {
    clock = at(7200);
    const kinds = ['ordered-dead'];
    const dead = await queue('d1', at(7100), 'customer:D', 1, kinds[0]);
    await queue('d2', at(7100), 'customer:D', 8, kinds[0]);
    const claimed = await claim(first, 'a', kinds);
    expect(claimed).toMatchObject({ id: dead.id });
    expect(await claim(second, 'b', kinds)).toBeUndefined();
    await failJob(first.db, claimed!, 'gave up', clock, 'a');
    expect(await findJob(first.db, dead.id)).toMatchObject({ status: 'failed' });
    expect(nameOf(await claim(second, 'b', kinds))).toBe('d2');
  });

  it('holds a job back while a later job of its key runs: a queueing that commits late never runs beside it', async () => {
    clock = at(9000);
    const kinds = ['ordered-late'];
    // The late job's id is taken first (its transaction began first) and its row committed only after the later
    // job was queued and claimed.
    const reserved = (await first.db.execute(sql`select nextval('jobs_id_seq')::int as id`)) as unknown as {
      rows: { id: number }[];
    };
    const lateId = reserved.rows[0]!.id;
    const later = await queue('later', at(8900), 'customer:Q', 8, kinds[0]);
    expect(await claim(first, 'a', kinds)).toMatchObject({ id: later.id });
    await first.db.execute(
      sql`insert into jobs (id, kind, payload, run_at, order_key) values (${lateId}, ${kinds[0]}, '{"name":"late"}', ${at(8800)}, 'customer:Q')`,
    );
    expect(await claim(second, 'b', kinds)).toBeUndefined();
    expect(await completeJob(first.db, later.id, null, clock, 'a')).toBe(true);
    expect(await claim(second, 'b', kinds)).toMatchObject({ id: lateId });
  });

  it('runs a key’s jobs one after another on two runners with four stripe slots each, and other keys beside them', async () => {
    const runners = [first, second].map((database) =>
      createJobRunner({ db: database.db, pollMs: 20, lanes: { kind: 'lanes', concurrency: DEFAULT_LANE_CONCURRENCY } }),
    );
    const started: string[] = [];
    const running = new Map<string, number>();
    let overlapped = false;
    const total = 18;
    let finished = 0;
    let allDone!: () => void;
    const done = new Promise<void>((resolve) => (allDone = resolve));
    for (const runner of runners)
      runner.register(
        'event',
        async (job) => {
          const { key, n } = job.payload as { key: string; n: number };
          if ((running.get(key) ?? 0) > 0) overlapped = true;
          running.set(key, (running.get(key) ?? 0) + 1);
          started.push(`${key}:${n}`);
          // A few round trips of real work, so the other slots and the other runner claim meanwhile.
          for (let i = 0; i < 3; i += 1) await findJob(first.db, job.id);
          running.set(key, running.get(key)! - 1);
          finished += 1;
          if (finished === total) allDone();
          return null;
        },
        { lane: 'stripe' },
      );
    const now = new Date();
    for (let n = 0; n < 6; n += 1)
      for (const key of ['cus_A', 'cus_B', 'cus_C'])
        await enqueueJob(first.db, 'event', { key, n }, { runAt: now, orderKey: `stripe-customer:${key}` });
    for (const runner of runners) runner.start();
    for (const runner of runners) runner.nudge();
    await done;
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(overlapped).toBe(false);
    for (const key of ['cus_A', 'cus_B', 'cus_C'])
      expect(started.filter((s) => s.startsWith(`${key}:`))).toEqual([0, 1, 2, 3, 4, 5].map((n) => `${key}:${n}`));
  });
});
