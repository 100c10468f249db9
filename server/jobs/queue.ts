import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

// A PostgreSQL table used as a queue. Any instance may claim a due job with FOR UPDATE SKIP LOCKED, so
// jobs run once even with many instances. A claim is a lease that the worker renews while the work runs
// (runner.ts heartbeat); a worker that dies stops renewing, and its job is claimable again LEASE_MS later.
// Every write after the claim is fenced by the worker id, so a worker that lost its lease (paused, cut off
// from the database) cannot complete or fail the job another worker now holds.
// A job may carry an order key (one Stripe customer, one hosting account): such jobs run one at a time, in the order
// they were queued, on every instance together (claimDueJob).

export type Job = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** At most one queued or running job per key: enqueueing again while one waits is a no-op. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Jobs with the same order key run one after another in the order they were queued, never side by side (claimDueJob):
   * for work on one subject whose steps must not overlap or swap. A job waiting for a retry holds back the later
   * ones; one out of attempts does not. Give it only to jobs due now: a job queued for later holds back the key until then.
   */
  orderKey?: string;
}

/** Inside the caller's transaction when given one, so the job exists exactly when the row it serves does. */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<Job | undefined> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey,
      orderKey: options.orderKey,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning();
  return rows[0];
}

/**
 * Runs `insertRow` (an `insert … on conflict do nothing returning id`) and, only when it inserted the row, queues one
 * job whose payload is `{ [payloadKey]: id }` and dedupe key `dedupePrefix + id`, in one statement: atomic like a
 * transaction around the two, at one round trip instead of four. Answers whether the row was new.
 */
export async function insertRowWithJob(
  db: DbOrTx,
  insertRow: SQL,
  kind: string,
  job: { payloadKey: string; dedupePrefix: string; runAt: Date; maxAttempts: number; orderKey?: string | null },
): Promise<boolean> {
  const result = await db.execute(sql`
    with row as (${insertRow}), job as (
      insert into ${jobs} (kind, payload, dedupe_key, run_at, max_attempts, order_key)
      select ${kind}, jsonb_build_object(${job.payloadKey}::text, row.id), ${job.dedupePrefix}::text || row.id, ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts}::int, ${job.orderKey ?? null}::text from row
      on conflict (dedupe_key) do nothing
    )
    select count(*)::int as inserted from row`);
  const rows = (result as unknown as { rows: { inserted: number | string }[] }).rows;
  return Number(rows[0]?.inserted ?? 0) > 0;
}

export async function findJob(db: DbOrTx, id: number) {
  return (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0];
}

export async function findJobByKey(db: DbOrTx, dedupeKey: string) {
  return (await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).limit(1))[0];
}

/** The newest job of a kind (for status screens such as the version-check progress). */
export async function findLatestJob(db: DbOrTx, kind: string) {
  return (await db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(sql`${jobs.id} desc`).limit(1))[0];
}

/** Queued jobs of a kind become due now (what they waited for, such as SMTP settings, has just arrived). */
export async function makeJobsDue(db: DbOrTx, kind: string, now: Date) {
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')));
}

/** Lease length: a running job whose worker died is claimable again after this (~30 s). */
export const LEASE_MS = 30_000;
/** How often a running worker renews its leases: three renewals fit in one lease, so one slow query is no loss. */
export const HEARTBEAT_MS = 10_000;

/**
 * Claims the due job of one of `kinds` that has waited longest. A job with an order key is claimable only while no
 * earlier job (lower id) with that key is unfinished (queued, in a retry's backoff, or running): only the earliest
 * unfinished job of each key is ever a candidate, so another instance's claim of it (locked, skipped here) or its
 * run (status running) holds the later ones back on every instance, and the order is the order of queueing. A job
 * that ran out of attempts (failed) no longer holds its key: the subject's later work goes on without it. A job
 * of the key that is running holds back every other, earlier ones too: a job whose queueing transaction took its id
 * first but committed after a later job was claimed runs after that one, never beside it.
 */
export async function claimDueJob(db: Db, kinds: string[], workerId: string, now: Date): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const staleBefore = new Date(now.getTime() - LEASE_MS);
  // Each kind's earliest claimable job from its own index range (jobs_due_kind_idx, in run_at order), then the
  // earliest of those: the work stays the same however deep the queue. One scan over every unfinished job, sorted,
  // took 300 ms a claim with 43,000 Stripe events queued, and the lanes that had nothing to do paid it too.
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', locked_at = ${now}, locked_by = ${workerId}, attempts = attempts + 1, updated_at = ${now}
    where id = (
      select due.id from unnest(array[${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]) as wanted(kind)
      cross join lateral (
        select candidate.id, candidate.run_at from ${jobs} candidate
        where candidate.kind = wanted.kind
          and candidate.status in ('queued', 'running')
          and ((candidate.status = 'queued' and candidate.run_at <= ${now}) or (candidate.status = 'running' and candidate.locked_at < ${staleBefore}))
          and (candidate.order_key is null or not exists (
            select 1 from ${jobs} other
            where other.order_key = candidate.order_key and other.id <> candidate.id
              and ((other.id < candidate.id and other.status in ('queued', 'running')) or other.status = 'running')
          ))
        order by candidate.run_at
        for update of candidate skip locked
        limit 1
      ) due
      order by due.run_at
      limit 1
    )
    returning id`);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  const id = rows[0]?.id;
  return id === undefined ? undefined : findJob(db, Number(id));
}

/** The claim still belongs to this worker (fencing for every write after the claim). */
const heldBy = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/** Renews the leases of the jobs this worker runs; answers the ids it still holds. */
export async function renewLeases(db: Db, ids: number[], workerId: string, now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(jobs)
    .set({ lockedAt: now })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Answers false when the lease was lost (another worker holds the job now): nothing is written. */
export async function completeJob(db: Db, id: number, result: unknown, now: Date, workerId: string): Promise<boolean> {
  // The dedupe key is released so the same work can be queued again later.
  const rows = await db
    .update(jobs)
    .set({
      status: 'completed',
      result: result ?? null,
      lockedAt: null,
      lockedBy: null,
      dedupeKey: null,
      updatedAt: now,
      lastError: null,
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The first retry's wait before jitter (config JOB_RETRY_BASE_MS). */
export const DEFAULT_RETRY_BASE_MS = 10_000;

/** Exponential backoff with jitter, capped: 10 s, 20 s, 40 s … up to 30 min (from a base of 10 s). */
export function backoffMs(attempts: number, random = Math.random, baseMs = DEFAULT_RETRY_BASE_MS): number {
  const base = Math.min(30 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

export async function failJob(
  db: Db,
  job: Job,
  message: string,
  now: Date,
  workerId: string,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
): Promise<boolean> {
  const exhausted = job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      exhausted
        ? { status: 'failed', lastError: message, lockedAt: null, lockedBy: null, dedupeKey: null, updatedAt: now }
        : {
            status: 'queued',
            lastError: message,
            lockedAt: null,
            lockedBy: null,
            runAt: new Date(now.getTime() + backoffMs(job.attempts, Math.random, retryBaseMs)),
            updatedAt: now,
          },
    )
    .where(heldBy(job.id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Makes waiting jobs due now (e.g. an admin's "retry now"). */
export async function runJobsNow(db: DbOrTx, dedupeKeys: string[], now: Date) {
  if (dedupeKeys.length === 0) return;
  // (A bound of new Date(8.64e15) here serialised as '+275760-…', which PostgreSQL cannot parse.)
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(inArray(jobs.dedupeKey, dedupeKeys), eq(jobs.status, 'queued')));
}

/** Ends a waiting job whose work was done another way (e.g. an admin's Fix provisioned the account at once). */
export async function cancelQueuedJob(db: DbOrTx, dedupeKey: string, now: Date) {
  await db
    .update(jobs)
    .set({
      status: 'completed',
      result: { cancelled: true },
      dedupeKey: null,
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')));
}

/** cancelQueuedJob for every waiting job whose key starts with `prefix` (a subscription's dunning jobs of any cycle). */
export async function cancelQueuedJobsWithKeyPrefix(db: DbOrTx, prefix: string, now: Date): Promise<number> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .update(jobs)
    .set({
      status: 'completed',
      result: { cancelled: true },
      dedupeKey: null,
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(and(sql`${jobs.dedupeKey} like ${pattern}`, eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Deletes finished (completed or failed) jobs of one kind last touched before `before`: housekeeping for frequent kinds. */
export async function deleteFinishedJobs(db: DbOrTx, kind: string, before: Date) {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        inArray(jobs.status, ['completed', 'failed']),
        sql`${jobs.updatedAt} < ${before.toISOString()}::timestamptz`,
      ),
    );
}
