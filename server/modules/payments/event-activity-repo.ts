import { and, count, desc, gte, isNotNull, max, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stripeEvents } from '../../db/schema/index.js';

// What the Stripe settings show about the events that reached HostFree: the newest one, and recent ones rendered in
// another API version than the pinned one. Both read stripe_events by its created_at index, however many rows.

export async function readLastEvent(
  db: DbOrTx,
): Promise<{ type: string; receivedAt: Date; apiVersion: string | null } | null> {
  const [row] = await db
    .select({ type: stripeEvents.type, receivedAt: stripeEvents.createdAt, apiVersion: stripeEvents.apiVersion })
    .from(stripeEvents)
    .orderBy(desc(stripeEvents.createdAt))
    .limit(1);
  return row ?? null;
}

/** Versions other than `pinned` among events received since `since`, with how many and the newest, most first. */
export async function readOtherApiVersions(
  db: DbOrTx,
  pinned: string,
  since: Date,
): Promise<{ apiVersion: string; count: number; lastAt: Date }[]> {
  const rows = await db
    .select({ apiVersion: stripeEvents.apiVersion, count: count(), lastAt: max(stripeEvents.createdAt) })
    .from(stripeEvents)
    .where(
      and(gte(stripeEvents.createdAt, since), isNotNull(stripeEvents.apiVersion), ne(stripeEvents.apiVersion, pinned)),
    )
    .groupBy(stripeEvents.apiVersion)
    .orderBy(desc(count()));
  return rows.map((r) => ({ apiVersion: r.apiVersion!, count: Number(r.count), lastAt: r.lastAt! }));
}
