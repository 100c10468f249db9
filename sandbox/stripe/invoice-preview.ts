import { list, obj, str, type FormObject } from './form.js';
import { invalid, missing } from './http.js';
import { itemChange, PRORATION_BEHAVIORS, type FakeInvoiceLines } from './invoice-lines.js';
import type { Expand } from './render.js';
import type { FakeStripeState } from './state.js';

// POST /v1/invoices/create_preview for an existing subscription's change (or its next invoice), in the pinned API
// version's shape: proration lines for always_invoice, the next period's line for the rest.

export function createInvoicePreview(state: FakeStripeState, invoiceLines: FakeInvoiceLines) {
  const { liveCoupon, prorationLines, nextPeriodLine, totals, requestedCode } = invoiceLines;

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

  return preview;
}
