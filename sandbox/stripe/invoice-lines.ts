import { list, str, type FormObject } from './form.js';
import { invalid, missing } from './http.js';
import type { FakeStripeState, FakeSubscription } from './state.js';

// The lines of a subscription change's invoice and of its preview, as Stripe's classic billing mode computes them:
// proration time-based to the second, each line rounded on its own, a subscription's discount included in the
// proration amounts (proration_discounts 'included'), the next period's line carrying its discount amount.

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

export const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];

function dateWords(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The requested item change: which item, which price (validated as Stripe does). */
/** The requested item change: which item, which price (validated as Stripe does). */
export function itemChange(state: FakeStripeState, sub: FakeSubscription, items: FormObject[], param: string) {
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

export function createInvoiceLines(state: FakeStripeState) {
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

  return { liveCoupon, line, prorationLines, nextPeriodLine, totals, requestedCode };
}

export type FakeInvoiceLines = ReturnType<typeof createInvoiceLines>;
