import { expect, test } from './support/test';
import type { FakeAzure } from '../sandbox/azure';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeVultr } from '../sandbox/vultr';
import { adminToken, uniqueEmail, useToken } from './support/api';
import {
  linkAzureAccount,
  registerClientViaApi,
  setDefaultProvider,
  startSandboxAzure,
  startSandboxVultr,
} from './support/sandbox-compute';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { blockStripeJs, serveStripeJsStandIn } from './support/stripe-js-stand-in';

// 001 §9: one free Azure trial per verified account, extra usage $3 per 48 hours. A client whose free trial is
// over pays $3 in the card form (a Stripe.js stand-in confirming against the sandbox Stripe) and the server,
// having asked Stripe, starts the second run.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-azure-paid' });

const run = Date.now().toString(36);
let azure: FakeAzure;
let vultr: FakeVultr;
let stripe: FakeStripe;

test.beforeAll(async ({ request }) => {
  azure = await startSandboxAzure();
  vultr = await startSandboxVultr();
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  const token = await adminToken(request);
  const accountId = await linkAzureAccount(request, token, `E2E Azure paid ${run}`, azure);
  await setDefaultProvider(request, token, 'azure', accountId);
});

test.afterAll(async () => {
  await azure?.stop();
  await vultr?.stop();
  await stripe?.stop();
});

test('after the free trial a client pays $3 and the second 48-hour run starts', async ({ page, request }) => {
  const client = await registerClientViaApi(request, uniqueEmail('compute-paid'));
  const auth = { authorization: `Bearer ${client.token}` };
  // The free trial, used and terminated.
  const free = await request.post('/api/compute/provision', { headers: auth, data: { os: 'ubuntu-24-04' } });
  expect(free.status(), await free.text()).toBe(201);
  expect((await request.delete(`/api/compute/${(await free.json()).id}`, { headers: auth })).ok()).toBeTruthy();

  await serveStripeJsStandIn(page, stripe);
  await useToken(page, client.token);
  await page.goto('/compute');
  await expect(
    page.getByText('Your free trial has been used; the next run is billed at $3 for 48 hours.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Windows 11' }).check();
  await page.getByRole('button', { name: 'Launch 48-hour Trial' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay for another 48-hour run' });
  // Nothing is started until the client asks to pay.
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByTestId('stripe-stand-in')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $3 and launch' }).click();

  const summary = page.getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(0);
  await expect(summary.getByText('Save these credentials now: they may be shown only once.')).toBeVisible();
  // The paid run is a 48-hour trial like the first: its card shows the time remaining.
  await expect(
    page.getByText('Your 48-hour trial is still running. Terminate it before starting another.'),
  ).toBeVisible();
  const paidIntent = [...stripe.state.paymentIntents.values()].find((pi) => pi.metadata?.kind === 'azure-extra-run');
  expect(paidIntent).toMatchObject({ amount: 300, status: 'succeeded' });
});

// Without Stripe.js (no internet, as in the demo) the same $3 payment goes on to Stripe Checkout; Stripe
// brings the browser back to /compute, which asks the server (and so Stripe) and shows the run it started.
test('without Stripe.js the $3 run is paid on Stripe Checkout and starts on the way back', async ({
  page,
  request,
}) => {
  const client = await registerClientViaApi(request, uniqueEmail('compute-checkout'));
  const auth = { authorization: `Bearer ${client.token}` };
  const free = await request.post('/api/compute/provision', { headers: auth, data: { os: 'ubuntu-24-04' } });
  expect(free.status(), await free.text()).toBe(201);
  expect((await request.delete(`/api/compute/${(await free.json()).id}`, { headers: auth })).ok()).toBeTruthy();

  await blockStripeJs(page);
  await useToken(page, client.token);
  await page.goto('/compute');
  await page.getByRole('button', { name: 'Launch 48-hour Trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for another 48-hour run' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Continue to secure checkout' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByText(`Paying as ${client.email}`)).toBeVisible();
  await page.getByLabel('Card number (test mode)').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $3.00' }).click();

  const summary = page.getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/compute$/);
  await expect(
    page.getByText('Your 48-hour trial is still running. Terminate it before starting another.'),
  ).toBeVisible();
  const session = [...stripe.state.checkoutSessions.values()].find((s) => s.customer_email === client.email);
  expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 300 });
});
