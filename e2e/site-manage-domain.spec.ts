import { expect, test } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import {
  blockStripeJs,
  payOnInvoicePage,
  startPaidHostingSandboxes,
  startPremiumCheckout,
  type PaidHostingSandboxes,
} from './support/paid-hosting-checkout';

// A paid customer's own domain still points at their old host: Manage site says what AutoSSL found and which A
// record to set; they set it in the DNS editor, press "Check again", watch the check run and see HTTPS covered.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e site-manage-domain' });

const run = Date.now().toString(36);
const domain = `ownsite${run}.com`;
const OLD_HOST = '198.51.100.20';
let sandboxes: PaidHostingSandboxes;
let whm: FakeWhm;

test.beforeAll(async ({ request }) => {
  sandboxes = await startPaidHostingSandboxes(request, run);
  whm = sandboxes.whm;
  whm.state.siteSettings.initialAddress = (name) => (name === domain ? OLD_HOST : null);
  // A check runs for one progress read: the page sees it running, then its outcome, without waiting longer.
  whm.state.siteSettings.autosslCheckPolls = 1;
});

test.afterAll(async () => {
  await sandboxes?.stop();
});

test('a paid customer points their own domain here from the DNS editor and sees HTTPS covered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Bought as any customer buys it (the hosted invoice page: Stripe.js cannot load here).
  await blockStripeJs(context);
  await startPremiumCheckout(page, {
    label: `ownsite${run}`,
    tld: 'com',
    fullName: 'Owen Domain',
    email: `owen-${run}@example.test`,
  });
  await payOnInvoicePage(page);
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
