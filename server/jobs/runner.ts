import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { JOB_LANES, SINGLE_LANE, type JobLane, type LaneFigures, type LanePlan } from './lanes.js';
import {
  claimDueJob,
  completeJob,
  DEFAULT_RETRY_BASE_MS,
  failJob,
  HEARTBEAT_MS,
  makeJobsDue,
  renewLeases,
  type Job,
} from './queue.js';
import { requeueFailedJob } from './queue-figures.js';

/** Jobs one call of runDue() takes at most. */
const BATCH_SIZE = 100;

export type JobHandler = (job: Job) => Promise<unknown>;
/** Reopens a kind's own record of the work when an admin retries its failed job (e.g. the outbox row of mail.send). */
export type JobRetryHook = (tx: DbOrTx, job: Job) => Promise<void>;

/** Where job failures are reported (the app logger; any object with warn). */
export type JobLog = Pick<FastifyBaseLogger, 'warn'> | { warn(fields: Record<string, unknown>, message: string): void };

/** A lane on this instance: which kinds it claims, how many at once, and the workers claiming for it now. */
interface Lane {
  name: string;
  concurrency: number;
  kinds: () => string[];
  workers: Set<Promise<void>>;
  inFlight: number;
}

/**
 * Runs queued jobs in-process. Modules register a handler per job kind, naming its lane; every instance runs a
 * runner, and SKIP LOCKED hands each job to exactly one of them. Each lane claims only its own kinds with up to its
 * own number of workers, so one lane's backlog never delays another's jobs (lanes.ts). Tests call `runDue()` instead
 * of starting the loop.
 */
export function createJobRunner({
  db,
  log,
  now = () => new Date(),
  pollMs = 2000,
  heartbeatMs = HEARTBEAT_MS,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
  lanes: plan = { kind: 'single' },
}: {
  db: Db;
  log?: JobLog;
  now?: () => Date;
  pollMs?: number;
  heartbeatMs?: number;
  /** A failed job's first retry waits about this long (config JOB_RETRY_BASE_MS); each later one twice as long. */
  retryBaseMs?: number;
  /** Lanes on PostgreSQL (config JOB_LANE_*); one lane of one slot on PGlite, as before lanes existed. */
  lanes?: LanePlan;
}) {
  const handlers = new Map<string, { handler: JobHandler; lane: JobLane }>();
  const retryHooks = new Map<string, JobRetryHook>();
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let poller: NodeJS.Timeout | undefined;
  let stopped = true;
  // Jobs this runner is working on: their leases are renewed every heartbeatMs while the handler runs, so a
  // long job is never taken over, and a dead worker's job is free within one lease (queue.ts LEASE_MS).
  const active = new Set<number>();
  let heartbeat: NodeJS.Timeout | undefined;

  const allKinds = () => [...handlers.keys()];
  const lanes: Lane[] =
    plan.kind === 'single'
      ? [{ name: SINGLE_LANE, concurrency: 1, kinds: allKinds, workers: new Set(), inFlight: 0 }]
      : JOB_LANES.map((name) => ({
          name,
          concurrency: plan.concurrency[name],
          kinds: () => [...handlers].filter(([, h]) => h.lane === name).map(([kind]) => kind),
          workers: new Set(),
          inFlight: 0,
        }));

  /** Renews the leases of the running jobs now (the heartbeat calls it; tests call it with their clock). */
  async function renew(): Promise<void> {
    const ids = [...active];
    if (ids.length === 0) return;
    const held = new Set(await renewLeases(db, ids, workerId, now()));
    for (const id of ids) {
      if (!held.has(id) && active.has(id)) log?.warn({ jobId: id }, 'job lease lost; another worker may run it');
    }
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      void renew().catch((error: unknown) => log?.warn({ err: error }, 'job lease renewal failed'));
    }, heartbeatMs);
    heartbeat.unref();
  }

  /** Runs a claimed job to its end: completed, or failed with a retry or for good. */
  async function run(job: Job) {
    const { handler } = handlers.get(job.kind)!;
    active.add(job.id);
    startHeartbeat();
    try {
      const result = await handler(job);
      active.delete(job.id);
      if (!(await completeJob(db, job.id, result, now(), workerId)))
        log?.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was lost; result not recorded');
    } catch (error) {
      active.delete(job.id);
      const message = error instanceof Error ? error.message : String(error);
      log?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'job failed');
      await failJob(db, job, message, now(), workerId, retryBaseMs);
    } finally {
      active.delete(job.id);
      if (active.size === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    }
  }

  async function runOne(kinds: string[]): Promise<boolean> {
    const job = await claimDueJob(db, kinds, workerId, now());
    if (!job) return false;
    await run(job);
    return true;
  }

  /** Runs every job that is due now, one after another, whatever its lane; answers how many ran. */
  async function runDue(limit = BATCH_SIZE): Promise<number> {
    let count = 0;
    while (count < limit && (await runOne(allKinds()))) count += 1;
    return count;
  }

  // A lane's worker claims and runs its lane's jobs until none is due. A claim that finds a job first starts one more
  // worker (up to the lane's slots), so an idle lane costs one claim per poll and a busy one fills its slots at once.
  async function work(lane: Lane) {
    while (!stopped) {
      const job = await claimDueJob(db, lane.kinds(), workerId, now());
      if (!job) return;
      lane.inFlight += 1;
      fill(lane);
      try {
        await run(job);
      } finally {
        lane.inFlight -= 1;
      }
    }
  }

  function fill(lane: Lane) {
    if (stopped || lane.workers.size >= lane.concurrency || lane.workers.size > lane.inFlight) return;
    // A worker still looking for a job (workers > inFlight) will find what a new one would: no second claim for it.
    const worker = work(lane)
      .catch((error: unknown) => log?.warn({ err: error, lane: lane.name }, 'job runner error'))
      .finally(() => lane.workers.delete(worker));
    lane.workers.add(worker);
  }

  const fillAll = () => {
    for (const lane of lanes) fill(lane);
  };

  return {
    /** `lane`: the group whose slots the kind's jobs take (lanes.ts); `other` when unnamed. */
    register(kind: string, handler: JobHandler, options: { lane?: JobLane } = {}) {
      handlers.set(kind, { handler, lane: options.lane ?? 'other' });
    },
    /** A kind whose handler skips work its own row marks as given up registers how to reopen that row. */
    onRetry(kind: string, hook: JobRetryHook) {
      retryHooks.set(kind, hook);
    },
    /** An admin's Retry of a failed job, inside the caller's transaction; undefined when no failed job has that id. */
    async retryFailed(tx: DbOrTx, id: number): Promise<Job | undefined> {
      const job = await requeueFailedJob(tx, id, now());
      if (job) await retryHooks.get(job.kind)?.(tx, job);
      return job;
    },
    runDue,
    renewLeases: renew,
    /** Each lane's slots and the jobs it runs now, on this instance (the operator's figures). */
    laneFigures(): LaneFigures[] {
      return lanes.map((lane) => ({ lane: lane.name, concurrency: lane.concurrency, inFlight: lane.inFlight }));
    },
    /** Queued jobs of a kind become due now, without waiting out their backoff; nudge() then runs them. */
    async makeDue(kind: string) {
      await makeJobsDue(db, kind, now());
    },
    /** Wakes the lanes at once (after enqueueing work a user is waiting for). */
    nudge() {
      fillAll();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      // Every lane looks for due work each poll (jobs queued for later, retries after their backoff, other
      // instances' enqueues); a lane whose slots are full skips the look.
      poller = setInterval(fillAll, pollMs);
      poller.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      await Promise.all(lanes.flatMap((lane) => [...lane.workers]));
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
