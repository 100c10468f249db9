import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import type { Job } from './queue.js';

// What the operator's status page and /api/admin/metrics say about the queue. Read from the
// table, so every instance answers the same figures.

export interface QueueKindFigures {
  kind: string;
  /** Due now and not yet claimed: the queue's real backlog. */
  waiting: number;
  /** Queued for later (a retry's backoff, a trial's expiry in 48 hours). */
  scheduled: number;
  running: number;
  /** Out of attempts: nothing runs them again unless an admin retries them. */
  failed: number;
  /** When the longest-waiting due job became due; null when none waits. */
  oldestWaitingSince: Date | null;
}

export async function readQueueFigures(db: DbOrTx, now: Date): Promise<QueueKindFigures[]> {
  const due = sql`${jobs.status} = 'queued' and ${jobs.runAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .select({
      kind: jobs.kind,
      waiting: sql<number>`(count(*) filter (where ${due}))::int`,
      scheduled: sql<number>`(count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} > ${now.toISOString()}::timestamptz))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.status} = 'running'))::int`,
      failed: sql<number>`(count(*) filter (where ${jobs.status} = 'failed'))::int`,
      oldestWaitingSince: sql<Date | null>`min(${jobs.runAt}) filter (where ${due})`.mapWith(jobs.runAt),
    })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running', 'failed']))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}

export type FailedJob = Pick<Job, 'id' | 'kind' | 'attempts' | 'maxAttempts' | 'lastError' | 'createdAt' | 'updatedAt'>;

/** The newest failed jobs first (the payload is left out: it can name users and rows, and the page needs none of it). */
export async function listFailedJobs(db: DbOrTx, limit: number): Promise<FailedJob[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
}

/**
 * A failed job queued again with its attempts restored, due now; undefined when no failed job has that id (it was
 * retried already, or never failed). The dedupe key was released when it failed and stays unset: the kind's own
 * handler is idempotent (row-first work), so a second job for the same work does no harm.
 */
export async function requeueFailedJob(db: DbOrTx, id: number, now: Date): Promise<Job | undefined> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: now, lockedAt: null, lockedBy: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return rows[0];
}

/** One kind's jobs waiting or running, and when its next queued one is due (null when none is queued). */
export async function readKindQueue(db: DbOrTx, kind: string): Promise<{ depth: number; nextRunAt: Date | null }> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)::int`,
      next: sql<string | null>`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued')`,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running'])));
  return { depth: row?.depth ?? 0, nextRunAt: row?.next ? new Date(row.next) : null };
}
