import { randomBytes } from 'node:crypto';
import { obj, str, type FormObject } from './form.js';
import { invalid, missing } from './http.js';
import { cardOfPaymentMethod, TEST_CARDS, type FakeStripeState } from './state.js';

// Stripe's customer portal (POST /v1/billing_portal/sessions, Stripe.BillingPortal.Session) and a stand-in for its
// hosted page (billing.stripe.com/p/session/…): the customer types a new card; a card Stripe accepts becomes the
// default payment method of the customer (invoice_settings) and of each of their live subscriptions, announced by
// customer.updated and customer.subscription.updated events, as the real portal does. A declined card changes nothing.
// Like the real one, a session is short-lived: a page not visited within PORTAL_UNVISITED_TTL_SECONDS of its creation no
// longer opens (Stripe says only "short-lived"; five minutes is ours), so each Update card click makes a new session.

export const PORTAL_UNVISITED_TTL_SECONDS = 5 * 60;

export interface FakePortalSession {
  id: string;
  object: 'billing_portal.session';
  after_expiration: null;
  configuration: string;
  created: number;
  customer: string;
  customer_account: null;
  flow: {
    type: string;
    after_completion: { type: string; redirect: { return_url: string } | null; hosted_confirmation: null };
  } | null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

const FLOW_TYPES = new Set([
  'payment_method_update',
  'customer_update',
  'subscription_cancel',
  'subscription_update',
  'subscription_update_confirm',
  'subscription_pause',
]);
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createBillingPortal(state: FakeStripeState) {
  const sessions = new Map<string, FakePortalSession>();
  /** The page's secret part of the url → session id (the url is the customer's only credential, as at Stripe). */
  const bySecret = new Map<string, string>();
  const visited = new Set<string>();
  const configuration = state.id('bpc');

  function create(params: FormObject): FakePortalSession {
    const customer = str(params, 'customer');
    if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    if (!state.customers.has(customer)) throw missing('customer', customer, 'customer');
    const returnUrl = str(params, 'return_url');
    if (returnUrl !== undefined && !/^https?:\/\//.test(returnUrl))
      throw invalid('Not a valid URL', 'return_url', 'url_invalid');
    const flowData = obj(params, 'flow_data');
    let flow: FakePortalSession['flow'] = null;
    if (Object.keys(flowData).length > 0) {
      const type = str(flowData, 'type');
      if (!type || !FLOW_TYPES.has(type))
        throw invalid(`Invalid flow_data[type]: must be one of ${[...FLOW_TYPES].join(', ')}`, 'flow_data[type]');
      const after = obj(flowData, 'after_completion');
      const afterType = str(after, 'type') ?? 'portal_homepage';
      const redirect = str(obj(after, 'redirect'), 'return_url');
      if (afterType === 'redirect' && !redirect)
        throw invalid(
          'Missing required param: flow_data[after_completion][redirect][return_url].',
          'flow_data[after_completion][redirect][return_url]',
          'parameter_missing',
        );
      flow = {
        type,
        after_completion: {
          type: afterType,
          redirect: redirect ? { return_url: redirect } : null,
          hosted_confirmation: null,
        },
      };
    }
    const secret = `test_${randomBytes(18).toString('base64url')}`;
    const session: FakePortalSession = {
      id: state.id('bps'),
      object: 'billing_portal.session',
      after_expiration: null,
      configuration,
      created: state.now(),
      customer,
      customer_account: null,
      flow,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: returnUrl ?? null,
      url: `${state.selfUrl}/p/session/${secret}`,
    };
    sessions.set(session.id, session);
    bySecret.set(secret, session.id);
    return session;
  }

  /** The card becomes the customer's and their live subscriptions' default, as the portal's payment method update does. */
  function setDefaultCard(customerId: string, cardNumber: string): { ok: true } | { ok: false; message: string } {
    const digits = cardNumber.replace(/\s+/g, '');
    const outcome = TEST_CARDS[digits];
    if (!/^\d{12,19}$/.test(digits)) return { ok: false, message: 'Your card number is invalid.' };
    if (!outcome || !outcome.ok)
      return { ok: false, message: outcome && !outcome.ok ? outcome.message : 'Your card was declined.' };
    const customer = state.customers.get(customerId)!;
    const paymentMethod = state.id('pm');
    state.paymentMethods.set(paymentMethod, cardOfPaymentMethod(digits));
    const previous = customer.invoice_settings?.default_payment_method ?? null;
    customer.invoice_settings = { default_payment_method: paymentMethod };
    state.emit('customer.updated', customer, { invoice_settings: { default_payment_method: previous } });
    for (const sub of state.subscriptions.values()) {
      if (sub.customer !== customerId || !LIVE.has(sub.status)) continue;
      const before = sub.default_payment_method ?? null;
      sub.default_payment_method = paymentMethod;
      state.emit('customer.subscription.updated', sub, { default_payment_method: before });
    }
    return { ok: true };
  }

  /** GET /p/session/{secret} (the page) and POST /p/session/{secret}/card (the form); null for other paths. */
  function page(method: string, pathname: string, raw: string): [number, string] | null {
    const m = /^\/p\/session\/([A-Za-z0-9_-]+)(\/card)?$/.exec(pathname);
    if (!m) return null;
    const session = sessions.get(bySecret.get(m[1]!) ?? '');
    if (!session) return [404, portalPage(null, null, { ok: false, text: 'This link is not valid.' })];
    if (!visited.has(session.id) && state.now() - session.created > PORTAL_UNVISITED_TTL_SECONDS) {
      return [
        200,
        portalPage(null, returnOf(session), {
          ok: false,
          text: 'This session has expired. Go back and open it again.',
        }),
      ];
    }
    visited.add(session.id);
    if (!m[2]) return [200, portalPage(session, returnOf(session))];
    if (method !== 'POST') return [405, 'Method Not Allowed'];
    const outcome = setDefaultCard(session.customer, new URLSearchParams(raw).get('card') ?? '');
    return [
      200,
      outcome.ok
        ? portalPage(null, returnOf(session), {
            ok: true,
            text: 'Your card was updated. It is used for your next payments.',
          })
        : portalPage(session, returnOf(session), { ok: false, text: outcome.message }),
    ];
  }

  const returnOf = (session: FakePortalSession) =>
    session.flow?.after_completion.redirect?.return_url ?? session.return_url;

  return { sessions, create, page, setDefaultCard };
}

function portalPage(
  session: FakePortalSession | null,
  returnUrl: string | null,
  notice?: { ok: boolean; text: string },
): string {
  const form = session
    ? `<form method="post" action="/p/session/${escape(new URL(session.url).pathname.split('/').pop()!)}/card">
        <label for="card">Card number (test mode)</label>
        <input id="card" name="card" value="5555 5555 5555 4444" autocomplete="off" inputmode="numeric">
        <p class="hint">4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) are accepted; 4000 0000 0000 0002 is declined.</p>
        <button type="submit">Save card</button>
      </form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Update your payment method (Sandbox Stripe)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
h1{font-size:1.25rem}label{display:block;font-size:.875rem;margin-bottom:.25rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #c4c9d4;border-radius:6px;box-sizing:border-box}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
.hint{font-size:.8rem;color:#687385}.ok{color:#0a7c42;font-weight:600}.err{color:#c0123c;font-weight:600}.badge{font-size:.75rem;background:#ffde92;padding:.1rem .4rem;border-radius:4px}</style>
</head><body><span class="badge">TEST MODE · Sandbox Stripe</span>
<h1>Update your payment method</h1>
${notice ? `<p class="${notice.ok ? 'ok' : 'err'}" role="status">${escape(notice.text)}</p>` : ''}
${form}
${returnUrl ? `<p><a href="${escape(returnUrl)}">Return to HostFree</a></p>` : ''}</body></html>`;
}
