import type { ServerResponse } from 'node:http';
import type { createBillingPortal } from './billing-portal.js';
import { receiptPage } from './charges.js';
import { hostedCheckout } from './hosted-checkout.js';
import { hostedInvoicePage } from './hosted-invoice.js';
import { send } from './http.js';
import { invoicePdf } from './invoice-pdf.js';
import type { FakeStripeState } from './state.js';

// The pages a browser opens without a key: an invoice's PDF and hosted page, the customer portal, a charge's
// receipt and Checkout's hosted payment page.

/** Answers the request when it is one of the browser pages; false when it is not. */
export function servePage(
  state: FakeStripeState,
  billingPortal: ReturnType<typeof createBillingPortal>,
  method: string,
  target: URL,
  raw: string,
  res: ServerResponse,
): boolean {
  const answer = (...args: Parameters<typeof send>) => {
    send(...args);
    return true;
  };
  // The invoice's PDF (invoice_pdf; a browser's, no key).
  const pdf = /^\/i\/(in_[A-Za-z0-9]+)\/pdf$/.exec(target.pathname);
  if (pdf) {
    const invoice = state.invoices.get(pdf[1]!);
    if (!invoice) return answer(res, 404, 'text/plain', 'No such invoice.');
    const file = invoicePdf(state, invoice);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': file.length,
      'content-disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
    });
    res.end(file);
    return true;
  }
  // The hosted invoice page (a browser's, no key).
  const page = /^\/i\/(in_[A-Za-z0-9]+)(\/pay)?$/.exec(target.pathname);
  if (page) {
    const invoice = state.invoices.get(page[1]!);
    if (!invoice)
      return answer(
        res,
        404,
        'text/html; charset=utf-8',
        '<!doctype html><title>Not found</title><p>This invoice does not exist.</p>',
      );
    if (!page[2]) return answer(res, 200, 'text/html; charset=utf-8', hostedInvoicePage(invoice));
    if (method !== 'POST') return answer(res, 405, 'text/plain', 'Method Not Allowed');
    const card = new URLSearchParams(raw).get('card') ?? '';
    const intent = invoice.payment_intent ? state.paymentIntents.get(invoice.payment_intent) : undefined;
    if (invoice.status !== 'open' || !intent)
      return answer(res, 200, 'text/html; charset=utf-8', hostedInvoicePage(invoice));
    const outcome = state.confirm(intent, card);
    return answer(
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
  if (portalPage) return answer(res, portalPage[0], 'text/html; charset=utf-8', portalPage[1]);
  // A charge's receipt page (receipt_url; pay.stripe.com/receipts/… in production).
  const receipt = /^\/receipts\/(ch_[A-Za-z0-9]+)$/.exec(target.pathname);
  if (receipt) {
    const charge = state.charges.charges.get(receipt[1]!);
    return charge
      ? answer(res, 200, 'text/html; charset=utf-8', receiptPage(charge))
      : answer(res, 404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title><p>No such receipt.</p>');
  }
  // Checkout's hosted payment page (a browser's, no key): GET shows it, POST pays (card=…, email=…).
  const checkout = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(target.pathname);
  const checkoutPage = checkout ? hostedCheckout(state, checkout[1]!, method, raw) : null;
  if (checkoutPage) return answer(res, checkoutPage.status, checkoutPage.type, checkoutPage.body, checkoutPage.headers);
  return false;
}
