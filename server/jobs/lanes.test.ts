import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
import { createCore } from '../wiring/core.js';
import { createSecretBox } from '../lib/secret-box.js';
import { DEFAULT_LANE_CONCURRENCY } from './lanes.js';
import { enqueueJob, findJob } from './queue.js';
import { createJobRunner } from './runner.js';

/** A promise and the function that settles it: a handler waits on one, the test on another. */
function signal() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('job lanes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => {
    await drop?.();
  });

  it('runs provisioning while a mail job holds the mail lane', async () => {
    const runner = createJobRunner({
      db: database.db,
      pollMs: 20,
      lanes: { kind: 'lanes', concurrency: { ...DEFAULT_LANE_CONCURRENCY, mail: 1 } },
    });
    const mailStarted = signal();
    const mailReleased = signal();
    const provisioned = signal();
    runner.register(
      'lanes.mail',
      async () => {
        mailStarted.settle();
        await mailReleased.promise;
        return null;
      },
      { lane: 'mail' },
    );
    runner.register(
      'lanes.provision',
      async () => {
        provisioned.settle();
        return null;
      },
      { lane: 'provisioning' },
    );
    const mail = await enqueueJob(database.db, 'lanes.mail', {}, { runAt: new Date() });
    const waitingMail = await enqueueJob(database.db, 'lanes.mail', {}, { runAt: new Date() });
    runner.start();
    runner.nudge();
    await mailStarted.promise;
    const provision = await enqueueJob(database.db, 'lanes.provision', {}, { runAt: new Date() });
    runner.nudge();
    // With one lane for every kind this never settles: the only worker is inside the mail handler.
    await provisioned.promise;
    expect(runner.laneFigures()).toContainEqual({ lane: 'mail', concurrency: 1, inFlight: 1 });
    // The mail lane's one slot is taken: its second job waits even though the provisioning lane is free.
    expect(await findJob(database.db, waitingMail!.id)).toMatchObject({ status: 'queued' });
    mailReleased.settle();
    await runner.stop();
    expect(await findJob(database.db, mail!.id)).toMatchObject({ status: 'completed' });
    expect(await findJob(database.db, provision!.id)).toMatchObject({ status: 'completed' });
  });

  it('runs one job at a time in one lane when planned single (PGlite), whatever lane a kind names', async () => {
    const runner = createJobRunner({ db: database.db, pollMs: 20 });
    const mailStarted = signal();
    const mailReleased = signal();
    runner.register(
      'single.mail',
      async () => {
        mailStarted.settle();
        await mailReleased.promise;
        return null;
      },
      { lane: 'mail' },
    );
    runner.register('single.provision', async () => null, { lane: 'provisioning' });
    await enqueueJob(database.db, 'single.mail', {}, { runAt: new Date(0) });
    const provision = await enqueueJob(database.db, 'single.provision', {}, { runAt: new Date() });
    runner.start();
    runner.nudge();
    await mailStarted.promise;
    runner.nudge();
    // The one worker is inside the mail handler, so nothing else can have been claimed.
    expect(runner.laneFigures()).toEqual([{ lane: 'all', concurrency: 1, inFlight: 1 }]);
    expect(await findJob(database.db, provision!.id)).toMatchObject({ status: 'queued' });
    mailReleased.settle();
    await runner.stop();
  });

  it('plans lanes from config on PostgreSQL and one lane on PGlite', () => {
    const secretBox = createSecretBox('0'.repeat(64));
    const log = { warn() {}, info() {}, error() {} } as never;
    const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/hostfree-lanes-test' };
    const pglite = createCore(parseConfig(common), { db: database.db, secretBox }, log);
    expect(pglite.jobs.laneFigures()).toEqual([{ lane: 'all', concurrency: 1, inFlight: 0 }]);
    const postgres = createCore(
      parseConfig({ ...common, DATABASE_URL: 'postgres://x@127.0.0.1/none', JOB_LANE_STRIPE: '6' }),
      { db: database.db, secretBox },
      log,
    );
    expect(postgres.jobs.laneFigures()).toEqual([
      { lane: 'provisioning', concurrency: 4, inFlight: 0 },
      { lane: 'stripe', concurrency: 6, inFlight: 0 },
      { lane: 'mail', concurrency: 2, inFlight: 0 },
      { lane: 'scans', concurrency: 1, inFlight: 0 },
      { lane: 'other', concurrency: 2, inFlight: 0 },
    ]);
  });
});
