import type { FakeInvoice, FakeSubscription } from './objects.js';
import type { FakeLine } from './plan-changes.js';
import type { FakeStripeState } from './state.js';
import { computeTax, customerTaxIdsOf } from './tax.js';

// Subscription invoices as Stripe finalizes them: a period's items less the live discount, prorations kept for the
// next invoice, Stripe Tax's lines, and the PaymentIntent that pays them (or paid at once when nothing is due).

/** A period's invoice: its items less the subscription's live discount, plus prorations kept for it. */
export function openPeriodInvoice(state: FakeStripeState, sub: FakeSubscription, reason: string): FakeInvoice {
  const discount = sub.discount ? state.promotions.discounts.get(sub.discount) : undefined;
  const live = discount && state.promotions.isLive(discount, state.now()) ? discount : undefined;
  let off = 0;
  const gross = sub.items.reduce((sum, item) => {
    const price = state.prices.get(item.price)!;
    const amount = price.unit_amount * item.quantity;
    if (live) off += state.promotions.amountOff(live.coupon, price.product, amount);
    return sum + amount;
  }, 0);
  if (live && off) live.invoicesDiscounted += 1;
  const kept = (sub.pending_lines ?? []).reduce((sum, line) => sum + line.amount, 0);
  sub.pending_lines = [];
  const invoice = openInvoiceOf(state, sub, reason, Math.max(0, gross - off + kept));
  if (off) Object.assign(invoice, { discount_amount: off, discount: live!.id });
  return invoice;
}

/**
 * An open invoice of `net` (before tax) for the subscription, with its PaymentIntent (lines: a change's
 * prorations). Stripe Tax runs at finalization (tax.ts); without automatic tax an invoice carries no tax lines.
 */
export function openInvoiceOf(
  state: FakeStripeState,
  sub: FakeSubscription,
  reason: string,
  net: number,
  lines?: FakeLine[],
): FakeInvoice {
  const currency = state.prices.get(sub.items[0]!.price)!.currency;
  const customer = state.customers.get(sub.customer);
  const taxes = sub.automatic_tax && customer?.address && net > 0 ? computeTax(state, customer, net) : [];
  const amount = net + taxes.reduce((sum, t) => sum + t.amount, 0);
  const invoice: FakeInvoice = {
    id: state.id('in'),
    object: 'invoice',
    status: 'open',
    customer: sub.customer,
    customer_email: customer?.email ?? null,
    subscription: sub.id,
    billing_reason: reason,
    amount_due: amount,
    amount_paid: 0,
    currency,
    payment_intent: null,
    paid_at: null,
    finalized_at: state.now(),
    created: state.now(),
    livemode: false,
    number: `SBX-${String(state.invoices.size + 1).padStart(4, '0')}`,
    description: sub.description,
    subtotal: net,
    automatic_tax: sub.automatic_tax ?? false,
    total_taxes: taxes,
    customer_name: customer?.name ?? null,
    customer_address: customer?.address ?? null,
    customer_tax_ids: customerTaxIdsOf(state, sub.customer),
    customer_tax_exempt: customer?.tax_exempt ?? 'none',
    ...(lines ? { lines: lines.map((line) => ({ ...line, invoice: null })) } : {}),
  };
  if (invoice.lines) for (const line of invoice.lines) line.invoice = invoice.id;
  state.invoices.set(invoice.id, invoice);
  if (amount === 0) {
    // Nothing to pay (a change fully credited, a 100% discount): Stripe marks the invoice paid at once.
    state.emit('invoice.finalized', invoice);
    state.settleInvoice(invoice);
    return invoice;
  }
  invoice.payment_intent = state.createPaymentIntent({
    amount,
    currency,
    customer: sub.customer,
    invoice: invoice.id,
  }).id;
  state.emit('invoice.finalized', invoice);
  return invoice;
}
