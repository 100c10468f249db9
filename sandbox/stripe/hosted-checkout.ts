import { payCheckoutSession, settleExpiry, successRedirectOf, type FakeCheckoutSession } from './checkout.js';
import type { FakeStripeState } from './state.js';

// A stand-in for Stripe Checkout's hosted payment page (checkout.stripe.com/c/pay/cs_…): the product, the amount,
// an e-mail field when the session has none, a card number (test mode) and Pay. A declined card shows Stripe's
// message and the page stays; a paid session sends the browser to success_url; "Back" goes to cancel_url.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) =>
  currency === 'usd' ? `$${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export function hostedCheckoutPage(session: FakeCheckoutSession, notice?: { ok: boolean; text: string }): string {
  const total = money(session.amount_total, session.currency);
  const product = session.line_items.map((i) => i.description).join(', ');
  const body =
    session.status === 'complete'
      ? `<p class="ok" data-testid="checkout-paid">This payment is complete. Thank you!</p>`
      : session.status === 'expired'
        ? `<p class="err" data-testid="checkout-expired">This checkout session has expired. Return to the site to start again.</p>`
        : `<form method="post" action="/c/pay/${escape(session.id)}">
          ${
            session.customer_email
              ? `<p class="hint">Paying as ${escape(session.customer_email)}</p>`
              : `<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">`
          }
          <label for="card">Card number (test mode)</label>
          <input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off" inputmode="numeric">
          <p class="hint">4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
          <button type="submit">Pay ${escape(total)}</button>
        </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Sandbox Stripe)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0 1.5rem}label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #c4c9d4;border-radius:6px;box-sizing:border-box}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
a{color:#635bff}.hint{font-size:.8rem;color:#687385}.ok{color:#0a7c42;font-weight:600}.err{color:#c0123c;font-weight:600}.badge{font-size:.75rem;background:#ffde92;padding:.1rem .4rem;border-radius:4px}</style>
</head><body><span class="badge">TEST MODE · Sandbox Stripe</span>
${session.cancel_url && session.status === 'open' ? `<p><a href="${escape(session.cancel_url)}">&larr; Back</a></p>` : ''}
<h1>${escape(product)}</h1><div class="amount">${escape(total)}</div>
${notice ? `<p class="${notice.ok ? 'ok' : 'err'}" role="alert">${escape(notice.text)}</p>` : ''}
${body}</body></html>`;
}

const HTML = 'text/html; charset=utf-8';

/** GET /c/pay/{id} shows the page; POST (card=…, email=…) pays and redirects to success_url, or shows the decline. */
export function hostedCheckout(
  state: FakeStripeState,
  id: string,
  method: string,
  raw: string,
): { status: number; type: string; body: string; headers?: Record<string, string> } {
  const session = state.checkoutSessions.get(id);
  if (!session)
    return {
      status: 404,
      type: HTML,
      body: '<!doctype html><title>Not found</title><p>Something went wrong. This checkout session does not exist.</p>',
    };
  settleExpiry(state, session);
  if (method === 'GET') return { status: 200, type: HTML, body: hostedCheckoutPage(session) };
  if (method !== 'POST') return { status: 405, type: 'text/plain', body: 'Method Not Allowed' };
  const form = new URLSearchParams(raw);
  const email = form.get('email')?.trim() || null;
  if (session.status === 'open' && !session.customer_email && !email) {
    return {
      status: 200,
      type: HTML,
      body: hostedCheckoutPage(session, { ok: false, text: 'Your email is incomplete.' }),
    };
  }
  const outcome = payCheckoutSession(state, session, form.get('card') ?? '', email);
  const redirect = outcome.ok ? successRedirectOf(session) : null;
  if (redirect) return { status: 303, type: 'text/plain', body: `See ${redirect}`, headers: { location: redirect } };
  return {
    status: 200,
    type: HTML,
    body: hostedCheckoutPage(
      session,
      outcome.ok ? { ok: true, text: 'Payment succeeded.' } : { ok: false, text: outcome.message },
    ),
  };
}
