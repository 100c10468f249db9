import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pendingOrders, premiumHostingOrders } from '../../db/schema/index.js';

// A customer's orders for their export and erasure. Orders are payment records and stay; the name,
// e-mail and one-time secrets on them go. pending_orders has no user id: it is matched by the e-mail.

export const ERASED_EMAIL = 'erased@invalid';

export function listOrdersOfUserForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      id: premiumHostingOrders.id,
      domainName: premiumHostingOrders.domainName,
      orderType: premiumHostingOrders.orderType,
      status: premiumHostingOrders.status,
      planType: premiumHostingOrders.planType,
      finalPrice: premiumHostingOrders.finalPrice,
      paymentStatus: premiumHostingOrders.paymentStatus,
      subscriptionStatus: premiumHostingOrders.subscriptionStatus,
      customerEmail: premiumHostingOrders.customerEmail,
      customerName: premiumHostingOrders.customerName,
      createdAt: premiumHostingOrders.createdAt,
    })
    .from(premiumHostingOrders)
    .where(eq(premiumHostingOrders.userId, userId))
    .orderBy(desc(premiumHostingOrders.id));
}

const sameEmail = (email: string) => sql`lower(${pendingOrders.customerEmail}) = lower(${email})`;

export function listPendingOrdersOfEmail(db: DbOrTx, email: string) {
  return db
    .select({
      id: pendingOrders.id,
      orderType: pendingOrders.orderType,
      status: pendingOrders.status,
      totalPrice: pendingOrders.totalPrice,
      currency: pendingOrders.currency,
      customerEmail: pendingOrders.customerEmail,
      customerName: pendingOrders.customerName,
      createdAt: pendingOrders.createdAt,
    })
    .from(pendingOrders)
    .where(sameEmail(email))
    .orderBy(desc(pendingOrders.id));
}

export async function anonymiseOrdersOfUser(
  db: DbOrTx,
  userId: number,
  email: string | null,
  now: Date,
): Promise<number> {
  const orders = await db
    .update(premiumHostingOrders)
    .set({
      customerEmail: ERASED_EMAIL,
      customerName: null,
      cpanelPassword: null,
      confirmSecrets: null,
      userId: null,
      updatedAt: now,
    })
    .where(eq(premiumHostingOrders.userId, userId))
    .returning({ id: premiumHostingOrders.id });
  const pending = email
    ? await db
        .update(pendingOrders)
        .set({ customerEmail: ERASED_EMAIL, customerName: null, updatedAt: now })
        .where(sameEmail(email))
        .returning({ id: pendingOrders.id })
    : [];
  return orders.length + pending.length;
}

/** The Stripe subscriptions of the customer's paid plans (erasure stops the ones still billing). */
export async function listOrderSubscriptionIds(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: premiumHostingOrders.stripeSubscriptionId })
    .from(premiumHostingOrders)
    .where(and(eq(premiumHostingOrders.userId, userId), isNotNull(premiumHostingOrders.stripeSubscriptionId)));
  return rows.map((r) => r.id!);
}
