import { list, str, strings, type FormObject } from './form.js';
import { invalid } from './http.js';
import type { FakeInvoice, FakeStripeState, FakeSubscription } from './state.js';
import { createInvoiceLines, itemChange, PRORATION_BEHAVIORS, type FakeLine } from './invoice-lines.js';
import { createInvoicePreview } from './invoice-preview.js';

// Subscription price changes with proration, and invoice previews (POST /v1/invoices/create_preview), as Stripe's
// classic billing mode does them in API 2026-10-28:
// - proration is time-based to the second: for a change at t in the period [start, end), the old price is credited
//   and the new one charged for the fraction (end − t) / (end − start), each line rounded on its own; a subscription's
//   discount is included in the proration amounts (proration_discounts 'included', the classic default);
// - proration_behavior always_invoice invoices the prorations at once, create_prorations keeps them for the next
//   invoice, none changes the price for the next period without any proration;
// - payment_behavior pending_if_incomplete (pending updates) applies the change only once its invoice is paid: paid
//   at once with the saved card, else the change waits in `pending_update` (23 hours) while the invoice is open, and
//   only the parameters Stripe lists for pending updates may be sent with it.

type Meta = Record<string, string>;

export type { FakeLine } from './invoice-lines.js';

export interface PendingUpdate {
  expires_at: number;
  subscription_items: { id: string; price: string; quantity: number }[];
  metadata: Meta | null;
  /** The invoice whose payment applies it. */
  invoice: string;
}

/** Stripe lets a pending update carry only these (docs: pending updates reference; metadata since 2026-05-27). */
const PENDING_UPDATE_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
]);
const PENDING_UPDATE_SECONDS = 23 * 3600;
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];

export function createPlanChanges(state: FakeStripeState) {
  const promotions = state.promotions;
  const invoiceLines = createInvoiceLines(state);
  const { liveCoupon, prorationLines, totals, requestedCode } = invoiceLines;
  const preview = createInvoicePreview(state, invoiceLines);

  /** Sets the item's new price (and quantity), as a change applied now or a pending update paid. */
  function applyItems(sub: FakeSubscription, items: { id: string; price: string; quantity: number }[], meta: Meta) {
    const previous = sub.items.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity }));
    for (const change of items) {
      const item = sub.items.find((i) => i.id === change.id);
      if (item) {
        item.price = change.price;
        item.quantity = change.quantity;
      }
    }
    sub.metadata = { ...sub.metadata, ...meta };
    state.emit('customer.subscription.updated', sub, { items: { data: previous } });
  }

  /** The invoice of an always_invoice change: the proration lines, charged at once with the saved card. */
  function invoiceNow(sub: FakeSubscription, lines: FakeLine[]): FakeInvoice {
    const { total } = totals(lines);
    const invoice = state.openInvoiceOf(sub, 'subscription_update', Math.max(0, total), lines);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** A pending update's invoice was paid: the change is applied (called by the state when it settles an invoice). */
  function onInvoicePaid(invoice: FakeInvoice) {
    const sub = invoice.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
    const pending = sub?.pending_update;
    if (!sub || !pending || pending.invoice !== invoice.id) return;
    sub.pending_update = null;
    applyItems(sub, pending.subscription_items, pending.metadata ?? {});
  }

  /**
   * POST /v1/subscriptions/:id with items, proration_behavior, payment_behavior and discounts; answers false when
   * the call changes neither items nor discounts (the caller handles the rest).
   */
  function update(sub: FakeSubscription, params: FormObject): boolean {
    const items = list(params, 'items') as FormObject[];
    const hasDiscounts = 'discounts' in params;
    if (!items.length && !hasDiscounts) return false;
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
      throw invalid(
        `A canceled subscription can only update its cancellation_details and metadata.`,
        undefined,
        'resource_missing',
      );
    const paymentBehavior = str(params, 'payment_behavior') ?? 'allow_incomplete';
    if (!PAYMENT_BEHAVIORS.includes(paymentBehavior))
      throw invalid(`Invalid payment_behavior: ${paymentBehavior}`, 'payment_behavior');
    const behavior = str(params, 'proration_behavior') ?? 'create_prorations';
    if (!PRORATION_BEHAVIORS.includes(behavior))
      throw invalid(
        `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`,
        'proration_behavior',
      );
    const pending = paymentBehavior === 'pending_if_incomplete';
    if (pending) {
      const refused = Object.keys(params).filter((k) => !PENDING_UPDATE_PARAMS.has(k));
      if (refused.length)
        throw invalid(
          `When payment_behavior=pending_if_incomplete, you may only update the following params: ${[...PENDING_UPDATE_PARAMS].join(', ')}. Received: ${refused.join(', ')}.`,
          refused[0],
        );
    }
    if (sub.pending_update && items.length)
      throw invalid(
        'This subscription has a pending update. Pay or void its invoice before changing it again.',
        'items',
        'subscription_pending_update',
      );
    const now = state.now();
    const current = sub.items[0]!;
    const change = items.length ? itemChange(state, sub, items, '') : null;
    if (hasDiscounts) {
      const price = state.prices.get(change?.price.id ?? current.price)!;
      const code = requestedCode(params, sub.customer, price.unit_amount * current.quantity, price.currency);
      if (code === '') sub.discount = null;
      else if (code) sub.discount = promotions.redeem(code, sub.customer, sub.id).id;
      if (!change) {
        state.emit('customer.subscription.updated', sub, { discounts: [] });
        return true;
      }
    }
    if (!change) return true;
    const wanted = [{ id: change.current.id, price: change.price.id, quantity: change.quantity }];
    const meta = strings(params.metadata);
    if (behavior === 'none') {
      applyItems(sub, wanted, meta);
      return true;
    }
    const lines = prorationLines(sub, change, now, liveCoupon(sub.discount, now));
    if (behavior === 'create_prorations') {
      sub.pending_lines = [...(sub.pending_lines ?? []), ...lines];
      applyItems(sub, wanted, meta);
      return true;
    }
    const invoice = invoiceNow(sub, lines);
    const paid = state.chargeSavedCard(invoice);
    if (paid || !pending) {
      applyItems(sub, wanted, meta);
      return true;
    }
    sub.pending_update = {
      expires_at: now + PENDING_UPDATE_SECONDS,
      subscription_items: wanted,
      metadata: Object.keys(meta).length ? meta : null,
      invoice: invoice.id,
    };
    state.emit('customer.subscription.updated', sub, { pending_update: null });
    return true;
  }

  /** The subscription's pending_update as the API shows it. */
  function renderPending(sub: FakeSubscription) {
    const p = sub.pending_update;
    if (!p) return null;
    return {
      billing_cycle_anchor: null,
      expires_at: p.expires_at,
      subscription_items: p.subscription_items.map((i) => ({
        id: i.id,
        object: 'subscription_item',
        price: state.prices.get(i.price),
        quantity: i.quantity,
      })),
      trial_end: null,
      trial_from_plan: null,
      metadata: p.metadata,
    };
  }

  return { preview, update, onInvoicePaid, renderPending, totals };
}

export type FakePlanChanges = ReturnType<typeof createPlanChanges>;
