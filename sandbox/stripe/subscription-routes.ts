import { bool, list, obj, str, type FormObject } from './form.js';
import { invalid, missing } from './http.js';
import { renderInvoice, renderSubscription } from './render.js';
import type { ResourceCall, StripeRouteContext } from './route-context.js';
import { hasTaxLocation, taxLocationInvalid } from './tax.js';

// /v1/subscriptions and /v1/invoices: default_incomplete starts, cancellation and pauses, price changes and codes
// (plan-changes.ts), invoice previews and reads.

/** Answers a subscriptions or invoices call, or null when the call is not one of theirs. */
export function routeSubscriptions(
  { state, testClocks, planChanges }: StripeRouteContext,
  { key, id, params, expand, meta }: ResourceCall,
): [number, unknown] | null {
  switch (key) {
    case 'POST subscriptions': {
      const customer = str(params, 'customer');
      if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
      if (!state.customers.has(customer)) throw missing('customer', customer, 'customer');
      const item = (list(params, 'items')[0] ?? {}) as FormObject;
      const price = str(item, 'price');
      if (!price) throw invalid('Missing required param: items[0][price].', 'items[0][price]', 'parameter_missing');
      if (!state.prices.get(price)?.recurring) throw missing('price', price, 'items[0][price]');
      const discount = (list(params, 'discounts')[0] ?? null) as FormObject | null;
      const code = discount && str(discount, 'promotion_code');
      const chosen = state.prices.get(price)!;
      const quantity = Number(str(item, 'quantity') ?? 1);
      const promotionCode = code
        ? state.promotions.check(code, customer, chosen.unit_amount * quantity, chosen.currency)
        : undefined;
      if (str(params, 'payment_behavior') !== 'default_incomplete') {
        throw invalid(
          'This sandbox only starts subscriptions with payment_behavior=default_incomplete.',
          'payment_behavior',
        );
      }
      const automaticTax = bool(obj(params, 'automatic_tax'), 'enabled') ?? false;
      if (automaticTax && !hasTaxLocation(state.customers.get(customer)!)) throw taxLocationInvalid();
      // A customer on a test clock starts its subscription at the clock's time.
      const sub = testClocks.atTimeOf(customer, () =>
        state.createSubscription({
          customer,
          price,
          quantity,
          metadata: meta,
          description: str(params, 'description'),
          promotionCode,
          automatic_tax: automaticTax,
        }),
      );
      return [200, renderSubscription(state, sub, expand)];
    }
    case 'GET subscriptions': {
      // customer and status filters; without status Stripe lists all but canceled ones.
      const customer = str(params, 'customer');
      const status = str(params, 'status');
      const data = [...state.subscriptions.values()]
        .filter(
          (sub) =>
            (!customer || sub.customer === customer) &&
            (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'),
        )
        .reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [
        200,
        {
          object: 'list',
          data: data.slice(0, limit).map((sub) => renderSubscription(state, sub, expand)),
          has_more: data.length > limit,
          url: '/v1/subscriptions',
        },
      ];
    }
    case 'GET subscriptions/:id': {
      const sub = state.subscriptions.get(id!);
      if (!sub) throw missing('subscription', id!);
      return [200, renderSubscription(state, sub, expand)];
    }
    case 'POST subscriptions/:id': {
      const sub = state.subscriptions.get(id!);
      if (!sub) throw missing('subscription', id!);
      // A price change or a promotion code (plan-changes.ts) answers on its own.
      if (testClocks.atTimeOf(sub.customer, () => planChanges.update(sub, params)))
        return [200, renderSubscription(state, sub, expand)];
      const atEnd = bool(params, 'cancel_at_period_end');
      if (atEnd !== undefined && atEnd !== sub.cancel_at_period_end) {
        sub.cancel_at_period_end = atEnd;
        state.emit('customer.subscription.updated', sub, { cancel_at_period_end: !atEnd });
      }
      // pause_collection[behavior]=void pauses; pause_collection='' (an empty value) resumes.
      if ('pause_collection' in params) {
        const paused = str(params, 'pause_collection') === '' ? null : str(obj(params, 'pause_collection'), 'behavior');
        if (paused !== null && paused !== 'void')
          throw invalid(`Invalid pause_collection[behavior]: ${paused}`, 'pause_collection[behavior]');
        const previous = sub.pause_collection ?? null;
        sub.pause_collection = paused ? { behavior: 'void' } : null;
        if ((previous === null) !== (sub.pause_collection === null))
          state.emit('customer.subscription.updated', sub, { pause_collection: previous });
      }
      if (params.metadata) sub.metadata = { ...sub.metadata, ...meta };
      return [200, renderSubscription(state, sub, expand)];
    }
    case 'DELETE subscriptions/:id': {
      const sub = state.subscriptions.get(id!);
      if (!sub) throw missing('subscription', id!);
      if (sub.status === 'canceled') throw invalid(`No such subscription: '${id}'`, 'id', 'resource_missing');
      return [200, renderSubscription(state, state.cancel(sub), expand)];
    }

    case 'POST invoices/:id':
      if (id === 'create_preview') {
        const previewed = state.subscriptions.get(str(params, 'subscription') ?? '');
        return testClocks.atTimeOf(previewed?.customer, () => planChanges.preview(params, expand));
      }
      throw missing('invoice', id!);
    case 'GET invoices/:id': {
      const invoice = state.invoices.get(id!);
      if (!invoice) throw missing('invoice', id!);
      return [200, renderInvoice(state, invoice, expand)];
    }

    default:
      return null;
  }
}
