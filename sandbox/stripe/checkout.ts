import { randomBytes } from 'node:crypto';
import { list, obj, str, strings, type FormObject } from './form.js';
import { ApiError, invalid, missing } from './http.js';
import { renderPaymentIntent, type Expand } from './render.js';
import { TEST_CARDS, type FakePaymentIntent, type FakeStripeState } from './state.js';

// Checkout Sessions in payment mode (stripe-node's Stripe.Checkout.Session, API 2026-10-28.endive): what a site
// offers when its own card form cannot load. As Stripe does since API 2022-08-01, a payment-mode session has no
// PaymentIntent until the customer submits a card on the hosted page (`payment_intent: null` before that); the
// PaymentIntent then carries `payment_intent_data`'s metadata and receipt e-mail. A paid session is `complete` /
// `paid` and emits checkout.session.completed (then the charge's and the PaymentIntent's events); an expired one (POST …/expire, or
// `expires_at` passed) emits checkout.session.expired and can no longer be paid.

type Meta = Record<string, string>;

export interface FakeLineItem {
  id: string;
  description: string;
  currency: string;
  unit_amount: number;
  quantity: number;
  price: string | null;
  product: string | null;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  amount_total: number;
  line_items: FakeLineItem[];
  success_url: string | null;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Meta;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** What the PaymentIntent gets when the customer pays (payment_intent_data): not a field of the session object. */
  intent_data: { metadata: Meta; receipt_email: string | null; description: string | null };
}

const MIN_LIFETIME_S = 30 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sessionId = () => `cs_test_${randomBytes(30).toString('base64url').replace(/[-_]/g, 'x')}`;

function validUrl(value: string | undefined, param: string): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
  return value;
}

/** line_items[n]: a stored one-time price, or price_data with product_data[name] (or an existing product). */
function lineItemOf(state: FakeStripeState, item: FormObject, index: number): FakeLineItem {
  const at = `line_items[${index}]`;
  const quantity = Number(str(item, 'quantity'));
  if (str(item, 'quantity') === undefined)
    throw invalid(`Quantity is required. Add \`quantity\` to \`${at}\``, `${at}[quantity]`, 'parameter_missing');
  if (!Number.isInteger(quantity) || quantity < 1) throw invalid('Invalid positive integer', `${at}[quantity]`);
  const priceId = str(item, 'price');
  if (priceId) {
    const price = state.prices.get(priceId);
    if (!price) throw missing('price', priceId, `${at}[price]`);
    if (price.recurring)
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        `${at}[price]`,
      );
    return {
      id: state.id('li'),
      description: state.products.get(price.product)?.name ?? '',
      currency: price.currency,
      unit_amount: price.unit_amount,
      quantity,
      price: price.id,
      product: price.product,
    };
  }
  const data = obj(item, 'price_data');
  if (Object.keys(data).length === 0)
    throw invalid(`You must specify either \`price\` or \`price_data\` in \`${at}\`.`, at, 'parameter_missing');
  const currency = str(data, 'currency');
  if (!currency) throw invalid('Missing required param: currency.', `${at}[price_data][currency]`, 'parameter_missing');
  const amount = Number(str(data, 'unit_amount'));
  if (str(data, 'unit_amount') === undefined || !Number.isInteger(amount) || amount < 0)
    throw invalid('Invalid integer: unit_amount', `${at}[price_data][unit_amount]`);
  if (obj(data, 'recurring') && Object.keys(obj(data, 'recurring')).length > 0) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      `${at}[price_data][recurring]`,
    );
  }
  const product = str(data, 'product');
  const name = str(obj(data, 'product_data'), 'name');
  if (product && !state.products.has(product)) throw missing('product', product, `${at}[price_data][product]`);
  if (!product && !name)
    throw invalid(
      'Missing required param: product_data[name] (or price_data[product]).',
      `${at}[price_data][product_data][name]`,
      'parameter_missing',
    );
  return {
    id: state.id('li'),
    description: name ?? state.products.get(product!)!.name,
    currency: currency.toLowerCase(),
    unit_amount: amount,
    quantity,
    price: null,
    product: product ?? null,
  };
}

/** POST /v1/checkout/sessions, validated as Stripe does for mode=payment. */
export function createCheckoutSession(state: FakeStripeState, params: FormObject): FakeCheckoutSession {
  const mode = str(params, 'mode');
  if (!mode) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
  if (mode !== 'payment') throw invalid('This sandbox only creates Checkout Sessions with mode=payment.', 'mode');
  const raw = list(params, 'line_items');
  if (raw.length === 0) throw invalid('`line_items` is required in `payment` mode.', 'line_items', 'parameter_missing');
  const items = raw.map((item, i) =>
    lineItemOf(state, (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as FormObject, i),
  );
  const currency = items[0]!.currency;
  if (items.some((i) => i.currency !== currency))
    throw invalid('All line items must have the same currency.', 'line_items');
  const total = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
  if (total < 50)
    throw invalid(
      `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`,
      'line_items',
      'amount_too_small',
    );

  const customer = str(params, 'customer') ?? null;
  const email = str(params, 'customer_email') ?? null;
  if (customer && email)
    throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  if (customer && !state.customers.has(customer)) throw missing('customer', customer, 'customer');
  if (email !== null && !EMAIL.test(email))
    throw invalid(`Invalid email address: ${email}`, 'customer_email', 'email_invalid');

  const now = state.now();
  const expiresAt = str(params, 'expires_at') === undefined ? now + MAX_LIFETIME_S : Number(str(params, 'expires_at'));
  if (!Number.isInteger(expiresAt)) throw invalid('Invalid integer: expires_at', 'expires_at');
  if (expiresAt < now + MIN_LIFETIME_S)
    throw invalid(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  if (expiresAt > now + MAX_LIFETIME_S)
    throw invalid(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );

  const intentData = obj(params, 'payment_intent_data');
  const receiptEmail = str(intentData, 'receipt_email') ?? null;
  if (receiptEmail !== null && !EMAIL.test(receiptEmail))
    throw invalid(`Invalid email address: ${receiptEmail}`, 'payment_intent_data[receipt_email]', 'email_invalid');
  const session: FakeCheckoutSession = {
    id: sessionId(),
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency,
    amount_total: total,
    line_items: items,
    success_url: validUrl(str(params, 'success_url'), 'success_url'),
    cancel_url: validUrl(str(params, 'cancel_url'), 'cancel_url'),
    customer,
    customer_email: email,
    customer_details: null,
    client_reference_id: str(params, 'client_reference_id') ?? null,
    metadata: strings(params.metadata),
    payment_intent: null,
    expires_at: expiresAt,
    created: now,
    livemode: false,
    intent_data: {
      metadata: strings(intentData.metadata),
      receipt_email: receiptEmail,
      description: str(intentData, 'description') ?? null,
    },
  };
  state.checkoutSessions.set(session.id, session);
  return session;
}

/** An open session past its expires_at is expired on first sight (Stripe sweeps them within minutes). */
export function settleExpiry(state: FakeStripeState, session: FakeCheckoutSession): FakeCheckoutSession {
  if (session.status === 'open' && state.now() >= session.expires_at) expireCheckoutSession(state, session);
  return session;
}

/** POST /v1/checkout/sessions/{id}/expire: only an open session; the customer can no longer pay it. */
export function expireCheckoutSession(state: FakeStripeState, session: FakeCheckoutSession): FakeCheckoutSession {
  if (session.status !== 'open') {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`,
      undefined,
      'checkout_session_not_open',
    );
  }
  session.status = 'expired';
  const intent = session.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  state.emit('checkout.session.expired', session);
  return session;
}

export type CheckoutPayment =
  | { ok: true }
  | { ok: false; code: string; decline_code: string; message: string }
  | { ok: false; closed: true; message: string };

/**
 * The customer submits a card on the hosted page. The PaymentIntent is made on the first attempt (a declined one
 * stays on the session, waiting for another card, with last_payment_error); a good card completes the session.
 */
export function payCheckoutSession(
  state: FakeStripeState,
  session: FakeCheckoutSession,
  cardNumber: string,
  email: string | null,
): CheckoutPayment {
  settleExpiry(state, session);
  if (session.status !== 'open')
    return { ok: false, closed: true, message: `This Checkout Session is ${session.status}.` };
  let intent: FakePaymentIntent | undefined = session.payment_intent
    ? state.paymentIntents.get(session.payment_intent)
    : undefined;
  if (!intent) {
    intent = state.createPaymentIntent({
      amount: session.amount_total,
      currency: session.currency,
      metadata: session.intent_data.metadata,
      customer: session.customer,
      description: session.intent_data.description,
      receipt_email: session.intent_data.receipt_email,
    });
    session.payment_intent = intent.id;
  }
  const card = TEST_CARDS[cardNumber.replace(/\s+/g, '')] ?? TEST_CARDS.pm_card_chargeDeclined!;
  if (!card.ok) return state.confirm(intent, cardNumber);
  session.status = 'complete';
  session.payment_status = 'paid';
  const customerEmail =
    session.customer_email ??
    (session.customer ? (state.customers.get(session.customer)?.email ?? null) : null) ??
    email;
  session.customer_details = { email: customerEmail };
  state.emit('checkout.session.completed', session);
  return state.confirm(intent, cardNumber);
}

/** A Checkout Session's PaymentIntent is confirmed and canceled only through the session (as at Stripe). */
export function refuseIfOwnedByCheckout(state: FakeStripeState, intent: FakePaymentIntent, verb: 'confirm' | 'cancel') {
  if ([...state.checkoutSessions.values()].some((s) => s.payment_intent === intent.id)) {
    throw invalid(
      `You cannot ${verb} this PaymentIntent because it is owned by a Checkout Session.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
}

/** Where the hosted page sends the customer after paying: success_url with {CHECKOUT_SESSION_ID} filled in. */
export const successRedirectOf = (session: FakeCheckoutSession): string | null =>
  session.success_url ? session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id) : null;

export function renderCheckoutSession(state: FakeStripeState, session: FakeCheckoutSession, expand: Expand): unknown {
  const intent = session.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  const out: Record<string, unknown> = {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    status: session.status,
    payment_status: session.payment_status,
    ui_mode: 'hosted_page',
    url: session.status === 'open' ? `${state.selfUrl}/c/pay/${session.id}` : null,
    amount_subtotal: session.amount_total,
    amount_total: session.amount_total,
    currency: session.currency,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    client_reference_id: session.client_reference_id,
    customer:
      session.customer && expand.has('customer')
        ? (state.customers.get(session.customer) ?? session.customer)
        : session.customer,
    customer_creation: session.customer ? null : 'if_required',
    customer_email: session.customer_email,
    customer_details: session.customer_details
      ? {
          address: null,
          business_name: null,
          email: session.customer_details.email,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    metadata: session.metadata,
    expires_at: session.expires_at,
    created: session.created,
    livemode: false,
    payment_intent:
      intent && expand.has('payment_intent') ? renderPaymentIntent(state, intent, new Set()) : session.payment_intent,
    payment_method_types: ['card'],
    payment_method_collection: 'if_required',
    payment_link: null,
    invoice: null,
    subscription: null,
    setup_intent: null,
    submit_type: null,
    locale: null,
    allow_promotion_codes: null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    consent: null,
    consent_collection: null,
    discounts: [],
    client_secret: null,
    recovered_from: null,
    after_expiration: null,
  };
  if (expand.has('line_items')) {
    out.line_items = {
      object: 'list',
      has_more: false,
      url: `/v1/checkout/sessions/${session.id}/line_items`,
      data: session.line_items.map((item) => ({
        id: item.id,
        object: 'item',
        amount_subtotal: item.unit_amount * item.quantity,
        amount_total: item.unit_amount * item.quantity,
        amount_discount: 0,
        amount_tax: 0,
        currency: item.currency,
        description: item.description,
        quantity: item.quantity,
        price: item.price
          ? (state.prices.get(item.price) ?? item.price)
          : {
              id: state.id('price'),
              object: 'price',
              active: false,
              currency: item.currency,
              unit_amount: item.unit_amount,
              product: item.product ?? state.id('prod'),
              recurring: null,
              type: 'one_time',
              livemode: false,
            },
      })),
    };
  }
  return out;
}

/** The /v1/checkout/... routes; `parts` = ['sessions', id?, action?]. */
export function checkoutRoute(
  state: FakeStripeState,
  method: string,
  parts: string[],
  params: FormObject,
  expand: Expand,
): [number, unknown] {
  const [resource, id, action] = parts;
  const unrecognized = () =>
    new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: /v1/checkout/${parts.join('/')}).`,
    });
  if (resource !== 'sessions') throw unrecognized();
  if (!id) {
    if (method === 'POST') return [200, renderCheckoutSession(state, createCheckoutSession(state, params), expand)];
    throw unrecognized();
  }
  const session = state.checkoutSessions.get(id);
  if (!session) throw missing('checkout.session', id);
  settleExpiry(state, session);
  if (method === 'GET' && !action) return [200, renderCheckoutSession(state, session, expand)];
  if (method === 'POST' && action === 'expire')
    return [200, renderCheckoutSession(state, expireCheckoutSession(state, session), expand)];
  if (method === 'GET' && action === 'line_items') {
    const items = (renderCheckoutSession(state, session, new Set(['line_items'])) as { line_items: unknown })
      .line_items;
    return [200, items];
  }
  throw unrecognized();
}
