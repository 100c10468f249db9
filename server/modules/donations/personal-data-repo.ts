import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';

// A donor's records for their export and erasure. Payments are kept (bookkeeping); who paid is not.

export function listDonationsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: donations.id,
      amount: donations.amount,
      currency: donations.currency,
      status: donations.status,
      paymentMethod: donations.paymentMethod,
      donorEmail: donations.donorEmail,
      message: donations.message,
      pluginName: donations.pluginName,
      giftTier: donations.giftTier,
      giftType: donations.giftType,
      subscriptionStatus: donations.subscriptionStatus,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.id));
}

/** Name-bearing fields cleared; amount, currency, dates and Stripe references stay. Answers how many rows. */
export async function anonymiseDonationsOfUser(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(donations)
    .set({ donorEmail: null, message: null, userId: null, updatedAt: now })
    .where(eq(donations.userId, userId))
    .returning({ id: donations.id });
  return rows.length;
}

/** The Stripe subscriptions of the donor's monthly gifts (erasure stops the ones still billing). */
export async function listDonationSubscriptionIds(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: donations.stripeSubscriptionId })
    .from(donations)
    .where(and(eq(donations.userId, userId), isNotNull(donations.stripeSubscriptionId)));
  return rows.map((r) => r.id!);
}
