import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
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

/** Jobs one run of the loop takes before it yields to the timer. */
const BATCH_SIZE = 100;

export type JobHandler = (job: Job) => Promise<unknown>;
/** Reopens a kind's own record of the work when an admin retries its failed job (e.g. the outbox row of mail.send). */
export type JobRetryHook = (tx: DbOrTx, job: Job) => Promise<void>;

/**
 * Runs queued jobs in-process. Modules register a handler per job kind; every instance runs a runner, and
 * SKIP LOCKED hands each job to exactly one of them. Tests call `runDue()` instead of starting the loop.
 */
/** Where job failures are reported (the app logger; any object with warn). */
export type JobLog = Pick<FastifyBaseLogger, 'warn'> | { warn(fields: Record<string, unknown>, message: string): void };

export function createJobRunner({
  db,
  log,
  now = () => new Date(),
  pollMs = 2000,
  heartbeatMs = HEARTBEAT_MS,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
}: {
  db: Db;
  log?: JobLog;
  now?: () => Date;
  pollMs?: number;
  heartbeatMs?: number;
  /** A failed job's first retry waits about this long (config JOB_RETRY_BASE_MS); each later one twice as long. */
  retryBaseMs?: number;
}) {
  const handlers = new Map<string, JobHandler>();
  const retryHooks = new Map<string, JobRetryHook>();
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  // Jobs this runner is working on: their leases are renewed every heartbeatMs while the handler runs, so a
  // long job is never taken over, and a dead worker's job is free within one lease (queue.ts LEASE_MS).
  const active = new Set<number>();
  let heartbeat: NodeJS.Timeout | undefined;

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

  async function runOne(): Promise<boolean> {
    const job = await claimDueJob(db, [...handlers.keys()], workerId, now());
    if (!job) return false;
    const handler = handlers.get(job.kind)!;
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
    return true;
  }

  /** Runs every job that is due now, one after another; answers how many ran. */
  async function runDue(limit = BATCH_SIZE): Promise<number> {
    let count = 0;
    while (count < limit && (await runOne())) count += 1;
    return count;
  }

  // A full batch means more is probably waiting (a burst of webhooks, a backlog after an outage): the next batch starts
  // at once instead of after a poll interval, so a backlog of N jobs is not N/100 × pollMs of waiting.
  const nextDelay = (ran: number) => (ran >= BATCH_SIZE ? 0 : pollMs);

  function schedule(delayMs = pollMs) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runDue().catch((error) => {
        log?.warn({ err: error }, 'job runner error');
        return 0;
      });
      // Cleared when done, or nudge() would see a run in progress forever after the first tick.
      void running.then((ran) => {
        running = undefined;
        schedule(nextDelay(ran));
      });
    }, delayMs);
    timer.unref();
  }

  return {
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
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
    /** Queued jobs of a kind become due now, without waiting out their backoff; nudge() then runs them. */
    async makeDue(kind: string) {
      await makeJobsDue(db, kind, now());
    },
    /** Wakes the loop at once (after enqueueing work a user is waiting for). */
    nudge() {
      if (stopped || running) return;
      clearTimeout(timer);
      running = runDue().catch(() => 0);
      void running.then((ran) => {
        running = undefined;
        schedule(nextDelay(ran));
      });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
