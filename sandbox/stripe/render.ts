import { list, type FormObject } from './form.js';
import { renderCheckoutSession, type FakeCheckoutSession } from './checkout.js';
import type { FakeCustomer, FakeInvoice, FakePaymentIntent, FakeStripeState, FakeSubscription } from './state.js';
import type { FakeTaxId } from './tax.js';

// Objects as the API answers them: related objects are ids unless their path is in `expand` (up to 4 levels);
// includable fields (Invoice.confirmation_secret) are absent unless expanded.

export type Expand = Set<string>;

/** `expand[]=a&expand[]=b` (or expand[0]…) as a set of dotted paths. */
export const expandOf = (params: FormObject): Expand =>
  new Set(list(params, 'expand').filter((v): v is string => typeof v === 'string'));

/** When the fake retries a failed renewal's card (Stripe's Smart Retries spread several over weeks). */
export const RETRY_AFTER_SECONDS = 3 * 86_400;

/** The expansions below `prefix` ('latest_invoice' of {'latest_invoice.confirmation_secret'} → {'confirmation_secret'}). */
function below(expand: Expand, prefix: string): Expand {
  const out = new Set<string>();
  for (const path of expand) if (path.startsWith(`${prefix}.`)) out.add(path.slice(prefix.length + 1));
  return out;
}

const has = (expand: Expand, path: string) => expand.has(path) || [...expand].some((p) => p.startsWith(`${path}.`));

export function renderObject(state: FakeStripeState, object: { object: string }, expand: Expand = new Set()): unknown {
  switch (object.object) {
    case 'subscription':
      return renderSubscription(state, object as FakeSubscription, expand);
    case 'invoice':
      return renderInvoice(state, object as FakeInvoice, expand);
    case 'payment_intent':
      return renderPaymentIntent(state, object as FakePaymentIntent, expand);
    case 'charge':
    case 'refund':
    case 'dispute':
      return state.charges.render(object as never, expand);
    case 'checkout.session':
      return renderCheckoutSession(state, object as FakeCheckoutSession, expand);
    case 'customer':
      return renderCustomer(state, object as FakeCustomer, expand);
    case 'tax_id': {
      const { settled: _settled, ...taxId } = object as FakeTaxId;
      return { ...taxId };
    }
    default:
      return { ...object };
  }
}

/** Customer.tax_ids is includable (expand[]=tax_ids); tax.exempt mirrors tax_exempt. */
export function renderCustomer(state: FakeStripeState, customer: FakeCustomer, expand: Expand): unknown {
  const out: Record<string, unknown> = { ...customer };
  if (expand.has('tax_ids')) {
    const ids = [...state.taxIds.values()].filter((t) => t.customer === customer.id);
    out.tax_ids = {
      object: 'list',
      has_more: false,
      url: `/v1/customers/${customer.id}/tax_ids`,
      data: ids.map(({ settled: _settled, ...t }) => ({ ...t })),
    };
  }
  return out;
}

export function renderSubscription(state: FakeStripeState, sub: FakeSubscription, expand: Expand): unknown {
  const invoice = sub.latest_invoice ? state.invoices.get(sub.latest_invoice) : undefined;
  return {
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    livemode: false,
    created: sub.created,
    description: sub.description,
    customer: has(expand, 'customer') ? (state.customers.get(sub.customer) ?? sub.customer) : sub.customer,
    metadata: sub.metadata,
    cancel_at_period_end: sub.cancel_at_period_end,
    canceled_at: sub.canceled_at,
    ended_at: sub.ended_at,
    pause_collection: sub.pause_collection ?? null,
    test_clock: state.customers.get(sub.customer)?.test_clock ?? null,
    default_payment_method:
      sub.default_payment_method && has(expand, 'default_payment_method')
        ? renderPaymentMethod(state, sub.default_payment_method, sub.customer)
        : (sub.default_payment_method ?? null),
    collection_method: 'charge_automatically',
    currency: invoice?.currency ?? 'usd',
    payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: null },
    automatic_tax: { enabled: sub.automatic_tax ?? false, disabled_reason: null, liability: null },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: sub.items.map((item) => ({
        id: item.id,
        object: 'subscription_item',
        quantity: item.quantity,
        subscription: sub.id,
        price: state.prices.get(item.price),
        current_period_start: item.current_period_start,
        current_period_end: item.current_period_end,
      })),
    },
    discounts: sub.discount
      ? [
          has(expand, 'discounts')
            ? state.promotions.renderDiscount(state.promotions.discounts.get(sub.discount)!, below(expand, 'discounts'))
            : sub.discount,
        ]
      : [],
    pending_update: state.renderPendingUpdate(sub),
    latest_invoice:
      invoice && has(expand, 'latest_invoice')
        ? renderInvoice(state, invoice, below(expand, 'latest_invoice'))
        : sub.latest_invoice,
  };
}

export function renderInvoice(state: FakeStripeState, invoice: FakeInvoice, expand: Expand): unknown {
  const pi = invoice.payment_intent ? state.paymentIntents.get(invoice.payment_intent) : undefined;
  const sub = invoice.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
  const out: Record<string, unknown> = {
    id: invoice.id,
    object: 'invoice',
    status: invoice.status,
    livemode: false,
    created: invoice.created,
    customer: has(expand, 'customer') ? (state.customers.get(invoice.customer) ?? invoice.customer) : invoice.customer,
    customer_email: invoice.customer_email,
    customer_name: invoice.customer_name,
    customer_address: invoice.customer_address,
    customer_tax_ids: invoice.customer_tax_ids,
    customer_tax_exempt: invoice.customer_tax_exempt,
    number: invoice.number,
    description: invoice.description,
    subtotal: invoice.subtotal,
    subtotal_excluding_tax: invoice.subtotal,
    total: invoice.amount_due,
    total_excluding_tax: invoice.subtotal,
    total_taxes: invoice.total_taxes,
    automatic_tax: {
      enabled: invoice.automatic_tax,
      disabled_reason: null,
      liability: invoice.automatic_tax ? { type: 'self' } : null,
      provider: invoice.automatic_tax ? 'stripe' : null,
      status: invoice.automatic_tax ? 'complete' : null,
    },
    billing_reason: invoice.billing_reason,
    collection_method: 'charge_automatically',
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    amount_remaining: invoice.amount_due - invoice.amount_paid,
    currency: invoice.currency,
    hosted_invoice_url: `${state.selfUrl}/i/${invoice.id}`,
    invoice_pdf: `${state.selfUrl}/i/${invoice.id}/pdf`,
    status_transitions: {
      finalized_at: invoice.finalized_at,
      paid_at: invoice.paid_at,
      voided_at: null,
      marked_uncollectible_at: null,
    },
    // A renewal whose charge failed is tried again (Stripe's retries; the fake says three days after it was finalized);
    // a first invoice (default_incomplete) is never retried on its own.
    next_payment_attempt:
      invoice.status === 'open' && invoice.billing_reason !== 'subscription_create' && pi?.last_payment_error
        ? invoice.finalized_at + RETRY_AFTER_SECONDS
        : null,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: invoice.subscription, metadata: sub?.metadata ?? {} },
        }
      : null,
    lines: { object: 'list', data: invoice.lines ?? [], has_more: false, url: `/v1/invoices/${invoice.id}/lines` },
    discounts: invoice.discount ? [invoice.discount] : [],
    total_discount_amounts: invoice.discount
      ? [{ amount: invoice.discount_amount ?? 0, discount: invoice.discount }]
      : [],
  };
  if (expand.has('payments')) {
    // Includable since API 2025-03-31 (basil): the invoice's payments, each naming its PaymentIntent.
    out.payments = {
      object: 'list',
      has_more: false,
      url: `/v1/invoice_payments?invoice=${invoice.id}`,
      data: pi
        ? [
            {
              id: `inpay_${pi.id.slice(3)}`,
              object: 'invoice_payment',
              amount_paid: invoice.status === 'paid' ? invoice.amount_paid : null,
              amount_requested: invoice.amount_due,
              currency: invoice.currency,
              invoice: invoice.id,
              is_default: true,
              livemode: false,
              created: pi.created,
              payment: { type: 'payment_intent', payment_intent: pi.id },
              status: invoice.status === 'paid' ? 'paid' : 'open',
              status_transitions: { paid_at: invoice.paid_at, canceled_at: null },
            },
          ]
        : [],
    };
  }
  if (expand.has('confirmation_secret')) {
    out.confirmation_secret =
      pi && invoice.status === 'open' ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
  }
  return out;
}

/** A card PaymentMethod (Stripe.PaymentMethod with type 'card'). */
export function renderPaymentMethod(state: FakeStripeState, id: string, customer: string | null): unknown {
  const card = state.paymentMethods.get(id) ?? { brand: 'visa', last4: '4242' };
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    livemode: false,
    created: 0,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: 2034,
      country: 'US',
      funding: 'credit',
      display_brand: card.brand,
    },
  };
}

export function renderPaymentIntent(
  state: FakeStripeState,
  pi: FakePaymentIntent,
  expand: Expand,
  publishable = false,
): unknown {
  const charge = pi.latest_charge ? state.charges.charges.get(pi.latest_charge) : undefined;
  const full = {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_received: pi.amount_received,
    currency: pi.currency,
    status: pi.status,
    client_secret: pi.client_secret,
    metadata: pi.metadata,
    customer: pi.customer,
    description: pi.description,
    receipt_email: pi.receipt_email,
    payment_method: pi.payment_method,
    latest_charge:
      charge && has(expand, 'latest_charge')
        ? state.charges.render(charge, below(expand, 'latest_charge'))
        : pi.latest_charge,
    last_payment_error: pi.last_payment_error,
    hooks: pi.tax_calculation ? { inputs: { tax: { calculation: pi.tax_calculation } } } : null,
    automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
    payment_method_types: ['card'],
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    livemode: false,
    created: pi.created,
    next_action: null,
  };
  if (!publishable) return full;
  // With a publishable key Stripe answers a reduced object (no metadata, no customer).
  const { metadata: _m, customer: _c, receipt_email: _r, ...reduced } = full;
  return reduced;
}
