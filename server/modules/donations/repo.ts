import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { donations } from '../../db/schema/index.js';

// Queries of the donations table. The donations module owns it.

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

/** Sum of completed donations in cents (0 when there are none). */
export async function sumCompletedDonations(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ total: sql<string | null>`sum(${donations.amount})` })
    .from(donations)
    .where(eq(donations.status, 'completed'));
  return Number(rows[0]?.total ?? 0);
}

export async function insertDonation(db: DbOrTx, values: NewDonation): Promise<DonationRow> {
  return (await db.insert(donations).values(values).returning())[0]!;
}

/** A renewal's row, once per paid invoice (the unique stripe_invoice_id makes a second insert a no-op). */
export async function insertDonationOnce(db: DbOrTx, values: NewDonation): Promise<DonationRow | undefined> {
  return (
    await db.insert(donations).values(values).onConflictDoNothing({ target: donations.stripeInvoiceId }).returning()
  )[0];
}

export async function updateDonation(db: DbOrTx, id: number, values: Partial<NewDonation>): Promise<void> {
  await db.update(donations).set(values).where(eq(donations.id, id));
}

/** The row locked for the rest of the transaction: completion runs once however many paths race to it. */
export async function lockDonation(tx: DbOrTx, id: number): Promise<DonationRow | undefined> {
  return (await tx.select().from(donations).where(eq(donations.id, id)).for('update').limit(1))[0];
}

export async function findDonationByPaymentIntent(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<DonationRow | undefined> {
  return (await db.select().from(donations).where(eq(donations.stripePaymentIntentId, paymentIntentId)).limit(1))[0];
}

export async function findDonationByCheckoutSession(db: DbOrTx, sessionId: string): Promise<DonationRow | undefined> {
  return (await db.select().from(donations).where(eq(donations.stripeCheckoutSessionId, sessionId)).limit(1))[0];
}

export async function findDonationByInvoice(db: DbOrTx, invoiceId: string): Promise<DonationRow | undefined> {
  return (await db.select().from(donations).where(eq(donations.stripeInvoiceId, invoiceId)).limit(1))[0];
}

/** The row written when the subscription started (its first payment); renewals come after it. */
export async function findFirstDonationOfSubscription(
  db: DbOrTx,
  subscriptionId: string,
): Promise<DonationRow | undefined> {
  return (
    await db
      .select()
      .from(donations)
      .where(eq(donations.stripeSubscriptionId, subscriptionId))
      .orderBy(asc(donations.id))
      .limit(1)
  )[0];
}

export async function setSubscriptionStatus(
  db: DbOrTx,
  subscriptionId: string,
  status: string,
  now: Date,
): Promise<void> {
  await db
    .update(donations)
    .set({ subscriptionStatus: status, updatedAt: now })
    .where(eq(donations.stripeSubscriptionId, subscriptionId));
}

/** Pending rows created before `before`, oldest first (the reconciliation job asks Stripe about each). */
export async function listPendingBefore(db: DbOrTx, before: Date, limit: number): Promise<DonationRow[]> {
  return db
    .select()
    .from(donations)
    .where(and(eq(donations.status, 'pending'), lt(donations.createdAt, before)))
    .orderBy(asc(donations.createdAt))
    .limit(limit);
}

/** Whether the user has another gift subscription Stripe still bills (they stay a Donor then). */
export async function hasOtherLiveGiftSubscription(
  db: DbOrTx,
  userId: number,
  exceptSubscriptionId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.userId, userId),
        isNotNull(donations.giftType),
        eq(donations.status, 'completed'),
        ne(donations.stripeSubscriptionId, exceptSubscriptionId),
        inArray(donations.subscriptionStatus, ['active', 'trialing', 'past_due']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A donation by id; an id no row can have (NaN from bad metadata, out of int4) is simply not found. */
export async function findDonationById(db: DbOrTx, id: number): Promise<DonationRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return (await db.select().from(donations).where(eq(donations.id, id)).limit(1))[0];
}

/** Dunning: the subscription's gift is paused (its first row carries it); answers whether this call paused it. */
export async function pauseGiftOfSubscription(db: DbOrTx, subscriptionId: string, now: Date): Promise<boolean> {
  const first = await findFirstDonationOfSubscription(db, subscriptionId);
  if (!first || !first.giftType || first.giftPausedAt) return false;
  const rows = await db
    .update(donations)
    .set({ giftPausedAt: now, updatedAt: now })
    .where(and(eq(donations.id, first.id), isNull(donations.giftPausedAt)))
    .returning({ id: donations.id });
  return rows.length > 0;
}

/** Paid again: the gift goes on. Answers whether it was paused. */
export async function unpauseGiftOfSubscription(db: DbOrTx, subscriptionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(donations)
    .set({ giftPausedAt: null, updatedAt: now })
    .where(and(eq(donations.stripeSubscriptionId, subscriptionId), isNotNull(donations.giftPausedAt)))
    .returning({ id: donations.id });
  return rows.length > 0;
}
