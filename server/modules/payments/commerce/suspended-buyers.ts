import { CHECKOUT_REFUSED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../../contract/user-suspension-constants.js';
import type { Db } from '../../../db/client.js';
import { AppError, isAppError } from '../../../errors.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { findPaymentByKey } from './ledger-repo.js';
import type { ProductRecord } from './products.js';
import type { Refunds } from './refunds.js';

// A suspended person cannot buy their way back. Each product's checkout asks `refuse` before it asks Stripe for
// anything; the core asks `ofRecord` before it delivers a first or one-time payment, so a payment that arrives anyway
// (a checkout started before the suspension, paid after it) is recorded without receipt or Purchase, then `hold`
// refunds it through the admin's own refund path; it is never delivered. docs/decisions.md, 'Suspension that holds'.

/** The refund's reason, in the ledger, the audit trail and Stripe's metadata. */
export const HELD_REFUND_REASON = "Held: the buyer's account is suspended";

export interface Buyer {
  userId?: number | null;
  email?: string | null;
}

export interface SuspendedBuyersDeps {
  db: Db;
  /** accounts' read: the suspended person a purchase is for, or null. */
  findSuspendedBuyer?: (buyer: Buyer) => Promise<number | null>;
  audit: AuditTrail;
  log: AuditLog;
  /** The refund path (built after the core, which calls this): reached when a payment is held. */
  refunds: () => Pick<Refunds, 'refund'>;
  /** Cancels a subscription at Stripe now (nothing if it has ended already). */
  endSubscriptionNow: (subscriptionId: string) => Promise<void>;
}

export function createSuspendedBuyers({
  db,
  findSuspendedBuyer,
  audit,
  log,
  refunds,
  endSubscriptionNow,
}: SuspendedBuyersDeps) {
  const suspendedBuyer = async (buyer: Buyer) => (findSuspendedBuyer ? findSuspendedBuyer(buyer) : null);

  return {
    suspendedBuyer,

    /**
     * Before any Stripe call of a checkout: a suspended buyer gets the same few words whoever typed the address, and
     * the refusal is in the audit trail for the admin. `product` is the product's kind.
     */
    async refuse(buyer: Buyer, product: string): Promise<void> {
      const userId = await suspendedBuyer(buyer);
      if (userId === null) return;
      await audit.record(db, {
        action: 'payment.checkout_refused',
        actorId: null,
        subjectUserId: userId,
        targetType: 'user',
        targetId: userId,
        details: { product },
      });
      log.warn({ event: 'checkout-refused-suspended', userId, product }, 'checkout refused: the buyer is suspended');
      throw new AppError('FORBIDDEN', USER_SUSPENSION_MESSAGES.checkoutRefused, { error: CHECKOUT_REFUSED_ERROR });
    },

    /** The suspended person behind a product's row (its buyer's account, or its address), or null. */
    ofRecord: (record: ProductRecord) => suspendedBuyer({ userId: record.userId, email: record.email }),

    /**
     * A recorded first (or one-time) payment from a suspended person is not delivered: its subscription (if any) ends
     * now, so nothing renews, and it is refunded in full once (Stripe's idempotency key is bound to the payment; a
     * payment already refunded is left alone) and audited as held. A failing Stripe call throws, and the event's job
     * retries the whole step.
     */
    async hold(paymentKey: string, userId: number): Promise<void> {
      const payment = await findPaymentByKey(db, paymentKey);
      if (!payment) return;
      if (payment.stripeSubscriptionId) await endSubscriptionNow(payment.stripeSubscriptionId);
      if (payment.amountRefundedCents >= payment.amountCents) return;
      try {
        await refunds().refund(payment.id, { reason: HELD_REFUND_REASON, attemptId: `held-${payment.id}` });
      } catch (error) {
        // Refunded meanwhile (a racing delivery of the same payment, or an admin): nothing more to do.
        const now = await findPaymentByKey(db, paymentKey);
        if (isAppError(error) && error.code === 'BAD_REQUEST' && now && now.amountRefundedCents >= now.amountCents)
          return;
        throw error;
      }
      await audit.record(db, {
        action: 'payment.held',
        actorId: null,
        subjectUserId: userId,
        targetType: 'payment',
        targetId: payment.id,
        details: {
          amountCents: payment.amountCents,
          currency: payment.currency,
          description: payment.description,
          product: payment.productKind,
          ref: payment.productRef,
        },
      });
      log.warn(
        { event: 'payment-held-suspended', paymentKey, userId },
        'payment of a suspended person held and refunded',
      );
    },
  };
}

export type SuspendedBuyers = ReturnType<typeof createSuspendedBuyers>;
