import type { FakeSubscription, Meta } from './objects.js';
import { openPeriodInvoice } from './invoices.js';
import type { FakePromotionCode } from './promotion-codes.js';
import type { FakeStripeState } from './state.js';

// A subscription started with payment_behavior=default_incomplete, as POST /v1/subscriptions makes it.

const MONTH_SECONDS = 30 * 86_400;

/** default_incomplete: an open invoice with its PaymentIntent waiting for a card; status incomplete. */
export function createSubscription(
  state: FakeStripeState,
  input: {
    customer: string;
    price: string;
    quantity?: number;
    metadata?: Meta;
    description?: string | null;
    /** A promotion code already checked (promotions.check): redeemed into the subscription's discount. */
    promotionCode?: FakePromotionCode;
    automatic_tax?: boolean;
  },
): FakeSubscription {
  const price = state.prices.get(input.price)!;
  const start = state.now();
  const sub: FakeSubscription = {
    id: state.id('sub'),
    object: 'subscription',
    status: 'incomplete',
    customer: input.customer,
    metadata: input.metadata ?? {},
    description: input.description ?? null,
    items: [
      {
        id: state.id('si'),
        price: price.id,
        quantity: input.quantity ?? 1,
        current_period_start: start,
        current_period_end: start + MONTH_SECONDS,
      },
    ],
    latest_invoice: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: start,
    livemode: false,
    automatic_tax: input.automatic_tax ?? false,
  };
  state.subscriptions.set(sub.id, sub);
  if (input.promotionCode) sub.discount = state.promotions.redeem(input.promotionCode, sub.customer, sub.id).id;
  const invoice = openPeriodInvoice(state, sub, 'subscription_create');
  sub.latest_invoice = invoice.id;
  state.emit('customer.subscription.created', sub);
  return sub;
}
