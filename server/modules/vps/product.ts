import type { Db } from '../../db/client.js';
import type { ProductHandler, StripeRefs } from '../payments/index.js';
import { findCheckoutBySubscription, findOrderBySubscription } from './repo.js';

// VPS on the commerce core: every event names the subscription; syncSubscription reads it again
// from Stripe and writes the order once it is paid.

export const VPS_KIND = 'vps';

export function createVpsProduct({
  db,
  syncSubscription,
  endRefunded,
}: {
  db: Db;
  syncSubscription: (subscriptionId: string) => Promise<void>;
  /** A full refund ends the order (orders-service.ts); a part refund is a credit and changes nothing. */
  endRefunded: (orderId: number, reason: string | null) => Promise<void>;
}): ProductHandler {
  const sync = async (refs: StripeRefs) => {
    if (refs.subscriptionId) await syncSubscription(refs.subscriptionId);
  };
  return {
    kind: VPS_KIND,
    label: 'VPS',
    graceNotice: 'vps',
    async describe(refs) {
      if (!refs.subscriptionId) return null;
      const order = await findOrderBySubscription(db, refs.subscriptionId);
      if (order)
        return {
          ref: String(order.id),
          userId: order.userId,
          email: order.customerEmail,
          description: `VPS ${order.packageName} (order #${order.id})`,
          describedAs: { kind: 'vps', package: order.packageName, order: String(order.id) },
        };
      // Paid before the order row exists (the first payment writes it): the checkout names the order to be.
      const checkout = await findCheckoutBySubscription(db, refs.subscriptionId);
      return checkout
        ? {
            ref: String(checkout.orderId),
            userId: null,
            email: checkout.customerEmail,
            description: `VPS ${checkout.packageName} (order #${checkout.orderId})`,
            describedAs: { kind: 'vps', package: checkout.packageName, order: String(checkout.orderId) },
          }
        : null;
    },
    paid: sync,
    renewed: sync,
    paymentFailed: sync,
    changed: sync,
    cancelled: sync,
    async refunded(facts, record) {
      if (facts.isFull) await endRefunded(Number(record.ref), facts.reason);
    },
  };
}
