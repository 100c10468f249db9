import type { Page } from '@playwright/test';
import type { FakeStripe } from '../../sandbox/stripe';

// Stripe.js cannot load here (no internet). Journeys serve a stand-in at js.stripe.com that implements just what
// @stripe/stripe-js and @stripe/react-stripe-js use: Stripe(key) with elements() → create('payment') → mount/on/off/
// update/destroy, confirmPayment and retrievePaymentIntent. Like the real one it talks to api.stripe.com with the
// publishable key and the client secret (POST /v1/payment_intents/{id}/confirm); the page routes api.stripe.com to
// the sandbox, so the app's CSP and code paths are the production ones. The card form is plain inputs rather than
// Stripe's iframe.

const STAND_IN = String.raw`(() => {
  const API = 'https://api.stripe.com/v1';
  function Stripe(publishableKey) {
    const call = async (method, path, params) => {
      const body = new URLSearchParams(params).toString();
      const url = method === 'GET' ? API + path + '?' + body : API + path;
      const res = await fetch(url, {
        method,
        headers: { Authorization: 'Bearer ' + publishableKey, ...(method === 'GET' ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }) },
        body: method === 'GET' ? undefined : body,
      });
      return { ok: res.ok, json: await res.json() };
    };
    const elements = (options = {}) => {
      let element = null;
      const group = {
        _clientSecret: options.clientSecret,
        create(type) {
          const handlers = {};
          let root = null;
          const emit = (event, payload) => (handlers[event] || []).forEach((h) => h(payload));
          element = {
            mount(node) {
              root = typeof node === 'string' ? document.querySelector(node) : node;
              root.innerHTML = '<div data-testid="stripe-stand-in" style="display:grid;gap:8px">'
                + '<label style="display:grid;gap:4px;min-width:0;font-size:14px">Card number<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" style="box-sizing:border-box;width:100%;min-width:0;padding:8px;border:1px solid #ccc;border-radius:6px"></label>'
                + '<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">'
                + '<label style="display:grid;gap:4px;min-width:0;font-size:14px">Expiration<input name="exp-date" placeholder="MM / YY" style="box-sizing:border-box;width:100%;min-width:0;padding:8px;border:1px solid #ccc;border-radius:6px"></label>'
                + '<label style="display:grid;gap:4px;min-width:0;font-size:14px">CVC<input name="cvc" placeholder="CVC" style="box-sizing:border-box;width:100%;min-width:0;padding:8px;border:1px solid #ccc;border-radius:6px"></label>'
                + '</div></div>';
              setTimeout(() => emit('ready', { elementType: type }), 0);
            },
            on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
            off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
            update() {}, focus() {}, blur() {}, clear() {}, collapse() {}, unmount() { if (root) root.innerHTML = ''; },
            destroy() { if (root) root.innerHTML = ''; },
            _cardNumber() { return root ? (root.querySelector('input[name=cardnumber]').value || '').replace(/\s+/g, '') : ''; },
          };
          return element;
        },
        getElement() { return element; },
        update() {},
        async submit() { return {}; },
      };
      return group;
    };
    async function confirmPayment({ elements: group, confirmParams = {}, redirect }) {
      const secret = group._clientSecret;
      const id = secret.split('_secret_')[0];
      const number = group.getElement() ? group.getElement()._cardNumber() : '';
      if (!number) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
      const answer = await call('POST', '/payment_intents/' + id + '/confirm', {
        client_secret: secret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': number,
        ...(confirmParams.return_url ? { return_url: confirmParams.return_url } : {}),
      });
      if (!answer.ok) return { error: answer.json.error, paymentIntent: answer.json.error && answer.json.error.payment_intent };
      if (redirect !== 'if_required') {
        const target = new URL(confirmParams.return_url);
        target.searchParams.set('payment_intent', id);
        target.searchParams.set('payment_intent_client_secret', secret);
        target.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(target.toString());
        return new Promise(() => {});
      }
      return { paymentIntent: answer.json };
    }
    async function retrievePaymentIntent(secret) {
      const answer = await call('GET', '/payment_intents/' + secret.split('_secret_')[0], { client_secret: secret });
      return answer.ok ? { paymentIntent: answer.json } : { error: answer.json.error };
    }
    const unsupported = () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not available in the sandbox stand-in.' } });
    return {
      elements, confirmPayment, retrievePaymentIntent,
      createToken: unsupported, createPaymentMethod: unsupported, confirmCardPayment: unsupported,
      registerAppInfo() {}, _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the stand-in for Stripe.js and sends the browser's Stripe API calls to the sandbox. */
export async function serveStripeJsStandIn(page: Page, sandbox: FakeStripe): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${sandbox.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** What a browser gets where Stripe.js cannot be reached (no internet): the script fails to load. */
export async function blockStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
}

/**
 * Types a card into the stand-in's form (4242… pays, 4000 0000 0000 0002 is declined) and presses the pay button.
 * The form is found by the stand-in it holds, not by its name: the page names it in its own language.
 */
export async function payWithCard(page: Page, buttonName: string | RegExp, card = '4242 4242 4242 4242') {
  const form = page.locator('form').filter({ has: page.getByTestId('stripe-stand-in') });
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiration').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: buttonName }).click();
}
