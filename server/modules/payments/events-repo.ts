import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stripeEvents } from '../../db/schema/index.js';

export type StripeEventRow = typeof stripeEvents.$inferSelect;
export type NewStripeEvent = Pick<typeof stripeEvents.$inferInsert, 'id' | 'type' | 'objectId' | 'livemode' | 'stripeCreatedAt' | 'payload' | 'apiVersion'>;

/** Stores the event once: answers false when the id was stored before (a redelivery). */
export async function insertEventOnce(db: DbOrTx, event: NewStripeEvent, now: Date): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values({ ...event, createdAt: now }).onConflictDoNothing({ target: stripeEvents.id }).returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function findEvent(db: DbOrTx, id: string): Promise<StripeEventRow | undefined> {
  return (await db.select().from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1))[0];
}

export async function markEvent(db: DbOrTx, id: string, values: { status: 'processed' | 'failed'; lastError?: string | null }, now: Date) {
  await db.update(stripeEvents).set({ status: values.status, lastError: values.lastError ?? null, processedAt: values.status === 'processed' ? now : null }).where(eq(stripeEvents.id, id));
}
