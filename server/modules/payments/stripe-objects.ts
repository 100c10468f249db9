import type { Stripe } from '../../integrations/stripe/client.js';

// Plain summaries of Stripe objects, so callers in other modules read a few named fields instead of Stripe's
// types (which move with each API version: basil dropped invoice.payment_intent and invoice.subscription).

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export interface InvoiceSummary {
  id: string;
  /** draft, open, paid, uncollectible or void. */
  status: string | null;
  isPaid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  customerEmail: string | null;
  /** subscription_create (first payment), subscription_cycle (renewal), … */
  billingReason: string | null;
  amountDue: number;
  amountPaid: number;
  currency: string;
  hostedInvoiceUrl: string | null;
  paidAt: Date | null;
  /** The subscription's metadata as copied onto the invoice (subscription_details.metadata), if any. */
  metadata: Record<string, string>;
  /** The PaymentIntent that paid it: `payments` (expanded, API 2025-03-31 and later) or the older `payment_intent`. */
  paymentIntentId: string | null;
  /** An open invoice's next automatic attempt (null: Stripe will not try the card again on its own). */
  nextPaymentAttemptAt: Date | null;
  /** The invoice's number and PDF (invoice_pdf), and its tax as Stripe Tax finalized it (total_taxes). */
  number: string | null;
  invoicePdf: string | null;
  taxCents: number;
  taxLines: { amountCents: number; taxableCents: number | null; reason: string }[];
}

/** The PaymentIntent of an invoice in either API version's shape (basil moved it into the invoice's payments). */
function paymentIntentOfInvoice(invoice: unknown): string | null {
  const o = (invoice ?? {}) as {
    payment_intent?: unknown;
    payments?: { data?: Array<{ status?: string; payment?: { payment_intent?: unknown } }> } | null;
  };
  const payments = o.payments?.data ?? [];
  const paid = payments.find((p) => p.status === 'paid') ?? payments[0];
  return idOf((paid?.payment?.payment_intent ?? o.payment_intent ?? null) as string | { id: string } | null);
}

/**
 * The invoice's subscription part in either wire shape: `parent.subscription_details` (Stripe API 2025-03-31 and
 * later, what stripe-node's types describe) or the older top-level `subscription` and `subscription_details` that an
 * endpoint left on an older account default still receives. Reading only the new shape silently skipped renewals
 * and failures on such endpoints.
 */
export function subscriptionPartOf(invoice: unknown): {
  subscription: string | null;
  metadata: Record<string, string>;
} {
  const o = (invoice ?? {}) as {
    parent?: {
      subscription_details?: { subscription?: unknown; metadata?: Record<string, string> | null } | null;
    } | null;
    subscription?: unknown;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
  };
  const modern = o.parent?.subscription_details ?? null;
  const raw = modern?.subscription ?? o.subscription ?? null;
  const subscription =
    typeof raw === 'string'
      ? raw
      : typeof (raw as { id?: unknown } | null)?.id === 'string'
        ? (raw as { id: string }).id
        : null;
  return { subscription, metadata: { ...(modern?.metadata ?? o.subscription_details?.metadata ?? {}) } };
}

/**
 * The subscription a webhook event is about: a customer.subscription.* event's own id, or an invoice's subscription
 * (in either API version's shape). null for anything else. The one place products learn it from a raw event.
 */
export function subscriptionIdOfEvent(type: string, object: unknown): string | null {
  if (type.startsWith('customer.subscription.')) {
    const id = (object as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  }
  return type.startsWith('invoice.') ? subscriptionPartOf(object).subscription : null;
}

export function summarizeInvoice(invoice: Stripe.Invoice): InvoiceSummary {
  const part = subscriptionPartOf(invoice);
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    id: invoice.id!,
    status: invoice.status ?? null,
    isPaid: invoice.status === 'paid',
    subscriptionId: part.subscription,
    customerId: idOf(invoice.customer as string | { id: string } | null),
    customerEmail: invoice.customer_email ?? null,
    billingReason: invoice.billing_reason ?? null,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    paidAt: paidAt ? new Date(paidAt * 1000) : null,
    metadata: part.metadata,
    paymentIntentId: paymentIntentOfInvoice(invoice),
    number: invoice.number ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    taxCents: (invoice.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0),
    taxLines: (invoice.total_taxes ?? []).map((t) => ({
      amountCents: t.amount,
      taxableCents: t.taxable_amount ?? null,
      reason: t.taxability_reason,
    })),
    nextPaymentAttemptAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
  };
}

export interface SubscriptionSummary {
  id: string;
  /** incomplete, incomplete_expired, trialing, active, past_due, unpaid, canceled, paused. */
  status: string;
  customerId: string | null;
  metadata: Record<string, string>;
  latestInvoice: InvoiceSummary | null;
  /** Active (or trialing) and its latest invoice is paid: the only proof a subscription is paid for. */
  isPaid: boolean;
  /** Stripe will not bill it again (canceled, expired, unpaid). */
  hasEnded: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Collection paused (its owner is suspended): Stripe voids the invoices until it resumes. */
  isCollectionPaused: boolean;
  /** The price of its first item: what each period costs. */
  amountCents: number;
  currency: string;
  interval: string | null;
  /** The card it is charged to (default_payment_method, when expanded). */
  card: { brand: string; last4: string } | null;
  /** Its first item and that item's price (a plan change names the item). */
  itemId: string | null;
  priceId: string | null;
  /** A price change waits for its invoice to be paid (pending update): the subscription itself stays paid. */
  hasPendingUpdate: boolean;
  /** The promotion code its discount came from, if any. */
  promotionCodeId: string | null;
}

function cardOf(paymentMethod: unknown): { brand: string; last4: string } | null {
  const card = (paymentMethod as { card?: { brand?: unknown; last4?: unknown } } | null)?.card;
  return card && typeof card.brand === 'string' && typeof card.last4 === 'string'
    ? { brand: card.brand, last4: card.last4 }
    : null;
}

export const ENDED_SUBSCRIPTION_STATUSES = ['canceled', 'incomplete_expired', 'unpaid'];

export function summarizeSubscription(sub: Stripe.Subscription): SubscriptionSummary {
  const invoice =
    sub.latest_invoice && typeof sub.latest_invoice === 'object' ? summarizeInvoice(sub.latest_invoice) : null;
  const periodEnd = sub.items?.data?.[0]?.current_period_end;
  return {
    id: sub.id,
    status: sub.status,
    customerId: idOf(sub.customer as string | { id: string }),
    metadata: { ...(sub.metadata ?? {}) },
    latestInvoice: invoice,
    // A pending update's open invoice is the change's, not the period's: Stripe goes on billing as before.
    isPaid:
      (sub.status === 'active' || sub.status === 'trialing') &&
      (invoice ? invoice.isPaid || invoice.amountDue === 0 || Boolean(sub.pending_update) : false),
    hasEnded: ENDED_SUBSCRIPTION_STATUSES.includes(sub.status),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    isCollectionPaused: Boolean(sub.pause_collection),
    amountCents: sub.items?.data?.[0]?.price?.unit_amount ?? 0,
    currency: sub.items?.data?.[0]?.price?.currency ?? sub.currency ?? 'usd',
    interval: sub.items?.data?.[0]?.price?.recurring?.interval ?? null,
    card: cardOf(sub.default_payment_method),
    itemId: sub.items?.data?.[0]?.id ?? null,
    priceId: sub.items?.data?.[0]?.price?.id ?? null,
    hasPendingUpdate: Boolean(sub.pending_update),
    promotionCodeId: promotionCodeOf(sub.discounts),
  };
}

function promotionCodeOf(discounts: Stripe.Subscription['discounts'] | undefined): string | null {
  for (const d of discounts ?? []) {
    if (typeof d === 'object' && d?.promotion_code) return idOf(d.promotion_code as string | { id: string });
  }
  return null;
}

export interface PaymentIntentSummary {
  id: string;
  /** requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled, … */
  status: string;
  isPaid: boolean;
  amount: number;
  amountReceived: number;
  currency: string;
  clientSecret: string | null;
  customerId: string | null;
  metadata: Record<string, string>;
  /** Stripe's message of the last failed attempt (a decline), if any. */
  lastErrorMessage: string | null;
  receiptEmail: string | null;
  /** The charge's receipt page, when latest_charge was expanded. */
  receiptUrl: string | null;
  createdAt: Date;
  /** The Tax Calculation its amount came from (hooks[inputs][tax][calculation]), if Stripe Tax priced it. */
  taxCalculationId: string | null;
}

export function summarizePaymentIntent(pi: Stripe.PaymentIntent): PaymentIntentSummary {
  return {
    id: pi.id,
    status: pi.status,
    isPaid: pi.status === 'succeeded',
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    clientSecret: pi.client_secret ?? null,
    customerId: idOf(pi.customer as string | { id: string } | null),
    metadata: { ...(pi.metadata ?? {}) },
    lastErrorMessage: pi.last_payment_error?.message ?? null,
    receiptEmail: pi.receipt_email ?? null,
    receiptUrl:
      typeof pi.latest_charge === 'object' && pi.latest_charge ? (pi.latest_charge.receipt_url ?? null) : null,
    createdAt: new Date((pi.created ?? 0) * 1000),
    // Linked by hooks, or (a Checkout Session, which cannot link one) named in the metadata.
    taxCalculationId: pi.hooks?.inputs?.tax?.calculation ?? pi.metadata?.taxCalculationId ?? null,
  };
}

/** The PaymentIntent id inside a client secret ('pi_123_secret_abc' → 'pi_123'). */
export function paymentIntentIdOfSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret);
  return match ? match[1]! : null;
}

export interface RefundSummary {
  id: string;
  /** succeeded, pending, requires_action, failed or canceled. */
  status: string;
  amountCents: number;
  paymentIntentId: string | null;
  /** What the charge has had refunded in all (this refund included), when the charge was expanded. */
  chargeAmountRefundedCents: number | null;
}

export function summarizeRefund(refund: Stripe.Refund): RefundSummary {
  const charge = refund.charge && typeof refund.charge === 'object' ? refund.charge : null;
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amountCents: refund.amount,
    paymentIntentId: idOf(refund.payment_intent as string | { id: string } | null),
    chargeAmountRefundedCents: charge ? charge.amount_refunded : null,
  };
}

export interface CheckoutSessionSummary {
  id: string;
  /** open (the customer may still pay), complete or expired. */
  status: string;
  /** unpaid, paid or no_payment_required. */
  paymentStatus: string;
  /** Complete and paid: the proof to act on (with the PaymentIntent's amount). */
  isPaid: boolean;
  hasExpired: boolean;
  /** Stripe's hosted page, only while the session is open. */
  url: string | null;
  amountTotal: number;
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  expiresAt: Date;
  /** null until the customer submits a card (Stripe makes the PaymentIntent then). */
  paymentIntentId: string | null;
  /** The PaymentIntent when it was expanded (readCheckoutSession expands it): amount received, metadata, last decline. */
  paymentIntent: PaymentIntentSummary | null;
}

export function summarizeCheckoutSession(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  const intent =
    session.payment_intent && typeof session.payment_intent === 'object'
      ? summarizePaymentIntent(session.payment_intent)
      : null;
  return {
    id: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    isPaid: session.status === 'complete' && session.payment_status === 'paid',
    hasExpired: session.status === 'expired',
    url: session.url ?? null,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    metadata: { ...(session.metadata ?? {}) },
    clientReferenceId: session.client_reference_id ?? null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    expiresAt: new Date(session.expires_at * 1000),
    paymentIntentId: idOf(session.payment_intent as string | { id: string } | null),
    paymentIntent: intent,
  };
}
