// A fake Stripe API as a real HTTP server on loopback, stateful, in Stripe's wire format
// (../shared/reference/stripe.md §2–§12): form-encoded bracket bodies, `expand`, Idempotency-Key replay, error
// envelopes and statuses, customers, products, prices with lookup keys, subscriptions with default_incomplete,
// invoices with confirmation_secret, PaymentIntents confirmed with test cards (also with a publishable key and
// client_secret, as Stripe.js does), a hosted invoice page, webhook endpoints with signed delivery in each
// endpoint's API version, and failure switches.
// See sandbox/README.md.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBillingPortal } from './stripe/billing-portal.js';
import { checkoutRoute, refuseIfOwnedByCheckout } from './stripe/checkout.js';
import { bool, list, obj, parseForm, str, strings, type FormObject } from './stripe/form.js';
import { receiptPage } from './stripe/charges.js';
import { hostedCheckout } from './stripe/hosted-checkout.js';
import { hostedInvoicePage } from './stripe/hosted-invoice.js';
import { ApiError, invalid, masked, missing, send } from './stripe/http.js';
import {
  expandOf,
  renderCustomer,
  renderInvoice,
  renderObject,
  renderPaymentIntent,
  renderSubscription,
} from './stripe/render.js';
import { invoicePdf } from './stripe/invoice-pdf.js';
import { addressOf, hasTaxLocation, routeTaxIds, taxLocationInvalid } from './stripe/tax.js';
import { FakeStripeState, type FakePaymentIntent } from './stripe/state.js';
import { createStripeSwitches, opOf } from './stripe/switches.js';
import { FakeTestClocks } from './stripe/test-clocks.js';
import type { FakeStripe, FakeStripeOptions, FakeStripeRequest } from './stripe/types.js';
import { routeWebhookEndpoints } from './stripe/webhook-endpoints.js';
import { createWebhookSender } from './stripe/webhooks.js';
import { createControlRoutes } from './stripe/control.js';
import { createPlanChanges } from './stripe/plan-changes.js';
import { readBody } from './lib/read-body.js';

export { FakeStripeState, TEST_CARDS, FAKE_API_VERSION } from './stripe/state.js';
export type { FakeEvent } from './stripe/state.js';
export type { FakeCharge, FakeDispute, FakeRefund } from './stripe/charges.js';
export type { FakeStripeSwitches } from './stripe/switches.js';
export { signPayload } from './stripe/webhooks.js';
export { eventInVersion } from './stripe/versions.js';
export type { FakeWebhookEndpoint } from './stripe/state.js';

export type { FakeStripe, FakeStripeOptions, FakeStripeRequest } from './stripe/types.js';

const MAX_BODY = 1024 * 1024;
const KEEP_REQUESTS = 1000;

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_sandbox${randomBytes(12).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_sandbox${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_sandbox${randomBytes(16).toString('hex')}`;
  const state = new FakeStripeState();
  const switches = createStripeSwitches();
  const billingPortal = createBillingPortal(state);
  const testClocks = new FakeTestClocks(state);
  const webhooks = createWebhookSender(state);
  webhooks.configure({ url: options.webhookUrl ?? null, secret: webhookSecret });
  state.renderForEvent = (object) => renderObject(state, object);
  state.onEvent = (event) => webhooks.enqueue(event);
  const planChanges = createPlanChanges(state);
  state.onInvoiceSettled = (invoice) => planChanges.onInvoicePaid(invoice);
  state.renderPendingUpdate = (sub) => planChanges.renderPending(sub);
  const requests: FakeStripeRequest[] = [];
  /** Idempotency-Key → the first answer, replayed for a retry with the same parameters. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  function pi(id: string): FakePaymentIntent {
    const found = state.paymentIntents.get(id);
    if (!found) throw missing('payment_intent', id);
    return found;
  }

  function confirmIntent(intent: FakePaymentIntent, params: FormObject) {
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

  /** The API proper: answers [status, body] or throws ApiError. `publishable` = called with a pk_ key. */
  function route(method: string, path: string, params: FormObject, publishable: boolean): [number, unknown] {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    const expand = expandOf(params);
    const meta = strings(params.metadata);

    if (resource === 'billing_portal' && !publishable) {
      if (method === 'POST' && id === 'sessions' && !action) return [200, billingPortal.create(params)];
      throw new ApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    }
    if (resource === 'checkout' && !publishable) return checkoutRoute(state, method, parts.slice(2), params, expand);

    if (publishable) {
      // Stripe.js's calls: retrieve and confirm a PaymentIntent, proven by its client_secret.
      if (
        resource !== 'payment_intents' ||
        !id ||
        (method === 'POST' && action !== 'confirm') ||
        (method === 'GET' && action)
      ) {
        throw new ApiError(401, {
          type: 'invalid_request_error',
          message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
        });
      }
      const intent = pi(id);
      if (str(params, 'client_secret') !== intent.client_secret) throw missing('payment_intent', id);
      if (method === 'POST') confirmIntent(intent, params);
      return [200, renderPaymentIntent(state, intent, expand, true)];
    }

    if (resource === 'webhook_endpoints' && !action) return routeWebhookEndpoints(state, method, id, params);
    if (resource === 'customers' && action === 'tax_ids' && parts[4])
      return routeTaxIds(state, method, id!, parts[4], params);
    if (resource === 'test_helpers') return testClocks.route(method, parts.slice(2), params);

    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'GET balance':
        return [
          200,
          {
            object: 'balance',
            available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
            pending: [{ amount: 0, currency: 'usd' }],
            livemode: false,
          },
        ];

      case 'POST customers': {
        const clock = str(params, 'test_clock');
        if (clock) testClocks.checkAttach(clock);
        const create = () =>
          state.createCustomer({
            email: str(params, 'email'),
            name: str(params, 'name'),
            metadata: meta,
            test_clock: clock,
            address: addressOf(params),
          });
        return [200, clock ? state.at(testClocks.clocks.get(clock)!.frozen_time, create) : create()];
      }
      case 'GET customers': {
        const email = str(params, 'email');
        const clock = str(params, 'test_clock');
        const data = [...state.customers.values()]
          .filter((c) => (email === undefined || c.email === email) && (clock === undefined || c.test_clock === clock))
          .reverse();
        const limit = Number(str(params, 'limit') ?? 10);
        return [
          200,
          { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/customers' },
        ];
      }
      case 'GET customers/:id': {
        const c = state.customers.get(id!);
        if (!c) throw missing('customer', id!);
        return [200, renderCustomer(state, c, expand)];
      }
      case 'POST customers/:id': {
        const c = state.customers.get(id!);
        if (!c) throw missing('customer', id!);
        const previous = { email: c.email, name: c.name, address: c.address, tax_exempt: c.tax_exempt };
        if (str(params, 'email') !== undefined) c.email = str(params, 'email') || null;
        if (str(params, 'name') !== undefined) c.name = str(params, 'name') || null;
        if (params.address !== undefined) c.address = str(params, 'address') === '' ? null : addressOf(params);
        const exempt = str(params, 'tax_exempt');
        if (exempt !== undefined) {
          if (!['none', 'exempt', 'reverse'].includes(exempt))
            throw invalid(`Invalid tax_exempt: must be one of none, exempt, or reverse`, 'tax_exempt');
          c.tax_exempt = exempt as typeof c.tax_exempt;
        }
        if (params.metadata) c.metadata = { ...c.metadata, ...meta };
        state.emit('customer.updated', c, previous);
        return [200, renderCustomer(state, c, expand)];
      }
      case 'GET customers/:id/tax_ids':
      case 'POST customers/:id/tax_ids':
        return routeTaxIds(state, method, id!, undefined, params);

      case 'POST products': {
        const name = str(params, 'name');
        if (!name) throw invalid('Missing required param: name.', 'name', 'parameter_missing');
        const wanted = str(params, 'id');
        if (wanted && state.products.has(wanted))
          throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
        return [200, state.createProduct({ id: wanted, name, metadata: meta })];
      }
      case 'GET products/:id': {
        const p = state.products.get(id!);
        if (!p) throw missing('product', id!);
        return [200, p];
      }

      case 'POST prices': {
        const amount = Number(str(params, 'unit_amount'));
        const currency = str(params, 'currency');
        if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
        if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer: unit_amount', 'unit_amount');
        let product = str(params, 'product');
        const productData = obj(params, 'product_data');
        if (!product && str(productData, 'name')) product = state.createProduct({ name: str(productData, 'name')! }).id;
        if (!product || !state.products.has(product)) throw missing('product', product ?? '', 'product');
        const lookupKey = str(params, 'lookup_key');
        if (
          lookupKey &&
          !bool(params, 'transfer_lookup_key') &&
          [...state.prices.values()].some((p) => p.lookup_key === lookupKey)
        ) {
          throw invalid(
            `A price (\`${[...state.prices.values()].find((p) => p.lookup_key === lookupKey)!.id}\`) already uses that lookup key.`,
            'lookup_key',
          );
        }
        return [
          200,
          state.createPrice({
            product,
            currency,
            unit_amount: amount,
            interval: str(obj(params, 'recurring'), 'interval'),
            lookup_key: lookupKey,
            transfer: bool(params, 'transfer_lookup_key'),
            metadata: meta,
          }),
        ];
      }
      case 'GET prices': {
        const keys = list(params, 'lookup_keys').filter((v): v is string => typeof v === 'string');
        const active = bool(params, 'active');
        const data = [...state.prices.values()]
          .filter(
            (p) =>
              (keys.length === 0 || (p.lookup_key && keys.includes(p.lookup_key))) &&
              (active === undefined || p.active === active),
          )
          .reverse();
        const limit = Number(str(params, 'limit') ?? 10);
        return [200, { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/prices' }];
      }
      case 'GET prices/:id': {
        const p = state.prices.get(id!);
        if (!p) throw missing('price', id!);
        return [200, p];
      }

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
          const paused =
            str(params, 'pause_collection') === '' ? null : str(obj(params, 'pause_collection'), 'behavior');
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
        const intent = state.createPaymentIntent({
          amount,
          currency,
          metadata: meta,
          customer,
          description: str(params, 'description'),
          receipt_email: str(params, 'receipt_email'),
        });
        if (str(params, 'payment_method') && bool(params, 'confirm')) confirmIntent(intent, params);
        return [200, renderPaymentIntent(state, intent, expand)];
      }
      case 'GET payment_intents/:id':
        return [200, renderPaymentIntent(state, pi(id!), expand)];
      case 'POST payment_intents/:id/confirm': {
        const intent = pi(id!);
        confirmIntent(intent, params);
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
      default: {
        const promotions = state.promotions.route(method, resource, id, params, expand);
        if (promotions) return [promotions[0], promotions[1]];
        const answer = state.charges.route(method, resource, id, params, expand);
        if (answer) return answer;
        throw new ApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
      }
    }
  }

  /** Opens a dispute on a charge, or on a PaymentIntent's latest charge. */
  const { control, openDispute } = createControlRoutes({ state, switches, webhooks, pi });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.stripe');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, 'text/plain', '');
    const raw = method === 'POST' ? await readBody(req, MAX_BODY) : '';

    // The invoice's PDF (invoice_pdf; a browser's, no key).
    const pdf = /^\/i\/(in_[A-Za-z0-9]+)\/pdf$/.exec(target.pathname);
    if (pdf) {
      const invoice = state.invoices.get(pdf[1]!);
      if (!invoice) return send(res, 404, 'text/plain', 'No such invoice.');
      const file = invoicePdf(state, invoice);
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': file.length,
        'content-disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
      });
      res.end(file);
      return;
    }
    // The hosted invoice page (a browser's, no key).
    const page = /^\/i\/(in_[A-Za-z0-9]+)(\/pay)?$/.exec(target.pathname);
    if (page) {
      const invoice = state.invoices.get(page[1]!);
      if (!invoice)
        return send(
          res,
          404,
          'text/html; charset=utf-8',
          '<!doctype html><title>Not found</title><p>This invoice does not exist.</p>',
        );
      if (!page[2]) return send(res, 200, 'text/html; charset=utf-8', hostedInvoicePage(invoice));
      if (method !== 'POST') return send(res, 405, 'text/plain', 'Method Not Allowed');
      const card = new URLSearchParams(raw).get('card') ?? '';
      const intent = invoice.payment_intent ? state.paymentIntents.get(invoice.payment_intent) : undefined;
      if (invoice.status !== 'open' || !intent)
        return send(res, 200, 'text/html; charset=utf-8', hostedInvoicePage(invoice));
      const outcome = state.confirm(intent, card);
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        hostedInvoicePage(
          invoice,
          outcome.ok ? { ok: true, text: 'Payment succeeded.' } : { ok: false, text: outcome.message },
        ),
      );
    }
    // The customer portal's page (a browser's, no key): the card update of the billing centre.
    const portalPage = billingPortal.page(method, target.pathname, raw);
    if (portalPage) return send(res, portalPage[0], 'text/html; charset=utf-8', portalPage[1]);
    // A charge's receipt page (receipt_url; pay.stripe.com/receipts/… in production).
    const receipt = /^\/receipts\/(ch_[A-Za-z0-9]+)$/.exec(target.pathname);
    if (receipt) {
      const charge = state.charges.charges.get(receipt[1]!);
      return charge
        ? send(res, 200, 'text/html; charset=utf-8', receiptPage(charge))
        : send(res, 404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title><p>No such receipt.</p>');
    }
    // Checkout's hosted payment page (a browser's, no key): GET shows it, POST pays (card=…, email=…).
    const checkout = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(target.pathname);
    const checkoutPage = checkout ? hostedCheckout(state, checkout[1]!, method, raw) : null;
    if (checkoutPage) return send(res, checkoutPage.status, checkoutPage.type, checkoutPage.body, checkoutPage.headers);
    if (target.pathname.startsWith('/__sandbox/')) {
      const [status, body] = control(
        method,
        target.pathname,
        parseForm(
          raw.startsWith('{') ? new URLSearchParams(JSON.parse(raw) as Record<string, string>).toString() : raw,
        ),
      );
      return send(res, status, 'application/json', JSON.stringify(body));
    }
    if (!target.pathname.startsWith('/v1/')) return send(res, 404, 'text/plain', 'Not Found');

    const params = parseForm(method === 'GET' || method === 'DELETE' ? target.search.slice(1) : raw);
    const op = opOf(method, target.pathname);
    const requestId = `req_${randomBytes(7).toString('hex')}`;
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const record: FakeStripeRequest = {
      method,
      path: target.pathname,
      op,
      params,
      headers: req.headers,
      idempotencyKey,
      status: 0,
    };
    requests.push(record);
    if (requests.length > KEEP_REQUESTS) requests.shift();
    const reply = (status: number, body: unknown) => {
      record.status = status;
      send(res, status, 'application/json', JSON.stringify(body, null, 2), {
        'request-id': requestId,
        'stripe-version': String(req.headers['stripe-version'] ?? ''),
      });
    };

    // Keys: Bearer sk_/rk_ (or Basic with the key as user); pk_ only for Stripe.js's PaymentIntent calls.
    const auth = req.headers.authorization ?? '';
    const key =
      /^Bearer (.+)$/i.exec(auth)?.[1] ??
      (/^Basic (.+)$/i.test(auth) ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : undefined);
    if (!key)
      return reply(401, {
        error: {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      });
    const publishable = key === publishableKey;
    if (key !== secretKey && !publishable)
      return reply(401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked(key)}` },
      });

    const fault = switches.faultFor(op);
    if (fault?.kind === 'hang') return; // never answered
    if (fault?.kind === 'fail')
      return reply(fault.status, {
        error: { type: 'api_error', message: 'Sorry, something went wrong. (sandbox switch)' },
      });
    if (fault?.kind === 'garbage') {
      record.status = 200;
      return send(res, 200, 'text/html', '<html><body><h1>502 Bad Gateway</h1>upstream sent garbage</body></html>', {
        'request-id': requestId,
      });
    }
    const delay = switches.delayFor(op);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    // Idempotency-Key: the first answer to a POST is kept and replayed; other parameters under the same key → 400.
    const fingerprint = createHash('sha256').update(`${method} ${target.pathname} ${raw}`).digest('hex');
    if (method === 'POST' && idempotencyKey && !publishable) {
      const previous = idempotent.get(idempotencyKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return reply(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        record.status = previous.status;
        return send(res, previous.status, 'application/json', previous.body, {
          'request-id': requestId,
          'idempotent-replayed': 'true',
        });
      }
    }
    let status: number;
    let body: unknown;
    try {
      [status, body] = route(method, target.pathname, params, publishable);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = { error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } };
    }
    const text = JSON.stringify(body, null, 2);
    if (method === 'POST' && idempotencyKey && !publishable && status !== 401)
      idempotent.set(idempotencyKey, { fingerprint, status, body: text });
    if (fault?.kind === 'hangAfter') {
      record.status = status;
      return;
    } // the work is done; the answer never comes
    reply(status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent)
        send(
          res,
          500,
          'application/json',
          JSON.stringify({ error: { type: 'api_error', message: 'fake Stripe error' } }),
        );
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  state.selfUrl = url;

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    state,
    testClocks,
    switches,
    webhooks,
    requests,
    eventsOf: (type) => state.events.filter((e) => e.type === type),
    pay: (paymentIntentId, paymentMethod = 'pm_card_visa') => state.confirm(pi(paymentIntentId), paymentMethod),
    openDispute,
    stop: () =>
      new Promise<void>((resolve) => {
        webhooks.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
