import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pendingOrders, premiumHostingOrders } from '../../db/schema/index.js';

export type OrderRow = typeof premiumHostingOrders.$inferSelect;
export type NewOrderRow = typeof premiumHostingOrders.$inferInsert;
export type PendingOrderRow = typeof pendingOrders.$inferSelect;

/**
 * premium_hosting_orders.status: 'pending' (checkout started, the domain is held), 'active' (paid and set up),
 * 'suspended' (payment failed past retries or the subscription ended), 'released' (the hold ended unpaid).
 */
export const RELEASED_STATUSES = ['released', 'cancelled'];
export const ORDER_TYPE = 'premium_hosting';

export async function insertOrder(tx: DbOrTx, values: NewOrderRow): Promise<OrderRow | undefined> {
  // The partial unique index on live domains is the hold: a parallel checkout for the same name gets nothing.
  return (await tx.insert(premiumHostingOrders).values(values).onConflictDoNothing().returning())[0];
}

export async function findOrderById(db: DbOrTx, id: number) {
  return (await db.select().from(premiumHostingOrders).where(eq(premiumHostingOrders.id, id)).limit(1))[0];
}

export async function findOrderBySubscription(db: DbOrTx, subscriptionId: string) {
  return (
    await db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.stripeSubscriptionId, subscriptionId))
      .limit(1)
  )[0];
}

export async function lockOrder(tx: DbOrTx, id: number) {
  return (
    await tx.select().from(premiumHostingOrders).where(eq(premiumHostingOrders.id, id)).for('update').limit(1)
  )[0];
}

export async function findLiveOrderByDomain(db: DbOrTx, domain: string) {
  return (
    await db
      .select()
      .from(premiumHostingOrders)
      .where(
        and(eq(premiumHostingOrders.domainName, domain), notInArray(premiumHostingOrders.status, RELEASED_STATUSES)),
      )
      .limit(1)
  )[0];
}

/**
 * A bought plan other than `exceptOrderId` holds the name. An unpaid checkout (status pending) does not count here:
 * its own buyer must be able to come back to it, and subscribe decides between buyers once the e-mail is known
 * (checkout.ts releaseStaleHold).
 */
export async function isDomainHeld(db: DbOrTx, domain: string, exceptOrderId?: number): Promise<boolean> {
  const order = await findLiveOrderByDomain(db, domain);
  return Boolean(order && order.id !== exceptOrderId && order.status !== 'pending');
}

export async function updateOrder(db: DbOrTx, id: number, patch: Partial<NewOrderRow>, now: Date) {
  return (
    await db
      .update(premiumHostingOrders)
      .set({ ...patch, updatedAt: now })
      .where(eq(premiumHostingOrders.id, id))
      .returning()
  )[0];
}

export async function listOrdersOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(premiumHostingOrders)
    .where(
      and(
        eq(premiumHostingOrders.userId, userId),
        notInArray(premiumHostingOrders.status, [...RELEASED_STATUSES, 'pending']),
      ),
    )
    .orderBy(desc(premiumHostingOrders.id));
}

// ---------------------------------------------------------------- pending_orders

export async function insertPendingOrder(tx: DbOrTx, values: typeof pendingOrders.$inferInsert) {
  // (order_type, order_id) is unique: confirm and the webhook racing write one row.
  return (await tx.insert(pendingOrders).values(values).onConflictDoNothing().returning())[0];
}

export async function listPendingOrders(db: DbOrTx) {
  return db
    .select()
    .from(pendingOrders)
    .orderBy(sql`case when ${pendingOrders.status} = 'completed' then 1 else 0 end`, desc(pendingOrders.id));
}

/** Another module's order by its own id (a donation's gift: orderType 'gift', orderId its subscription). */
export async function findPendingOrderOf(db: DbOrTx, orderType: string, orderId: string) {
  return (
    await db
      .select()
      .from(pendingOrders)
      .where(and(eq(pendingOrders.orderType, orderType), eq(pendingOrders.orderId, orderId)))
      .limit(1)
  )[0];
}

export async function findPendingOrderById(db: DbOrTx, id: number) {
  return (await db.select().from(pendingOrders).where(eq(pendingOrders.id, id)).limit(1))[0];
}

/** An open order (pending or processing) is called off, once; a completed one stays completed. */
export async function cancelOpenPendingOrder(
  db: DbOrTx,
  orderType: string,
  orderId: string,
  reason: string,
  now: Date,
) {
  return (
    await db
      .update(pendingOrders)
      .set({ status: 'cancelled', rejectionReason: reason.slice(0, 1000), updatedAt: now })
      .where(
        and(
          eq(pendingOrders.orderType, orderType),
          eq(pendingOrders.orderId, orderId),
          notInArray(pendingOrders.status, ['completed', 'cancelled']),
        ),
      )
      .returning()
  )[0];
}

/** Only an open order (not completed, not cancelled) moves, once: two admins clicking together complete it once. */
export async function completePendingOrder(
  db: DbOrTx,
  id: number,
  patch: { processedBy: number; adminNotes?: string },
  now: Date,
) {
  return (
    await db
      .update(pendingOrders)
      .set({
        status: 'completed',
        processedBy: patch.processedBy,
        processedAt: now,
        updatedAt: now,
        ...(patch.adminNotes ? { adminNotes: patch.adminNotes } : {}),
      })
      .where(and(eq(pendingOrders.id, id), notInArray(pendingOrders.status, ['completed', 'cancelled'])))
      .returning()
  )[0];
}
