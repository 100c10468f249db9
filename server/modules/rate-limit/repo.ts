import { lt, sql } from 'drizzle-orm';
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
