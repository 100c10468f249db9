import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';

// A donor's records for their export and erasure (issue 14). Payments are kept (bookkeeping); who paid is not.

export function listDonationsOfUser(db: DbOrTx, userId: number) {
  return db.select({
    id: donations.id, amount: donations.amount, currency: donations.currency, status: donations.status, paymentMethod: donations.paymentMethod,
    donorEmail: donations.donorEmail, message: donations.message, pluginName: donations.pluginName, giftTier: donations.giftTier,
    giftType: donations.giftType, subscriptionStatus: donations.subscriptionStatus, createdAt: donations.createdAt,
  }).from(donations).where(eq(donations.userId, userId)).orderBy(desc(donations.id));
}

/** Name-bearing fields cleared; amount, currency, dates and Stripe references stay. Answers how many rows. */
export async function anonymiseDonationsOfUser(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const rows = await db.update(donations).set({ donorEmail: null, message: null, userId: null, updatedAt: now })
    .where(eq(donations.userId, userId)).returning({ id: donations.id });
  return rows.length;
}
