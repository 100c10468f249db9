import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vpsCheckouts, vpsOrders } from '../../db/schema/index.js';

// A VPS customer's orders for their export and erasure. Orders are payment records and stay; the name,
// e-mail, server secrets and one-time credentials on them go. Orders paid before the account existed carry only
// the e-mail, so both the user id and the e-mail match.

export const ERASED_EMAIL = 'erased@invalid';

const ofOrders = (userId: number, email: string | null): SQL =>
  (email
    ? or(eq(vpsOrders.userId, userId), sql`lower(${vpsOrders.customerEmail}) = lower(${email})`)
    : eq(vpsOrders.userId, userId))!;

export function listVpsOrdersOfUser(db: DbOrTx, userId: number, email: string | null) {
  return db
    .select({
      id: vpsOrders.id,
      status: vpsOrders.status,
      packageName: vpsOrders.packageName,
      packagePrice: vpsOrders.packagePrice,
      operatingSystem: vpsOrders.operatingSystem,
      subscriptionStatus: vpsOrders.subscriptionStatus,
      customerEmail: vpsOrders.customerEmail,
      customerName: vpsOrders.customerName,
      serverIpAddress: vpsOrders.serverIpAddress,
      createdAt: vpsOrders.createdAt,
    })
    .from(vpsOrders)
    .where(ofOrders(userId, email))
    .orderBy(desc(vpsOrders.id));
}

/** The Stripe subscriptions of the user's orders (erasure stops the ones still billing). */
export async function listVpsSubscriptionIds(db: DbOrTx, userId: number, email: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: vpsOrders.stripeSubscriptionId })
    .from(vpsOrders)
    .where(and(ofOrders(userId, email), isNotNull(vpsOrders.stripeSubscriptionId)));
  return rows.map((r) => r.id!);
}

export async function anonymiseVpsOrdersOfUser(
  db: DbOrTx,
  userId: number,
  email: string | null,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(vpsOrders)
    .set({
      customerEmail: ERASED_EMAIL,
      customerName: null,
      serverPassword: null,
      serverSshKey: null,
      oneTimeCredentials: null,
      userId: null,
      updatedAt: now,
    })
    .where(ofOrders(userId, email))
    .returning({ id: vpsOrders.id });
  if (email) {
    await db
      .update(vpsCheckouts)
      .set({ customerEmail: ERASED_EMAIL, customerName: '', updatedAt: now })
      .where(sql`lower(${vpsCheckouts.customerEmail}) = lower(${email})`);
  }
  return rows.length;
}
