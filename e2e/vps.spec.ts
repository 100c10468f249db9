import { expect, test } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import { openAdminTab } from './support/admin-session';
import { adminToken, uniqueEmail } from './support/api';
import { shootAtWidths } from './support/screenshots';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { blockStripeJs, payWithCard, serveStripeJsStandIn } from './support/stripe-js-stand-in';

// Anonymous VPS, in order: an admin adds a VPS package; a visitor orders it from the landing page, pays
// in the sandbox and gets account credentials on /vps-success; the admin sets the server up and completes the
// order (refused first without details); the customer signs in with the credentials and finds the server on the
// dashboard. The visitor's order carries a promotion code (a wrong one refused under its field first) and the
// checkout shows the server's discount before the card. The server talks to the sandbox Stripe; the browser gets
// the Stripe.js stand-in.
test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let stripe: FakeStripe;
const suffix = Date.now().toString(36);
const packageName = `Journey VPS ${suffix}`;
const buyerEmail = uniqueEmail('vps-buyer');
const promotionCode = `VPS${suffix.toUpperCase()}`;
let credentials = { username: '', password: '' };

test.beforeAll(async () => {
  stripe = await startSandboxStripe();
});
test.afterAll(async () => {
  await stripe?.stop();
});

test('an admin adds a VPS package', async ({ page, request }) => {
  await configureStripeViaApi(request);
  await openAdminTab(page, request, 'vps');
  await expect(page.getByRole('tab', { name: 'VPS Packages' })).toHaveAttribute('data-state', 'active');
  await page.getByRole('button', { name: 'Add VPS Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add VPS Package' });
  await expect(dialog.getByLabel('IPv4 addresses')).toHaveValue('1');
  await expect(dialog.getByLabel('Additional storage (GB)')).toHaveValue('0');
  await dialog.getByLabel('Package name').fill(`journey-vps-${suffix}`);
  await dialog.getByLabel('Display name').fill(packageName);
  await dialog.getByLabel('Price (USD per month)').fill('12.50');
  await dialog.getByLabel('vCPU').fill('2');
  await dialog.getByLabel('Memory (MB)').fill('4096');
  await dialog.getByLabel('Storage (GB)', { exact: true }).fill('80');
  await dialog.getByLabel('Traffic port').fill('1Gbps');
  await dialog.getByRole('button', { name: 'Remove operating system 3' }).click();
  await dialog.getByRole('button', { name: 'Create Package' }).click();
  await expect(page.getByText('VPS package created successfully.', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem', { name: packageName });
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('OS: Ubuntu 24.04 LTS, Windows 11');
});

test('a visitor orders a VPS with a promotion code, pays in the sandbox and sees the credentials on /vps-success', async ({
  page,
  request,
}) => {
  const made = await request.post('/api/admin/promotion-codes', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { code: promotionCode, percentOff: 20, duration: 'once', products: ['vps'] },
  });
  expect(made.ok()).toBeTruthy();
  await serveStripeJsStandIn(page, stripe);
  await page.goto('/#vps');
  const section = page.locator('#vps');
  await expect(section.getByText('Setup within 5 minutes')).toHaveCount(0);
  await expect(section.getByText('99.9% uptime')).toBeVisible();
  await expect(section.getByText('Orders are processed within 24 to 48 hours')).toBeVisible();
  await section.getByRole('button', { name: `Order now, ${packageName}` }).click();

  const dialog = page.getByRole('dialog', { name: `Order ${packageName}` });
  await dialog.getByLabel('Email').fill(buyerEmail);
  await dialog.getByLabel('Your name').fill('Journey Buyer');
  await dialog.getByLabel('Operating system').selectOption('ubuntu-24-04');
  const code = dialog.getByLabel('Promotion code (optional)');
  await code.fill('NOSUCHCODE');
  await code.press('Enter');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This promotion code is not valid.');
  await code.fill(promotionCode);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(promotionCode, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/vps-checkout\?subscription_id=sub_[^&]+&client_secret=pi_/);
  await expect(page.getByRole('heading', { name: packageName })).toBeVisible();
  await expect(page.getByText(`Code ${promotionCode}`)).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−$2.50');
  await expect(page.getByTestId('vps-checkout-due')).toHaveText('$10.00 USD');
  await expect(page.getByTestId('stripe-stand-in')).toBeVisible();
  await shootAtWidths(page, '.tmp/screenshots-vps-checkout-code', 'vps-checkout-with-code');
  await page.setViewportSize({ width: 1280, height: 800 });
  await payWithCard(page, 'Pay $10.00');

  await expect(page).toHaveURL(/\/vps-success\?subscription_id=sub_[^&]+&order_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Your VPS order is confirmed' })).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−$2.50');
  await expect(page.getByTestId('vps-success-paid')).toHaveText('$10.00');
  await shootAtWidths(page, '.tmp/screenshots-vps-checkout-code', 'vps-success-with-code');
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = page.getByLabel('Account credentials');
  await expect(account).toContainText(buyerEmail);
  const values = account.locator('dd span');
  credentials = {
    username: (await values.nth(0).textContent()) ?? '',
    password: (await values.nth(1).textContent()) ?? '',
  };
  expect(credentials.username).not.toBe('');
  expect(credentials.password.length).toBeGreaterThanOrEqual(8);
  await account.getByRole('button', { name: 'Copy Password' }).click();
  await expect(page.getByText('Copied!', { exact: true })).toBeVisible();

  // Shown once: a reload of the same address answers the order without the credentials.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your VPS order is confirmed' })).toBeVisible();
  await expect(page.getByLabel('Account credentials')).toHaveCount(0);
});

test('an admin fills in the server details and completes the order', async ({ page, request }) => {
  await openAdminTab(page, request, 'vps');
  await page.getByRole('tab', { name: 'VPS Orders' }).click();
  await page.getByTestId('vps-order').filter({ hasText: buyerEmail }).click();
  const order = page.getByRole('region', { name: /Order #\d+/ });
  await expect(order).toContainText('Journey Buyer');
  await expect(order).toContainText('ubuntu-24-04');
  await expect(order).toContainText('$12.50/month');

  await order.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByText('Missing Server Details', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please fill in all server details before marking as completed.', { exact: true }),
  ).toBeVisible();

  await order.getByRole('tab', { name: 'Server Setup' }).click();
  await order.getByRole('button', { name: 'Edit Server Details' }).click();
  const form = order.getByRole('form', { name: 'Server details' });
  await expect(form.getByLabel('SSH port')).toHaveValue('22');
  await expect(form.getByLabel('RDP port')).toHaveValue('3389');
  await form.getByLabel('IP address').fill('203.0.113.42');
  await form.getByLabel('Username').fill('root');
  await form.getByLabel('Password').fill('Vps-Server-Pass-42');
  await form.getByLabel('Status').selectOption('completed');
  await form.getByRole('button', { name: 'Save Server Details' }).click();
  await expect(page.getByText('Order Completed', { exact: true }).first()).toBeVisible();
  await expect(order.getByText('Completed', { exact: true }).first()).toBeVisible();
});

test('the customer signs in with the shown credentials and sees the server on the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(credentials.username);
  await dialog.getByLabel('Password').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  const vpsOrder = page.getByTestId('client-vps-order').first();
  await expect(vpsOrder).toContainText(packageName);
  await expect(vpsOrder.getByText('Active', { exact: true })).toBeVisible();
  const server = vpsOrder.getByLabel('Server details');
  await expect(server).toContainText('203.0.113.42');
  await expect(server).toContainText('root');
  await expect(server).toContainText('Vps-Server-Pass-42');
  await expect(server).toContainText('22');
  await expect(server).toContainText('3389');
});

test('without Stripe.js (no internet) a VPS is paid on the hosted invoice page', async ({ page, context }) => {
  await blockStripeJs(page);
  await page.goto('/#vps');
  await page
    .locator('#vps')
    .getByRole('button', { name: `Order now, ${packageName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${packageName}` });
  await dialog.getByLabel('Email').fill(uniqueEmail('vps-offline'));
  await dialog.getByLabel('Your name').fill('Offline Buyer');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });

  const [invoicePage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Pay on the secure invoice page/ }).click(),
  ]);
  await invoicePage.getByRole('button', { name: /Pay 12\.50 USD/ }).click();
  await expect(invoicePage.getByTestId('invoice-paid')).toBeVisible();
  await invoicePage.close();

  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('heading', { name: 'Your VPS order is confirmed' })).toBeVisible();
  await expect(page.getByLabel('Account credentials')).toContainText('@example.test');
});
