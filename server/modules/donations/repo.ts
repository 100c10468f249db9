import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';

// Queries of the donations table. The donations module owns it.

export type DonationRow = typeof donations.$inferSelect;

/** Sum of completed donations in cents (0 when there are none). */
export async function sumCompletedDonations(db: DbOrTx): Promise<number> {
  const rows = await db.select({ total: sql<string | null>`sum(${donations.amount})` }).from(donations).where(eq(donations.status, 'completed'));
  return Number(rows[0]?.total ?? 0);
}
