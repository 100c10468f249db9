import type { FakeInvoice } from './state.js';

// A stand-in for Stripe's hosted invoice page (invoice.stripe.com/i/…): the fallback 000 §8 offers when the
// embedded payment form cannot load. It shows the amount and pays with a test card number.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export function hostedInvoicePage(invoice: FakeInvoice, notice?: { ok: boolean; text: string }): string {
  const paid = invoice.status === 'paid';
  const body = paid
    ? `<p class="ok" data-testid="invoice-paid">Invoice paid. Thank you!</p><p>You can close this page and return to the site.</p>`
    : invoice.status !== 'open'
      ? `<p class="err">This invoice is ${escape(invoice.status)} and can no longer be paid.</p>`
      : `<form method="post" action="/i/${escape(invoice.id)}/pay">
          <label for="card">Card number (test mode)</label>
          <input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off" inputmode="numeric">
          <p class="hint">4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
          <button type="submit">Pay ${escape(dollars(invoice.amount_due, invoice.currency))}</button>
        </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${escape(invoice.id)} (Sandbox Stripe)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0 1.5rem}label{display:block;font-size:.875rem;margin-bottom:.25rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #c4c9d4;border-radius:6px;box-sizing:border-box}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
.hint{font-size:.8rem;color:#687385}.ok{color:#0a7c42;font-weight:600}.err{color:#c0123c;font-weight:600}.badge{font-size:.75rem;background:#ffde92;padding:.1rem .4rem;border-radius:4px}</style>
</head><body><span class="badge">TEST MODE · Sandbox Stripe</span>
<h1>HostFree invoice</h1><div class="amount">${escape(dollars(invoice.amount_due, invoice.currency))}</div>
${notice ? `<p class="${notice.ok ? 'ok' : 'err'}" role="status">${escape(notice.text)}</p>` : ''}
${body}</body></html>`;
}
