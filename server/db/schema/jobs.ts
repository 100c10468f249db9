import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns.js';

// A PostgreSQL table used as a queue: workers claim rows with FOR UPDATE SKIP LOCKED, so any number of
// instances can run them without a broker.
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: at('run_at').notNull().defaultNow(),
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    result: jsonb('result'),
    // At most one live job per key (e.g. one provisioning job per hosting account).
    dedupeKey: text('dedupe_key').unique(),
    // Jobs of one subject (a Stripe customer, a hosting account) run one at a time, in the order they were queued:
    // a job is claimed only while no earlier job with the same key is unfinished (jobs/queue.ts claimDueJob).
    orderKey: text('order_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    // The claim reads each kind's unfinished jobs in run_at order (jobs/queue.ts claimDueJob).
    index('jobs_due_kind_idx').on(t.kind, t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    // The claim's "is an earlier job of this key unfinished?" reads only unfinished keyed jobs.
    index('jobs_order_key_idx')
      .on(t.orderKey, t.id)
      .where(sql`${t.orderKey} is not null and ${t.status} in ('queued', 'running')`),
  ],
);
