import { expect, test, type Page } from './support/test';
import { adminToken, registerViaApi, useToken } from './support/api';
import {
  blockStripeJs,
  payOnInvoicePage,
  shootBothWidths,
  startPaidHostingSandboxes,
  startPremiumCheckout,
  type PaidHostingSandboxes,
} from './support/paid-hosting-checkout';

// With Stripe Tax on, a signed-in Irish business buys Premium hosting with its billing address and VAT number: the sandbox's
// Stripe Tax charges Irish VAT (23 %, a sale in the seller's own country), the invoice page asks for the taxed amount,
// and the billing centre lists the invoice with its VAT line, the verified VAT number and a link to its PDF. Stripe Tax
// is turned off again afterwards, so the journeys after this one see checkouts as before.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e vat-invoice' });

const run = Date.now().toString(36);
const label = `vatbiz${run}`;
const domain = `${label}.com`;
const SHOTS = '.tmp/screenshots-vat-invoice';
let sandboxes: PaidHostingSandboxes;

async function setTax(request: import('@playwright/test').APIRequestContext, automaticTax: boolean) {
  const res = await request.put('/api/admin/stripe-settings/tax', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { automaticTax },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test.beforeAll(async ({ request }) => {
  sandboxes = await startPaidHostingSandboxes(request, run);
  await setTax(request, true);
});

test.afterAll(async ({ request }) => {
  await setTax(request, false);
  await sandboxes?.stop();
});

test("a business's invoice carries Irish VAT, its VAT number and a PDF link", async ({ page, context, request }) => {
  const email = `aoife-${run}@example.test`;
  const buyer = await registerViaApi(request, email, 'Vat-Invoice-2026!');
  await useToken(page, buyer.token);
  await blockStripeJs(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startPremiumCheckout(page, {
    label,
    tld: 'com',
    fullName: 'Aoife Business',
    email,
    billing: async () => {
      await page.getByText('Billing address and VAT number for your invoice').click();
      await page.getByLabel('Address').fill('1 Grafton Street');
      await page.getByLabel('City').fill('Dublin');
      await page.getByLabel('Postal code').fill('D02 XY45');
      await page.getByLabel('Country code').fill('IE');
      await page.getByLabel(/VAT number/).fill('IE 1234567WA');
      await shoot(page, '1-checkout-billing-address');
    },
  });

  // $8.95 and 23 % Irish VAT ($2.06): the invoice asks for $11.01.
  await payOnInvoicePage(page, '11.01');
  await expect(page.getByTestId('paid-hosting-success')).toBeVisible({ timeout: 30_000 });

  // The billing centre lists the invoice once the webhook's job has recorded it.
  await page.goto('/billing');
  const payment = page.getByTestId('billing-payment').filter({ hasText: domain });
  await expect(async () => {
    await page.reload();
    await expect(payment).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(payment).toContainText('$11.01');
  await expect(payment.getByTestId('invoice-tax')).toHaveText('Tax 23%: $2.06');
  const pdfLink = payment.getByTestId('invoice-pdf');
  const pdfUrl = await pdfLink.getAttribute('href');
  expect(pdfUrl).toMatch(/\/i\/in_[A-Za-z0-9]+\/pdf$/);
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1')).toContain('IE1234567WA');
  await expect(page.getByTestId('tax-id-status')).toContainText('IE1234567WA');
  await expect(page.getByTestId('tax-id-status')).toContainText('Verified');
  await shoot(page, '2-billing-centre-invoice');
});
