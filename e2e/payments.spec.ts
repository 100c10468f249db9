import { expect, test } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { uniqueSlug, uploadPluginViaApi } from './support/library';
import { configureStripeViaApi, SANDBOX_STRIPE_KEYS, startSandboxStripe } from './support/sandbox-stripe';
import { e2eAppUrl } from '../playwright.config';
import { blockStripeJs, payWithCard, serveStripeJsStandIn } from './support/stripe-js-stand-in';

// Card payments on Stripe, in order: an admin configures Stripe, a visitor gives $10 a month with a VPS
// gift, a client gives $5 toward a plugin, and the admin finds both on the analytics tab. The server talks to the
// sandbox Stripe (STRIPE_API_URL); the browser gets a Stripe.js stand-in that confirms against the same sandbox.
test.describe.configure({ mode: 'serial' });

let stripe: FakeStripe;
const visitorEmail = uniqueEmail('donor');
let pluginName = '';

// Other journeys on the same server may have completed donations before this file runs: totals are read relative.
let completedBefore = 0;
test.beforeAll(async ({ request }) => {
  stripe = await startSandboxStripe();
  const res = await request.get('/api/admin/donations', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  if (res.ok())
    completedBefore = ((await res.json()) as { totals: { completedAmount: number } }).totals.completedAmount;
});
test.afterAll(async () => {
  await stripe?.stop();
});

test('an admin configures Stripe in the VPS tab', async ({ page, request }) => {
  await useToken(page, await adminToken(request));
  await page.goto('/admin-dashboard#vps');
  await page.getByRole('tab', { name: 'Stripe Settings' }).click();
  await page.getByLabel('Publishable key').fill(SANDBOX_STRIPE_KEYS.publicKey);
  await page.getByLabel('Secret key').fill('sk_test_wrongKey');
  await page.getByLabel('Webhook signing secret').fill(SANDBOX_STRIPE_KEYS.webhookSecret);
  await page.getByRole('button', { name: 'Save Stripe Settings' }).click();
  // The server checks the key with Stripe and answers Stripe's own refusal.
  await expect(page.getByText('Invalid API Key provided: sk_test_****gKey', { exact: true })).toBeVisible();
  // The status card is not checked here: the paid-hosting journey, which runs earlier on the same server, may
  // already have saved the sandbox keys. That a refused save changes nothing is a server test (stripe-settings).

  await page.getByLabel('Secret key').fill(SANDBOX_STRIPE_KEYS.secretKey);
  await page.getByRole('button', { name: 'Save Stripe Settings' }).click();
  await expect(page.getByText('Stripe settings saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Payments on')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(2);
  await expect(page.getByLabel('Secret key')).toHaveValue('');
  await expect(page.getByTestId('webhook-url')).toHaveText(/\/api\/stripe\/webhook$/);
});

test('a visitor donates $10 a month with a VPS gift and sees the thank-you view', async ({ page }) => {
  await serveStripeJsStandIn(page, stripe);
  await page.goto('/plugins');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/#donate$/);
  const section = page.locator('#donate');
  await expect(section).toBeInViewport();

  await section.getByRole('button', { name: 'Donate $10/month' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /\$10\/month/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Choose your gift')).toBeVisible();
  await dialog.getByText('VPS gift').click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Email').fill(visitorEmail);
  await dialog.getByRole('button', { name: 'Subscribe for $10/month' }).click();

  await expect(dialog.getByTestId('stripe-stand-in')).toBeVisible();
  await payWithCard(page, 'Donate $10/month');
  await expect(page).toHaveURL(/\/donation-success\?payment_intent=pi_/);
  await expect(page.getByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeVisible();
  await expect(page.getByTestId('gift-countdown')).toHaveText(/24 hours/);
  await expect(page.getByText('2 vCPU', { exact: true })).toBeVisible();
  // A visitor has no dashboard to go to: home only.
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  // The sandbox saw a real subscription on the $10 price, now active.
  const subscriptions = [...stripe.state.subscriptions.values()];
  expect(subscriptions.some((s) => s.status === 'active')).toBe(true);
});

test('a client donates $5 to a plugin', async ({ page, request }) => {
  const admin = await adminToken(request);
  const plugin = await uploadPluginViaApi(request, admin, {
    slug: uniqueSlug('donate'),
    name: `Donated Plugin ${Date.now().toString(36)}`,
    version: '1.0.0',
    isPublic: true,
  });
  pluginName = plugin.name;
  const client = await registerAnonymousViaApi(request, uniqueEmail('client'));
  await serveStripeJsStandIn(page, stripe);
  await useToken(page, client.token);

  await page.goto(`/plugin/${plugin.slug}`);
  await page.getByRole('link', { name: 'Donate $5' }).click();
  await expect(page).toHaveURL(`/plugin/${plugin.slug}/donate`);
  await expect(page.getByRole('heading', { name: plugin.name })).toBeVisible();
  // Nothing is started until the visitor asks to pay.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('stripe-stand-in')).toBeVisible();

  // A declined card first: the provider's message, nothing paid.
  await payWithCard(page, 'Donate $5', '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await payWithCard(page, 'Donate $5');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(`/plugin/${plugin.slug}`, { timeout: 10_000 });
  // The success page's status call completes the row at once; the ledger's payment (what a refund acts on) is written
  // by the job of Stripe's payment_intent.succeeded, a few seconds later on a loaded machine. The admin journeys
  // below read a page once, so they start when the server has both, not when the browser showed success.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/donations', { headers: { authorization: `Bearer ${admin}` } });
        const { donations } = (await res.json()) as { donations: { pluginName: string | null; payment: unknown }[] };
        return donations.find((d) => d.pluginName === plugin.name)?.payment ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
});

test('an admin sees both donations on the analytics tab', async ({ page, request }) => {
  await useToken(page, await adminToken(request));
  await page.goto('/admin-dashboard#analytics');
  // 001 §2's order: pixel, donations, header-code; the first is open.
  await page.getByRole('tab', { name: 'Donations' }).click();
  await expect(page.getByRole('tab', { name: 'Donations' })).toHaveAttribute('data-state', 'active');
  const rows = page.getByTestId('donation-row');
  const gift = rows.filter({ hasText: visitorEmail });
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('$10.00');
  await expect(gift).toContainText('$10');
  await expect(gift).toContainText('VPS: 2 vCPU');
  await expect(gift.getByText('Completed')).toBeVisible();
  const plugin = rows.filter({ hasText: pluginName });
  await expect(plugin).toHaveCount(1);
  await expect(plugin).toContainText('$5.00');
  await expect(plugin.getByText('Completed')).toBeVisible();
  const expected = ((completedBefore + 1500) / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.getByRole('region', { name: 'Donation totals' })).toContainText(expected);
  await expect(page.getByTestId('donations-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
});

test('an admin refunds part of the plugin donation from its row, then the rest', async ({ page, request }) => {
  await useToken(page, await adminToken(request));
  await page.goto('/admin-dashboard#analytics');
  await page.getByRole('tab', { name: 'Donations' }).click();
  const plugin = page.getByTestId('donation-row').filter({ hasText: pluginName });
  await plugin.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('5.00');
  await dialog.getByLabel('Amount (USD)').fill('2');
  await dialog.getByLabel('Reason').fill('Part of it back, as asked');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(plugin.getByText('Refunded $2.00 of $5.00')).toBeVisible();

  await plugin.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('3.00');
  await dialog.getByLabel('Reason').fill('The rest');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(plugin.getByText('Refunded $5.00')).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Refund' })).toBeDisabled();
  // The sandbox Stripe refunded $5 in all on the donation's charge.
  expect([...stripe.state.charges.charges.values()].filter((c) => c.amount_refunded === 500)).toHaveLength(1);
});

test('without Stripe.js (no internet) a donation is paid on the hosted invoice page', async ({ page, context }) => {
  await blockStripeJs(page);
  await page.goto('/#donate');
  // Sections above #donate load on demand and the page holds the anchor while they arrive: click once it is still,
  // and once the app has drawn the page (the prerendered markup is inert until then: a click on it does nothing).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const section = page.locator('#donate');
  await expect(section).toBeInViewport();
  await section.getByRole('button', { name: 'Donate $5/month' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Email').fill(uniqueEmail('offline'));
  await dialog.getByRole('button', { name: 'Subscribe for $5/month' }).click();
  await expect(dialog.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });

  const [invoicePage] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: /Pay on the secure invoice page/ }).click(),
  ]);
  await invoicePage.getByRole('button', { name: /Pay 5\.00 USD/ }).click();
  await expect(invoicePage.getByTestId('invoice-paid')).toBeVisible();
  await invoicePage.close();

  await dialog.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeVisible();
});

test('an admin leaves the webhook secret empty: HostFree keeps its own endpoint and the events arrive through it', async ({
  page,
  request,
}) => {
  // No Dashboard-made endpoint for this journey: only the one HostFree creates delivers.
  stripe.webhooks.configure({ url: null, secret: SANDBOX_STRIPE_KEYS.webhookSecret });
  try {
    await useToken(page, await adminToken(request));
    await page.goto('/admin-dashboard#vps');
    await page.getByRole('tab', { name: 'Stripe Settings' }).click();
    await page.getByLabel('Publishable key').fill(SANDBOX_STRIPE_KEYS.publicKey);
    await page.getByLabel('Secret key').fill(SANDBOX_STRIPE_KEYS.secretKey);
    await page.getByRole('button', { name: 'Save Stripe Settings' }).click();
    await expect(page.getByText('Stripe settings saved', { exact: true })).toBeVisible();
    await expect(page.getByText('Managed by HostFree')).toBeVisible();
    await expect(page.getByText('Payments on')).toBeVisible();
    const endpoints = [...stripe.state.webhookEndpoints.values()];
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]!.url).toBe(`${e2eAppUrl.replace('localhost', '127.0.0.1')}/api/stripe/webhook`);
    await expect(page.getByTestId('webhook-url')).toHaveText(endpoints[0]!.url);

    // Stripe's events reach HostFree, signed with the endpoint's own secret.
    const intent = stripe.state.createPaymentIntent({
      amount: 500,
      currency: 'usd',
      metadata: { kind: 'e2e-managed-webhook' },
    });
    stripe.pay(intent.id);
    await stripe.webhooks.idle();
    // It subscribes to the types HostFree reads: payment_intent.succeeded, not payment_intent.created.
    expect(
      stripe.webhooks.deliveries.filter((d) => d.target === endpoints[0]!.id).map((d) => [d.type, d.status]),
    ).toEqual([['payment_intent.succeeded', 200]]);
    await page.reload();
    await page.getByRole('tab', { name: 'Stripe Settings' }).click();
    await expect(page.getByTestId('last-stripe-event')).toHaveText('Last event: payment_intent.succeeded, just now');
  } finally {
    // Later journeys expect the pasted secret of the sandbox's Dashboard-made endpoint.
    stripe.webhooks.configure({ url: `${e2eAppUrl}/api/stripe/webhook`, secret: SANDBOX_STRIPE_KEYS.webhookSecret });
    await configureStripeViaApi(request);
  }
});

// A one-time payment has no invoice page; without Stripe.js the $5 plugin donation goes on to Stripe
// Checkout (the sandbox's hosted page here) and comes back to the success page, which asks the server. This is the
// path the demo takes too: no machine here reaches js.stripe.com.
test('without Stripe.js (no internet) the $5 plugin donation completes on Stripe Checkout', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const plugin = await uploadPluginViaApi(request, admin, {
    slug: uniqueSlug('checkout'),
    name: `Checkout Plugin ${Date.now().toString(36)}`,
    version: '1.0.0',
    isPublic: true,
  });
  await blockStripeJs(page);
  await page.goto(`/plugin/${plugin.slug}/donate`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();

  // Stripe's hosted page: the server's amount and the plugin; a visitor types an e-mail there.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByRole('heading', { name: `$5 donation to ${plugin.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute(
    'href',
    new RegExp(`/plugin/${plugin.slug}/donate$`),
  );
  await page.getByLabel('Email').fill(uniqueEmail('checkout'));
  await page.getByLabel('Card number (test mode)').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Email').fill(uniqueEmail('checkout'));
  await page.getByLabel('Card number (test mode)').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();

  await expect(page).toHaveURL(/\/plugin-checkout-success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(`/plugin/${plugin.slug}`, { timeout: 10_000 });

  // The admin's list has it completed, once; Stripe has one paid session and its succeeded PaymentIntent.
  const list = await request.get('/api/admin/donations', { headers: { authorization: `Bearer ${admin}` } });
  const rows = (
    (await list.json()) as { donations: { pluginName: string | null; status: string; amount: number }[] }
  ).donations.filter((d) => d.pluginName === plugin.name);
  expect(rows).toEqual([expect.objectContaining({ status: 'completed', amount: 500 })]);
  const sessions = [...stripe.state.checkoutSessions.values()].filter((s) => s.metadata.pluginSlug === plugin.slug);
  expect(sessions.map((s) => [s.status, s.payment_status])).toEqual([['complete', 'paid']]);
  expect(stripe.state.paymentIntents.get(sessions[0]!.payment_intent!)).toMatchObject({
    status: 'succeeded',
    amount: 500,
  });
});
