import { ApiError, invalid, missing } from './http.js';
import { bool, obj, str, type FormObject } from './form.js';
import { refuseIfOwnedByCheckout } from './checkout.js';
import { renderPaymentIntent } from './render.js';
import type { ResourceCall, StripeRouteContext } from './route-context.js';
import type { FakePaymentIntent, FakeStripeState } from './state.js';

// /v1/payment_intents (create, read, confirm with a test card, cancel) and /v1/events.

export function paymentIntentOf(state: FakeStripeState, id: string): FakePaymentIntent {
  const found = state.paymentIntents.get(id);
  if (!found) throw missing('payment_intent', id);
  return found;
}

/** Confirms with the card of `payment_method` or `payment_method_data[card][number]`; a decline is a 402 card_error. */
export function confirmIntent(state: FakeStripeState, intent: FakePaymentIntent, params: FormObject) {
  refuseIfOwnedByCheckout(state, intent, 'confirm');
  if (intent.status === 'succeeded')
    throw invalid(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      undefined,
      'payment_intent_unexpected_state',
    );
  if (intent.status === 'canceled')
    throw invalid(
      'You cannot confirm this PaymentIntent because it has a status of canceled.',
      undefined,
      'payment_intent_unexpected_state',
    );
  const card = str(obj(obj(params, 'payment_method_data'), 'card'), 'number');
  const method = str(params, 'payment_method') ?? card;
  if (!method)
    throw invalid(
      'You must provide a payment method: payment_method or payment_method_data[card][number].',
      'payment_method',
    );
  const outcome = state.confirm(intent, method);
  if (!outcome.ok) {
    throw new ApiError(402, {
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.decline_code,
      message: outcome.message,
      charge: state.id('ch'),
      payment_intent: renderPaymentIntent(state, intent, new Set()),
      doc_url: `https://stripe.com/docs/error-codes/${outcome.code}`,
    });
  }
}

/** Answers a payment_intents or events call, or null when the call is not one of theirs. */
export function routePaymentIntents(
  { state }: StripeRouteContext,
  { key, id, params, expand, meta }: ResourceCall,
): [number, unknown] | null {
  const pi = (intentId: string) => paymentIntentOf(state, intentId);
  switch (key) {
    case 'POST payment_intents': {
      const amount = Number(str(params, 'amount'));
      const currency = str(params, 'currency');
      if (!Number.isInteger(amount) || amount < 50)
        throw invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
      if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
      if (params.payment_method_types)
        throw invalid('Received unknown parameter: payment_method_types', 'payment_method_types');
      const customer = str(params, 'customer');
      if (customer && !state.customers.has(customer)) throw missing('customer', customer, 'customer');
      // A linked Tax Calculation must exist and not have expired; Stripe does not change the amount to match it.
      const calculation = str(obj(obj(obj(params, 'hooks'), 'inputs'), 'tax'), 'calculation');
      if (calculation) state.taxCalculations.live(calculation, 'hooks[inputs][tax][calculation]');
      const intent = state.createPaymentIntent({
        amount,
        currency,
        metadata: meta,
        customer,
        description: str(params, 'description'),
        receipt_email: str(params, 'receipt_email'),
        taxCalculation: calculation ?? null,
      });
      if (str(params, 'payment_method') && bool(params, 'confirm')) confirmIntent(state, intent, params);
      return [200, renderPaymentIntent(state, intent, expand)];
    }
    case 'GET payment_intents/:id':
      return [200, renderPaymentIntent(state, pi(id!), expand)];
    case 'POST payment_intents/:id/confirm': {
      const intent = pi(id!);
      confirmIntent(state, intent, params);
      return [200, renderPaymentIntent(state, intent, expand)];
    }
    case 'POST payment_intents/:id/cancel': {
      const intent = pi(id!);
      refuseIfOwnedByCheckout(state, intent, 'cancel');
      if (intent.status === 'succeeded')
        throw invalid(
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          undefined,
          'payment_intent_unexpected_state',
        );
      intent.status = 'canceled';
      state.emit('payment_intent.canceled', intent);
      return [200, renderPaymentIntent(state, intent, expand)];
    }

    case 'GET events': {
      const type = str(params, 'type');
      const data = state.events.filter((e) => !type || e.type === type).reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [200, { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/events' }];
    }
    default:
      return null;
  }
}
