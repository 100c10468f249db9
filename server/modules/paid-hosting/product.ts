import type { Db } from '../../db/client.js';
import type { ProductHandler, StripeRefs } from '../payments/index.js';
import type { Lifecycle } from './lifecycle.js';
import { findOrderById, findOrderBySubscription, ORDER_TYPE, type OrderRow } from './orders-repo.js';

// Paid hosting on the commerce core. Every event names a subscription whose state the lifecycle
// reads again from Stripe, so duplicates and out-of-order deliveries are harmless. Dunning's grace end suspends the
// account (a payment lifts it, as `renewed` syncs); a full refund ends the plan (points 4 and 5).

export const PAID_HOSTING_KIND = 'paid_hosting';

const plan = (planType: string | null) => (planType ? planType.charAt(0).toUpperCase() + planType.slice(1) : 'Paid');

export interface PaidHostingProductDeps {
  db: Db;
  lifecycle: Pick<
    Lifecycle,
    'syncSubscription' | 'cancelOrderAtPeriodEnd' | 'resumeOrder' | 'suspendUnpaid' | 'endRefunded'
  >;
  /** The order's domain registration in Pending Orders is called off when the plan is refunded before it was done. */
  cancelOrderWork: (orderType: string, orderId: string, reason: string) => Promise<void>;
}

export function createPaidHostingProduct({ db, lifecycle, cancelOrderWork }: PaidHostingProductDeps): ProductHandler {
  async function orderOf(refs: StripeRefs): Promise<OrderRow | undefined> {
    if (refs.subscriptionId) {
      const bySubscription = await findOrderBySubscription(db, refs.subscriptionId);
      if (bySubscription) return bySubscription;
    }
    const id = refs.metadata.orderId;
    return id && /^\d{1,10}$/.test(id) ? findOrderById(db, Number(id)) : undefined;
  }
  const sync = async (refs: StripeRefs) => {
    if (refs.subscriptionId) await lifecycle.syncSubscription(refs.subscriptionId);
  };
  return {
    kind: PAID_HOSTING_KIND,
    label: 'Paid hosting',
    graceNotice: 'paid_hosting',
    async describe(refs) {
      const order = await orderOf(refs);
      return order
        ? {
            ref: String(order.id),
            userId: order.userId,
            email: order.customerEmail,
            description: `${plan(order.planType)} hosting for ${order.domainName}`,
            describedAs: {
              kind: 'paid_hosting',
              plan: order.planType ? plan(order.planType) : null,
              domain: order.domainName,
            },
          }
        : null;
    },
    paid: sync,
    renewed: sync,
    paymentFailed: sync,
    changed: sync,
    cancelled: sync,
    // The billing centre's cancel and resume go through the lifecycle, so the order (and the dashboard's plan card)
    // follows at once, as with the dashboard's own buttons.
    cancelAtPeriodEnd: (record, attempt) => lifecycle.cancelOrderAtPeriodEnd(Number(record.ref), attempt),
    resume: (record, attempt) => lifecycle.resumeOrder(Number(record.ref), attempt),
    async graceEnded(refs) {
      if (refs.subscriptionId) await lifecycle.suspendUnpaid(refs.subscriptionId);
    },
    /** A part refund is a goodwill credit: the plan goes on. A full one ends it (docs/decisions.md). */
    async refunded(facts, record) {
      if (!facts.isFull || !facts.subscriptionId) return;
      await lifecycle.endRefunded(facts.subscriptionId);
      await cancelOrderWork(ORDER_TYPE, record.ref, `Refunded${facts.reason ? `: ${facts.reason}` : ''}`);
    },
  };
}
