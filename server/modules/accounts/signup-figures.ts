import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// The sign-up rate System → Status and /api/admin/metrics show: accounts created (anonymous or not) in the last
// minute and the last hour, counted in the table, so every instance answers the same. One range read on
// users_created_at_idx; the hour bounds it (a thousand sign-ups a minute is 60,000 index entries at most).

export interface SignupFigures {
  lastMinute: number;
  lastHour: number;
}

export async function readSignupFigures(db: DbOrTx, now: Date): Promise<SignupFigures> {
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const [row] = await db
    .select({
      lastMinute: sql<number>`(count(*) filter (where ${users.createdAt} > ${minuteAgo}::timestamptz))::int`,
      lastHour: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(
      sql`${users.createdAt} > ${hourAgo}::timestamptz and ${users.createdAt} <= ${now.toISOString()}::timestamptz`,
    );
  return { lastMinute: row?.lastMinute ?? 0, lastHour: row?.lastHour ?? 0 };
}
