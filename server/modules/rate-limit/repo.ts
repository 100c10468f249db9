import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

/**
 * Counts one hit in a fixed window and returns the count so far. One atomic statement, so every
 * instance sharing the database sees the same counter and parallel hits never lose an increment.
 */
export async function incrementCounter(db: DbOrTx, key: string, now: Date, windowMs: number) {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${nowParam} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${nowParam} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return rows[0];
}

export async function deleteExpiredCounters(db: DbOrTx, now: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}

export async function readCounter(db: DbOrTx, key: string) {
  return (await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)).limit(1))[0];
}

/** Sets a row's expiry (a block until `until`); never shortens an existing later one. */
export async function extendCounter(db: DbOrTx, key: string, until: Date) {
  await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { resetAt: sql`greatest(${rateLimitCounters.resetAt}, excluded.reset_at)` },
    });
}

export async function deleteCounters(db: DbOrTx, keys: string[]) {
  if (keys.length > 0) await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}
