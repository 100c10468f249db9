import { eq } from 'drizzle-orm';
import type { PendingOrder } from '../../../contract/paid-hosting.js';
import { billingPayments, premiumHostingOrders } from '../../db/schema/index.js';
import type { BoughtPlan, CommerceTestContext } from './commerce.js';

/** The admin's refund call and the rows a refund or dispute test reads back, on one commerce test app. */
export function paymentRows(t: CommerceTestContext) {
  return {
    refund: (paymentId: number, body: Record<string, unknown>, token = t.admin.token) =>
      t.post(`/api/admin/payments/${paymentId}/refund`, body, token),
    /** An order as the admin's pending-orders list shows it, with its payment. */
    pendingOrderOf: async (orderType: string, orderId: string) =>
      ((await t.get('/api/admin/pending-orders', t.admin.token)).json() as PendingOrder[]).find(
        (o) => o.orderType === orderType && o.orderId === orderId,
      )!,
    planOrder: async (plan: BoughtPlan) =>
      (
        await t.database.db.select().from(premiumHostingOrders).where(eq(premiumHostingOrders.domainName, plan.domain))
      )[0]!,
    ledgerRow: async (id: number) =>
      (await t.database.db.select().from(billingPayments).where(eq(billingPayments.id, id)))[0]!,
  };
}
