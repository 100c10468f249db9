import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';

// Reads of the admin analytics tab (donations sub-tab): the list, the totals and the monthly chart.

/** A page of the list, newest first: read backwards along donations_created_id_idx, stopping after the page. */
export const listNewestDonations = (db: DbOrTx, limit: number, offset = 0) =>
  db.select().from(donations).orderBy(desc(donations.createdAt), desc(donations.id)).limit(limit).offset(offset);

const cents = (value: string | number | null | undefined) => Number(value ?? 0);

export async function donationTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      completedAmount: sum(sql`case when ${donations.status} = 'completed' then ${donations.amount} else 0 end`),
      completedCount: sum(sql`case when ${donations.status} = 'completed' then 1 else 0 end`),
      pendingCount: sum(sql`case when ${donations.status} = 'pending' then 1 else 0 end`),
      recurringAmount: sum(
        sql`case when ${donations.status} = 'completed' and ${donations.isRecurring} then ${donations.amount} else 0 end`,
      ),
      pluginAmount: sum(
        sql`case when ${donations.status} = 'completed' and not ${donations.isRecurring} then ${donations.amount} else 0 end`,
      ),
      // Every row, for the list's pagination: counted in the same pass as the sums.
      rows: count(),
    })
    .from(donations);
  const [subs] = await db
    .select({ n: countDistinct(donations.stripeSubscriptionId) })
    .from(donations)
    .where(
      and(
        isNotNull(donations.stripeSubscriptionId),
        inArray(donations.subscriptionStatus, ['active', 'trialing', 'past_due']),
      ),
    );
  return {
    completedAmount: cents(row?.completedAmount),
    completedCount: cents(row?.completedCount),
    pendingCount: cents(row?.pendingCount),
    activeSubscriptions: Number(subs?.n ?? 0),
    recurringAmount: cents(row?.recurringAmount),
    pluginAmount: cents(row?.pluginAmount),
    rows: Number(row?.rows ?? 0),
  };
}

/** Completed donations per UTC month since `since` (the month a payment completed, else when it was made). */
export async function completedPerMonth(db: DbOrTx, since: Date) {
  const month = sql<string>`to_char(date_trunc('month', coalesce(${donations.completedAt}, ${donations.createdAt}) at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, amount: sum(donations.amount), count: count() })
    .from(donations)
    .where(
      and(
        eq(donations.status, 'completed'),
        gte(sql`coalesce(${donations.completedAt}, ${donations.createdAt})`, since),
      ),
    )
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, amount: cents(r.amount), count: Number(r.count) }));
}
