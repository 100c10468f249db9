import { list, obj, str, strings, type FormObject } from './form.js';
import { invalid, missing } from './http.js';
import type { Expand } from './render.js';
import type { FakeInvoice, FakeStripeState, FakeSubscription } from './state.js';

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

/** An invoice line as the API answers it (InvoiceLineItem of the pinned version). */
export interface FakeLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discountable: boolean;
  discount_amounts: { amount: number; discount: string }[];
  discounts: string[];
  invoice: string | null;
  livemode: false;
  metadata: Meta;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: string | null;
      proration: boolean;
      proration_details: { credited_items: null } | null;
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pretax_credit_amounts: [];
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string };
  quantity: number;
  subtotal: number;
  taxes: [];
}

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
const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];

function dateWords(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The requested item change: which item, which price (validated as Stripe does). */
function itemChange(state: FakeStripeState, sub: FakeSubscription, items: FormObject[], param: string) {
  if (items.length !== 1)
    throw invalid('This sandbox changes one subscription item at a time.', `${param}[items]`, 'parameter_invalid');
  const item = items[0]!;
  const itemId = str(item, 'id');
  const current = itemId ? sub.items.find((i) => i.id === itemId) : undefined;
  if (!itemId || !current)
    throw invalid(
      `Invalid subscription_item: '${itemId ?? ''}' does not belong to this subscription.`,
      `${param}[items][0][id]`,
    );
  const priceId = str(item, 'price') ?? current.price;
  const price = state.prices.get(priceId);
  if (!price) throw missing('price', priceId, `${param}[items][0][price]`);
  const old = state.prices.get(current.price)!;
  if (!price.recurring || price.recurring.interval !== old.recurring?.interval)
    throw invalid(
      'The price specified has a different billing interval than the current price of the subscription item.',
      `${param}[items][0][price]`,
    );
  if (price.currency !== old.currency)
    throw invalid(
      `The price specified uses currency \`${price.currency}\`, which does not match the subscription's \`${old.currency}\`.`,
      `${param}[items][0][price]`,
    );
  return { current, price, quantity: Number(str(item, 'quantity') ?? current.quantity) };
}

export function createPlanChanges(state: FakeStripeState) {
  const promotions = state.promotions;

  /** The coupon a subscription's discount applies now, or null. */
  function liveCoupon(discountId: string | null | undefined, at: number): string | null {
    const discount = discountId ? promotions.discounts.get(discountId) : undefined;
    return discount && promotions.isLive(discount, at) ? discount.coupon : null;
  }

  function line(
    sub: FakeSubscription,
    itemId: string,
    priceId: string,
    quantity: number,
    amount: number,
    description: string,
    period: { start: number; end: number },
    proration: boolean,
    discount: { id: string; amount: number } | null,
  ): FakeLine {
    const price = state.prices.get(priceId)!;
    return {
      id: state.id('il'),
      object: 'line_item',
      amount,
      currency: price.currency,
      description,
      discountable: !proration,
      discount_amounts: discount ? [{ amount: discount.amount, discount: discount.id }] : [],
      discounts: discount ? [discount.id] : [],
      invoice: null,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: proration ? state.id('ii') : null,
          proration,
          proration_details: proration ? { credited_items: null } : null,
          subscription: sub.id,
          subscription_item: itemId,
        },
      },
      period,
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: priceId, product: price.product },
        unit_amount_decimal: String(price.unit_amount),
      },
      quantity,
      subtotal: amount,
      taxes: [],
    };
  }

  /** A price's amount with a coupon taken off (what 'included' proration discounts start from). */
  function net(priceId: string, quantity: number, coupon: string | null): number {
    const price = state.prices.get(priceId)!;
    const gross = price.unit_amount * quantity;
    return gross - (coupon ? promotions.amountOff(coupon, price.product, gross) : 0);
  }

  /** The two proration lines of a price change at `at` (credit for the old price, charge for the new). */
  function prorationLines(
    sub: FakeSubscription,
    change: ReturnType<typeof itemChange>,
    at: number,
    coupon: string | null,
  ): FakeLine[] {
    const { current, price, quantity } = change;
    const { current_period_start: start, current_period_end: end } = current;
    if (at < start || at >= end) return [];
    const fraction = (end - at) / (end - start);
    const old = state.prices.get(current.price)!;
    const oldName = state.products.get(old.product)?.name ?? old.product;
    const newName = state.products.get(price.product)?.name ?? price.product;
    const period = { start: at, end };
    return [
      line(
        sub,
        current.id,
        current.price,
        current.quantity,
        -Math.round(net(current.price, current.quantity, coupon) * fraction),
        `Unused time on ${oldName} after ${dateWords(at)}`,
        period,
        true,
        null,
      ),
      line(
        sub,
        current.id,
        price.id,
        quantity,
        Math.round(net(price.id, quantity, coupon) * fraction),
        `Remaining time on ${newName} after ${dateWords(at)}`,
        period,
        true,
        null,
      ),
    ];
  }

  /** The next period's line of a price (its discount as a discount amount: discountable). */
  function nextPeriodLine(
    sub: FakeSubscription,
    itemId: string,
    priceId: string,
    quantity: number,
    period: { start: number; end: number },
    discountId: string | null,
    coupon: string | null,
  ): FakeLine {
    const price = state.prices.get(priceId)!;
    const gross = price.unit_amount * quantity;
    const off = coupon ? promotions.amountOff(coupon, price.product, gross) : 0;
    const name = state.products.get(price.product)?.name ?? price.product;
    return line(
      sub,
      itemId,
      priceId,
      quantity,
      gross,
      `${quantity} × ${name} (at $${(price.unit_amount / 100).toFixed(2)} / ${price.recurring?.interval ?? 'month'})`,
      period,
      false,
      off && discountId ? { id: discountId, amount: off } : null,
    );
  }

  const totals = (lines: FakeLine[]) => {
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    const discount = lines.reduce((sum, l) => sum + l.discount_amounts.reduce((s, d) => s + d.amount, 0), 0);
    return { subtotal, discount, total: subtotal - discount };
  };

  /** The promotion code of `discounts[0][promotion_code]` (checked as Stripe checks it), '' to remove, or undefined. */
  function requestedCode(params: FormObject, customer: string, amount: number, currency: string) {
    if (str(params, 'discounts') === '') return '' as const;
    const first = (list(params, 'discounts')[0] ?? null) as FormObject | null;
    if (!first) return undefined;
    if (str(first, 'coupon') || str(first, 'discount'))
      throw invalid('This sandbox applies discounts by promotion_code only.', 'discounts[0]');
    const code = str(first, 'promotion_code');
    return code ? promotions.check(code, customer, amount, currency) : undefined;
  }

  /** POST /v1/invoices/create_preview for an existing subscription's change (or its next invoice). */
  function preview(params: FormObject, expand: Expand): [number, unknown] {
    const subId = str(params, 'subscription');
    if (!subId)
      throw invalid(
        'This sandbox previews changes of existing subscriptions: pass subscription.',
        'subscription',
        'parameter_missing',
      );
    const sub = state.subscriptions.get(subId);
    if (!sub) throw missing('subscription', subId, 'subscription');
    const customer = str(params, 'customer');
    if (customer && customer !== sub.customer)
      throw invalid('The customer does not match the subscription’s customer.', 'customer');
    const details = obj(params, 'subscription_details');
    const behavior = str(details, 'proration_behavior') ?? 'create_prorations';
    if (!PRORATION_BEHAVIORS.includes(behavior))
      throw invalid(
        `Invalid subscription_details[proration_behavior]: must be one of ${PRORATION_BEHAVIORS.join(', ')}`,
        'subscription_details[proration_behavior]',
      );
    const dateParam = str(details, 'proration_date');
    if (dateParam && behavior === 'none')
      throw invalid(
        'subscription_details[proration_date] cannot be set when subscription_details[proration_behavior] is none.',
        'subscription_details[proration_date]',
      );
    const items = list(details, 'items') as FormObject[];
    const now = state.now();
    const at = dateParam ? Number(dateParam) : now;
    const current = sub.items[0]!;
    const change = items.length
      ? itemChange(state, sub, items, 'subscription_details')
      : { current, price: state.prices.get(current.price)!, quantity: current.quantity };
    if (at < current.current_period_start || at >= current.current_period_end)
      throw invalid(
        'subscription_details[proration_date] must be within the current billing period.',
        'subscription_details[proration_date]',
      );
    const nextAmount = change.price.unit_amount * change.quantity;
    const code = requestedCode(params, sub.customer, nextAmount, change.price.currency);
    const discountId = code === '' ? null : code ? state.id('di') : (sub.discount ?? null);
    const coupon = code === '' ? null : code ? code.coupon : liveCoupon(sub.discount, at);
    const nextPeriod = {
      start: current.current_period_end,
      end: current.current_period_end + (current.current_period_end - current.current_period_start),
    };
    const prorations = behavior === 'none' || !items.length ? [] : prorationLines(sub, change, at, coupon);
    const next = nextPeriodLine(sub, current.id, change.price.id, change.quantity, nextPeriod, discountId, coupon);
    const lines = behavior === 'always_invoice' ? prorations : [...prorations, next];
    const { subtotal, discount, total } = totals(lines);
    const invoiceNow = behavior === 'always_invoice';
    return [
      200,
      {
        id: `upcoming_${state.id('in')}`,
        object: 'invoice',
        status: 'draft',
        livemode: false,
        created: now,
        customer: sub.customer,
        currency: change.price.currency,
        billing_reason: invoiceNow ? 'subscription_update' : 'upcoming',
        collection_method: 'charge_automatically',
        amount_due: Math.max(0, total),
        amount_paid: 0,
        amount_remaining: Math.max(0, total),
        // A credit left over (a downgrade invoiced now) goes to the customer's balance, not back to the card.
        ending_balance: total < 0 ? total : 0,
        subtotal,
        subtotal_excluding_tax: subtotal,
        total,
        total_excluding_tax: total,
        total_discount_amounts: discount && discountId ? [{ amount: discount, discount: discountId }] : [],
        discounts: discountId && coupon ? [discountId] : [],
        period_start: invoiceNow ? at : nextPeriod.start,
        period_end: invoiceNow ? at : nextPeriod.start,
        next_payment_attempt: invoiceNow ? at : nextPeriod.start,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            subscription: sub.id,
            metadata: sub.metadata,
            ...(prorations.length ? { subscription_proration_date: at } : {}),
          },
        },
        lines: {
          object: 'list',
          has_more: false,
          url: '/v1/invoices/upcoming/lines',
          data: lines,
        },
        ...(expand.has('discounts') ? {} : {}),
      },
    ];
  }

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
