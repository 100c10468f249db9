import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { insertRowWithJob } from '../../jobs/queue.js';
import { stripeEvents } from '../../db/schema/index.js';

export type StripeEventRow = typeof stripeEvents.$inferSelect;
export type NewStripeEvent = Pick<
  typeof stripeEvents.$inferInsert,
  'id' | 'type' | 'objectId' | 'livemode' | 'stripeCreatedAt' | 'payload' | 'apiVersion'
>;

/** The job that runs the core on a stored event: its kind, attempts and when it is due (dedupe key `stripe-event:<id>`). */
export interface EventJob {
  kind: string;
  maxAttempts: number;
  runAt: Date;
  /** Events of one customer run in order (webhooks.ts stripeEventOrderKey). */
  orderKey: string;
}

/**
 * The webhook's one write: the event stored once by id and, only when it is new, its job, in one
 * statement (jobs/queue.ts insertRowWithJob): the job exists exactly when the event does, as with the transaction it
 * replaces, at one round trip instead of four on the busiest money route. `payloadJson` is the verified raw body,
 * stored as it came rather than parsed and serialised again. Answers false for a redelivery.
 */
export function storeEventOnce(
  db: DbOrTx,
  event: Omit<NewStripeEvent, 'payload'> & { payloadJson: string },
  job: EventJob,
  now: Date,
): Promise<boolean> {
  const insertEvent = sql`
    insert into ${stripeEvents} (id, type, object_id, livemode, stripe_created_at, payload, api_version, created_at)
    values (${event.id}, ${event.type}, ${event.objectId ?? null}, ${event.livemode ?? false}, ${event.stripeCreatedAt.toISOString()}::timestamptz,
      ${event.payloadJson}::jsonb, ${event.apiVersion ?? null}, ${now.toISOString()}::timestamptz)
    on conflict (id) do nothing
    returning id`;
  return insertRowWithJob(db, insertEvent, job.kind, {
    payloadKey: 'eventId',
    dedupePrefix: 'stripe-event:',
    runAt: job.runAt,
    maxAttempts: job.maxAttempts,
    orderKey: job.orderKey,
  });
}

export async function findEvent(db: DbOrTx, id: string): Promise<StripeEventRow | undefined> {
  return (await db.select().from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1))[0];
}

export async function markEvent(
  db: DbOrTx,
  id: string,
  values: { status: 'processed' | 'failed'; lastError?: string | null },
  now: Date,
) {
  await db
    .update(stripeEvents)
    .set({
      status: values.status,
      lastError: values.lastError ?? null,
      processedAt: values.status === 'processed' ? now : null,
    })
    .where(eq(stripeEvents.id, id));
}
