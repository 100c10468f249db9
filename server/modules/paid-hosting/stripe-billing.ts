import { isAppError } from '../../errors.js';
import type { PaymentsService, SubscriptionSummary } from '../payments/index.js';
import type { HostingBilling, SubscriptionState } from './billing.js';
import { PAID_HOSTING_KIND } from './product.js';

// Paid hosting's billing on the payments module (Stripe): one product per package, a monthly price found by
// its stable lookup key (so a package's price is created once and a new amount gets a new price), customers by
// e-mail, and default_incomplete subscriptions.

function toState(summary: SubscriptionSummary): SubscriptionState {
  return {
    subscriptionId: summary.id,
    customerId: summary.customerId,
    status: summary.status,
    isLatestInvoicePaid: summary.isPaid,
    priceId: null,
    metadata: summary.metadata,
    currentPeriodEnd: summary.currentPeriodEnd,
    cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
  };
}

export function createStripeBilling(payments: PaymentsService): HostingBilling {
  return {
    isConfigured: () => payments.isConfigured(),
    refuseSuspendedBuyer: (buyer) => payments.refuseSuspendedBuyer(buyer, PAID_HOSTING_KIND),
    isBuyerSuspended: (buyer) => payments.isBuyerSuspended(buyer),

    ensurePrice: (pkg) =>
      payments.findOrCreatePrice({
        productKey: `hosting_${pkg.id}`,
        productName: `${pkg.displayName} hosting (${pkg.planType})`,
        unitAmount: pkg.price,
        currency: pkg.currency.toLowerCase(),
        interval: 'month',
      }),

    async startSubscription({ priceId, email, fullName, userId, billing, metadata, idempotencyKey, promotionCodeId }) {
      const customerId = await payments.customerFor({ userId, email, name: fullName }, billing);
      const started = await payments.startSubscription({
        customerId,
        priceId,
        idempotencyKey,
        metadata,
        promotionCodeId,
        taxable: true,
        description: `HostFree ${metadata.planType ?? ''} hosting for ${metadata.domain ?? ''}`.trim(),
      });
      return {
        subscriptionId: started.subscriptionId,
        customerId: started.customerId,
        status: started.status,
        clientSecret: started.clientSecret,
        amountDue: started.amountDue,
        discountCents: started.discountCents,
        currency: started.currency,
        hostedInvoiceUrl: started.hostedInvoiceUrl,
      };
    },

    async readSubscription(subscriptionId) {
      try {
        return toState(await payments.readSubscription(subscriptionId));
      } catch (error) {
        if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },

    async readCheckout(subscriptionId) {
      try {
        const payment = await payments.readSubscriptionPayment(subscriptionId);
        return { ...payment, state: toState(payment.summary) };
      } catch (error) {
        if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },

    async cancelNow(subscriptionId) {
      await payments.cancelSubscription(subscriptionId);
    },

    async setCancelAtPeriodEnd(subscriptionId, attempt) {
      return toState(await payments.cancelSubscription(subscriptionId, { atPeriodEnd: true, attempt }));
    },
    async resume(subscriptionId, attempt) {
      return toState(await payments.resumeSubscription(subscriptionId, attempt));
    },
  };
}
