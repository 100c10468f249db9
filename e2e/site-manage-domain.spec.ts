import { expect, test } from '@playwright/test';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import { createPaidPackages, startSandboxRegistries, type SandboxRegistries } from './support/sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { startSandboxWhm } from './support/sandbox-whm';

// A paid customer's own domain still points at their old host: Manage site says what AutoSSL found and which A
// record to set; they set it in the DNS editor, press "Check again", watch the check run and see HTTPS covered.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e site-manage-domain' });

const run = Date.now().toString(36);
const domain = `ownsite${run}.com`;
const OLD_HOST = '198.51.100.20';
let whm: FakeWhm;
let registries: SandboxRegistries;
let stripe: FakeStripe;

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  whm.state.siteSettings.initialAddress = (name) => (name === domain ? OLD_HOST : null);
  // A check runs for one progress read: the page sees it running, then its outcome, without waiting longer.
  whm.state.siteSettings.autosslCheckPolls = 1;
  registries = await startSandboxRegistries([]);
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  await createPaidPackages(request, run);
});

test.afterAll(async () => {
  await whm?.stop();
  await registries?.stop();
  await stripe?.stop();
});

test('a paid customer points their own domain here from the DNS editor and sees HTTPS covered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Bought as any customer buys it (the hosted invoice page: Stripe.js cannot load here).
  await context.route('https://js.stripe.com/**', (route) => route.abort());
  await page.goto(`/paid-hosting?domain=${domain}&plan=premium&label=ownsite${run}&tld=com`);
  await expect(page.getByRole('form', { name: 'Choose your domain' }).getByRole('status')).toHaveText(
    `${domain} is available.`,
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Full name').fill('Owen Domain');
  await page.getByLabel('Email').fill(`owen-${run}@example.test`);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Pay on the secure invoice page/ }).click();
  const invoice = await popupPromise;
  await invoice.getByRole('button', { name: /Pay 8\.95 USD/ }).click();
  await expect(invoice.getByTestId('invoice-paid')).toBeVisible();
  await invoice.close();
  await page.getByRole('button', { name: 'I have paid' }).click();
  const success = page.getByTestId('paid-hosting-success');
  await expect(success.getByRole('heading', { name: `Your hosting for ${domain} is ready` })).toBeVisible({
    timeout: 30_000,
  });
  await success.getByRole('link', { name: 'Go to dashboard' }).click();

  const card = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
  await expect(card.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: 'Manage site' }).click();

  // AutoSSL has not run yet: a first check finds the domain pointing elsewhere and says what to set.
  const https = page.getByRole('region', { name: 'HTTPS' });
  await https.getByRole('button', { name: 'Check again' }).click();
  const apex = https.locator(`li[data-domain="${domain}"]`);
  await expect(apex).toContainText(`resolves to “${OLD_HOST}”`);
  const serverIp = whm.state.sharedIp;
  await expect(apex).toContainText(`set its A record to ${serverIp}`);
  await expect(apex).toHaveAttribute('data-covered', 'false');

  // The fix, in the DNS editor: the domain's A record to the server.
  const dns = page.getByRole('region', { name: 'DNS records' });
  await dns.getByRole('button', { name: 'Edit A @' }).click();
  await dns.getByLabel('IPv4 address').fill(serverIp);
  await dns.getByRole('button', { name: 'Save record' }).click();
  await expect(dns.locator('tr[data-type="A"][data-name="@"]')).toContainText(serverIp);

  await https.getByRole('button', { name: 'Check again' }).click();
  await expect(https.getByText('Checking your domains')).toBeVisible();
  await expect(apex).toHaveAttribute('data-covered', 'true');
  await expect(apex).toContainText('Certificate valid until');
  // SM_SHOTS=1: the page at a desktop's and a phone's width, for a person to look at.
  if (process.env.SM_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '.tmp/sm-domain-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/sm-domain-phone.png', fullPage: true });
  }
});
