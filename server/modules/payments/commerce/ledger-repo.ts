import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { billingPayments, billingSubscriptions } from '../../../db/schema/index.js';
import { createWriteSignal } from '../../../lib/write-signal.js';

export type BillingPaymentRow = typeof billingPayments.$inferSelect;
export type NewBillingPayment = typeof billingPayments.$inferInsert;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type NewBillingSubscription = typeof billingSubscriptions.$inferInsert;

/**
 * Everyone who keeps answers made from the ledger (the billing centre's kept lists) hears every write of this process
 * at once, even before migration 0021's NOTIFY comes back after the commit. The set is process-wide, so two app
 * instances in one process (tests) hear each other's writes: harmless, it only drops caches.
 */
const writes = createWriteSignal();
export const onLedgerWritten = writes.listen;
const written = writes.written;

/** One row per payment, ever: a second delivery (or a second instance) of the same payment inserts nothing. */
export async function insertPaymentOnce(db: DbOrTx, values: NewBillingPayment): Promise<BillingPaymentRow | undefined> {
  const [row] = await db
    .insert(billingPayments)
    .values(values)
    .onConflictDoNothing({ target: billingPayments.paymentKey })
    .returning();
  written(undefined);
  return row;
}

export async function findPaymentByKey(db: DbOrTx, paymentKey: string): Promise<BillingPaymentRow | undefined> {
  const [row] = await db.select().from(billingPayments).where(eq(billingPayments.paymentKey, paymentKey)).limit(1);
  return row;
}

export async function findPaymentById(db: DbOrTx, id: number): Promise<BillingPaymentRow | undefined> {
  const [row] = await db.select().from(billingPayments).where(eq(billingPayments.id, id)).limit(1);
  return row;
}

/** The payment a charge belongs to: a one-time payment's key is its PaymentIntent; an invoice's is recorded beside it. */
export async function findPaymentByIntent(db: DbOrTx, paymentIntentId: string): Promise<BillingPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(
      or(eq(billingPayments.paymentKey, paymentIntentId), eq(billingPayments.stripePaymentIntentId, paymentIntentId)),
    )
    .limit(1);
  return row;
}

export async function lockPayment(db: DbOrTx, id: number): Promise<BillingPaymentRow | undefined> {
  const [row] = await db.select().from(billingPayments).where(eq(billingPayments.id, id)).for('update').limit(1);
  return row;
}

export async function updatePayment(
  db: DbOrTx,
  id: number,
  patch: Partial<NewBillingPayment>,
  now: Date,
): Promise<void> {
  written(
    await db
      .update(billingPayments)
      .set({ ...patch, updatedAt: now })
      .where(eq(billingPayments.id, id)),
  );
}

export async function listPaymentsOfProduct(
  db: DbOrTx,
  productKind: string,
  productRef: string,
): Promise<BillingPaymentRow[]> {
  return db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.productKind, productKind), eq(billingPayments.productRef, productRef)))
    .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id));
}

/** A subscription's newest payment (its latest receipt). */
export async function findLatestPaymentOfSubscription(
  db: DbOrTx,
  stripeSubscriptionId: string,
): Promise<BillingPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.stripeSubscriptionId, stripeSubscriptionId))
    .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id))
    .limit(1);
  return row;
}

/** The mirror follows Stripe: the newest read of the subscription wins. */
export async function upsertSubscription(
  db: DbOrTx,
  values: NewBillingSubscription,
  now: Date,
): Promise<BillingSubscriptionRow> {
  const { stripeSubscriptionId: _id, createdAt: _c, ...changes } = values;
  const [row] = await db
    .insert(billingSubscriptions)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: billingSubscriptions.stripeSubscriptionId, set: { ...changes, updatedAt: now } })
    .returning();
  return written(row!);
}

export async function findSubscriptionMirror(
  db: DbOrTx,
  stripeSubscriptionId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1);
  return row;
}

/** The billing centre's handle on a subscription (its cancel, resume and card routes take this id). */
export async function findSubscriptionMirrorById(db: DbOrTx, id: number): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).limit(1);
  return row;
}

export async function updateSubscriptionMirror(
  db: DbOrTx,
  stripeSubscriptionId: string,
  patch: Partial<NewBillingSubscription>,
  now: Date,
): Promise<void> {
  written(
    await db
      .update(billingSubscriptions)
      .set({ ...patch, updatedAt: now })
      .where(eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId)),
  );
}

/** Whose billing: an account's rows, and those paid with an e-mail (visitors, signed links). */
export interface BillingOwner {
  userId: number | null;
  email: string | null;
}

/** The rows of `t` that are the owner's: by account or by e-mail (stored lower-cased by the core). */
function ownedBy<T extends typeof billingPayments | typeof billingSubscriptions>(t: T, who: BillingOwner) {
  const email = who.email?.toLowerCase() ?? null;
  const byUser = who.userId != null ? eq(t.userId, who.userId) : null;
  const byEmail = email ? eq(t.email, email) : null;
  return byUser && byEmail ? or(byUser, byEmail)! : (byUser ?? byEmail ?? sql`false`);
}

/**
 * The Stripe ids of the owner's subscriptions as a sub-select: a sibling's read of its rows for these subscriptions
 * (their plan changes) goes in the same round trip as the ledger's, not after it.
 */
export const subscriptionIdsOwnedBy = (db: DbOrTx, who: BillingOwner) =>
  db
    .select({ id: billingSubscriptions.stripeSubscriptionId })
    .from(billingSubscriptions)
    .where(ownedBy(billingSubscriptions, who));

/**
 * Everything a customer pays or paid for: by their account, or by the e-mail they paid with (visitors, signed links).
 * E-mails are stored lower-cased by the core, so the plain indexes serve both lookups.
 */
export async function listBillingOf(db: DbOrTx, who: BillingOwner) {
  const owner = <T extends typeof billingPayments | typeof billingSubscriptions>(t: T) => ownedBy(t, who);
  const [subscriptions, payments] = await Promise.all([
    db
      .select()
      .from(billingSubscriptions)
      .where(owner(billingSubscriptions))
      .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
      .limit(200),
    db
      .select()
      .from(billingPayments)
      .where(owner(billingPayments))
      .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id))
      .limit(500),
  ]);
  return { subscriptions, payments };
}

/**
 * Dunning starts once per failure cycle: only the first call after the subscription was last paid sets the time
 * (a conditional update, so two instances handling two failure events start it once). Answers the row when this call did.
 */
export async function startDunning(
  db: DbOrTx,
  stripeSubscriptionId: string,
  now: Date,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ paymentFailedAt: now, updatedAt: now })
    .where(
      and(
        eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId),
        isNull(billingSubscriptions.paymentFailedAt),
      ),
    )
    .returning();
  return written(row);
}

/** The failure cycle that began at `failedAt` ends (paid again); answers whether this call ended it (once, however many race). */
export async function endDunning(
  db: DbOrTx,
  stripeSubscriptionId: string,
  failedAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(billingSubscriptions)
    .set({ paymentFailedAt: null, updatedAt: now })
    .where(
      and(
        eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId),
        eq(billingSubscriptions.paymentFailedAt, failedAt),
      ),
    )
    .returning({ id: billingSubscriptions.id });
  return written(rows.length > 0);
}

/** A dispute's new status, written once: answers the row only when the status changed with this call. */
export async function changeDisputeStatus(
  db: DbOrTx,
  id: number,
  status: string,
  now: Date,
): Promise<BillingPaymentRow | undefined> {
  const [row] = await db
    .update(billingPayments)
    .set({ disputeStatus: status, updatedAt: now })
    .where(and(eq(billingPayments.id, id), sql`${billingPayments.disputeStatus} is distinct from ${status}`))
    .returning();
  return written(row);
}

/** Payments by their keys (an invoice id, or a one-time payment's PaymentIntent): what a donation row was paid with. */
export async function findPaymentsByKeys(db: DbOrTx, keys: readonly string[]): Promise<BillingPaymentRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(billingPayments)
    .where(inArray(billingPayments.paymentKey, [...new Set(keys)]));
}

/** Every payment of these products' rows, newest first (the admin's order lists show each row's newest). */
export async function listPaymentsOfProducts(
  db: DbOrTx,
  productKind: string,
  productRefs: readonly string[],
): Promise<BillingPaymentRow[]> {
  if (productRefs.length === 0) return [];
  return db
    .select()
    .from(billingPayments)
    .where(
      and(eq(billingPayments.productKind, productKind), inArray(billingPayments.productRef, [...new Set(productRefs)])),
    )
    .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id));
}
