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
import { servePage } from './stripe/browser-pages.js';
import { routeCatalogue } from './stripe/catalogue-routes.js';
import { checkoutRoute } from './stripe/checkout.js';
import { parseForm, str, strings, type FormObject } from './stripe/form.js';
import { ApiError, masked, missing, send } from './stripe/http.js';
import { confirmIntent, paymentIntentOf, routePaymentIntents } from './stripe/payment-intent-routes.js';
import { expandOf, renderObject, renderPaymentIntent } from './stripe/render.js';
import { routeTaxIds } from './stripe/tax.js';
import { FakeStripeState } from './stripe/state.js';
import { routeSubscriptions } from './stripe/subscription-routes.js';
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
  const requestCounts: Record<string, number> = {};
  /** Idempotency-Key → the first answer, replayed for a retry with the same parameters. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  const context = { state, testClocks, planChanges };
  const pi = (id: string) => paymentIntentOf(state, id);

  /** The API proper: answers [status, body] or throws ApiError. `publishable` = called with a pk_ key. */
  function route(method: string, path: string, params: FormObject, publishable: boolean): [number, unknown] {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    const expand = expandOf(params);

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
      if (method === 'POST') confirmIntent(state, intent, params);
      return [200, renderPaymentIntent(state, intent, expand, true)];
    }

    if (resource === 'webhook_endpoints' && !action) return routeWebhookEndpoints(state, method, id, params);
    if (resource === 'customers' && action === 'tax_ids' && parts[4])
      return routeTaxIds(state, method, id!, parts[4], params);
    if (resource === 'test_helpers') return testClocks.route(method, parts.slice(2), params);
    if (resource === 'tax') {
      const answer = state.taxCalculations.route(method, parts.slice(2), params, expand);
      if (answer) return answer;
    }

    const call = {
      method,
      key: `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`,
      id,
      params,
      expand,
      meta: strings(params.metadata),
    };
    const answer =
      routeCatalogue(context, call) ?? routeSubscriptions(context, call) ?? routePaymentIntents(context, call);
    if (answer) return answer;
    if (method === 'GET' && resource === 'balance' && !id)
      return [
        200,
        {
          object: 'balance',
          available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          pending: [{ amount: 0, currency: 'usd' }],
          livemode: false,
        },
      ];
    const promotions = state.promotions.route(method, resource, id, params, expand);
    if (promotions) return [promotions[0], promotions[1]];
    const charges = state.charges.route(method, resource, id, params, expand);
    if (charges) return charges;
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** Opens a dispute on a charge, or on a PaymentIntent's latest charge. */
  const { control, openDispute } = createControlRoutes({
    state,
    switches,
    webhooks,
    pi,
    requestCounts: () => ({ ...requestCounts }),
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.stripe');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, 'text/plain', '');
    const raw = method === 'POST' ? await readBody(req, MAX_BODY) : '';
    if (servePage(state, billingPortal, method, target, raw, res)) return;
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
    requestCounts[method] = (requestCounts[method] ?? 0) + 1;
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
    requestCounts: () => ({ ...requestCounts }),
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
