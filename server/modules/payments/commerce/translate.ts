import { subscriptionPartOf } from '../stripe-objects.js';
import type { StripeRefs } from './products.js';

// The one place a raw Stripe event is read. Each event becomes one fact in the core's words,
// carrying only ids and metadata: amounts and states are read again from Stripe before anything is acted on, because
// an event may be stale, duplicated or out of order. Both wire shapes of invoices are read (stripe-objects.ts).

export type CommerceFact =
  | { type: 'invoice-paid'; refs: StripeRefs }
  | {
      type: 'invoice-failed';
      refs: StripeRefs;
      reason: string | null;
      payUrl: string | null;
      nextAttemptAt: Date | null;
    }
  | { type: 'subscription-changed'; refs: StripeRefs }
  | { type: 'subscription-ended'; refs: StripeRefs }
  | { type: 'intent-succeeded'; refs: StripeRefs }
  | { type: 'intent-failed'; refs: StripeRefs; reason: string | null }
  | { type: 'intent-cancelled'; refs: StripeRefs }
  | { type: 'checkout-completed'; refs: StripeRefs }
  | { type: 'checkout-expired'; refs: StripeRefs }
  | { type: 'charge-refunded'; paymentIntentId: string | null; amountRefundedCents: number; amountCents: number }
  | {
      type: 'dispute';
      paymentIntentId: string | null;
      chargeId: string | null;
      status: string;
      reason: string | null;
      amountCents: number;
    };

type Raw = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const idOf = (value: unknown): string | null => str(value) ?? str((value as Raw | null)?.id);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const metadataOf = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((value ?? {}) as Raw)) if (typeof v === 'string') out[k] = v;
  return out;
};
const refs = (partial: Partial<StripeRefs>): StripeRefs => ({
  metadata: {},
  subscriptionId: null,
  invoiceId: null,
  paymentIntentId: null,
  checkoutSessionId: null,
  ...partial,
});

/** The fact an event states, or null for a type the core does not read. */
export function translateEvent(event: { type: string; data: { object: unknown } }): CommerceFact | null {
  const o = (event.data?.object ?? {}) as Raw;
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const part = subscriptionPartOf(o);
      const r = refs({ metadata: part.metadata, subscriptionId: part.subscription, invoiceId: str(o.id) });
      if (event.type === 'invoice.paid') return { type: 'invoice-paid', refs: r };
      const next = num(o.next_payment_attempt);
      const lastError = (o.last_finalization_error ?? null) as Raw | null;
      return {
        type: 'invoice-failed',
        refs: r,
        reason: str(lastError?.message),
        payUrl: str(o.hosted_invoice_url),
        nextAttemptAt: next ? new Date(next * 1000) : null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return {
        type: 'subscription-changed',
        refs: refs({ metadata: metadataOf(o.metadata), subscriptionId: str(o.id), invoiceId: idOf(o.latest_invoice) }),
      };
    case 'customer.subscription.deleted':
      return {
        type: 'subscription-ended',
        refs: refs({ metadata: metadataOf(o.metadata), subscriptionId: str(o.id) }),
      };
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const r = refs({ metadata: metadataOf(o.metadata), paymentIntentId: str(o.id) });
      if (event.type === 'payment_intent.succeeded') return { type: 'intent-succeeded', refs: r };
      if (event.type === 'payment_intent.canceled') return { type: 'intent-cancelled', refs: r };
      return { type: 'intent-failed', refs: r, reason: str((o.last_payment_error as Raw | null)?.message) };
    }
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const r = refs({
        metadata: metadataOf(o.metadata),
        checkoutSessionId: str(o.id),
        paymentIntentId: idOf(o.payment_intent),
        subscriptionId: idOf(o.subscription),
      });
      return event.type === 'checkout.session.completed'
        ? { type: 'checkout-completed', refs: r }
        : { type: 'checkout-expired', refs: r };
    }
    case 'charge.refunded':
      return {
        type: 'charge-refunded',
        paymentIntentId: idOf(o.payment_intent),
        amountRefundedCents: num(o.amount_refunded),
        amountCents: num(o.amount),
      };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return {
        type: 'dispute',
        paymentIntentId: idOf(o.payment_intent),
        chargeId: idOf(o.charge),
        status: str(o.status) ?? 'needs_response',
        reason: str(o.reason),
        amountCents: num(o.amount),
      };
    default:
      return null;
  }
}
