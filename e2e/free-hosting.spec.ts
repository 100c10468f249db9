import { expect, test } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { uniqueEmail } from './support/api';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// A visitor claims a free name on the landing page, signs up anonymously on the way, activates
// the account with an e-mail, watches it go from pending to live and opens cPanel. Its own device (user agent),
// so the device limits of other journeys do not touch it.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e free-hosting' });

let whm: FakeWhm;
test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
});
test.afterAll(async () => {
  await whm?.stop();
});

test('the landing page has the sections of 000 §2 in order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Free web hosting/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the chat group/ })).toBeVisible();
  const order = await page
    .locator('[data-section]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
  expect(order).toEqual([
    'banner',
    'service-chooser',
    'stats',
    'community',
    'features',
    'plugin-directory',
    'pricing',
    'donate',
    'testimonials',
    'final-cta',
  ]);
  await expect(page.locator('#donate')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a visitor claims a free name anonymously, keeps the details, adds an e-mail and opens cPanel', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = await hostedDomain(request);
  const name = `e2e-${Date.now().toString(36)}`;
  const domain = `${name}.${suffix}`;
  // createacct is held on this WHM until the journey has met the account while it is still pending.
  const releaseCreateacct = whm.switches.hold('createacct');

  await page.goto('/');
  await page.getByRole('button', { name: /Free Hosting Account/ }).click();
  await expect(page.getByRole('heading', { name: 'Search Your Free Domain' })).toBeVisible();
  await page.getByLabel('Domain name').fill(`  ${name.toUpperCase()}.${suffix} `);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`${domain} is available!`)).toBeVisible();
  await expect(page.getByText('No credit card required • Setup takes less than 30 seconds')).toBeVisible();

  await page.getByRole('button', { name: 'Create Your Free Account' }).click();
  // Straight to one calm panel with the site and the generated details: no toast, no countdown.
  await page.waitForURL(/\/auth\?showCredentials=true/);
  await expect(page.getByRole('heading', { name: 'Welcome to HostFree' })).toBeVisible();
  await expect(page.locator('dt:has-text("Your site") + dd span').first()).toHaveText(domain);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();

  // No e-mail yet: adding one is offered beside the dashboard, not forced. The new account is pending.
  const offer = page.getByRole('region', { name: 'Add an email address (optional)' });
  await expect(offer).toBeVisible();
  const account = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
  await expect(account).toHaveAttribute('data-status', 'pending');
  await offer.getByLabel('Email').fill(uniqueEmail('free-hosting'));
  await offer.getByRole('button', { name: 'Save email' }).click();
  await expect(offer).toHaveCount(0);

  await expect(account.getByText('Pending')).toBeVisible();
  await expect(account.getByRole('button', { name: /Open cPanel/ })).toBeDisabled();
  await expect(page.getByText('Your hosting account is being activated')).toBeVisible();
  // The credentials generated at registration are on the dashboard until saved.
  await expect(page.getByText('Your account credentials')).toBeVisible();

  releaseCreateacct();
  // Once WHM has created it, Refresh Now shows the account active with live figures.
  await expect.poll(() => whm.state.accountByDomain(domain) !== undefined, { timeout: 60_000 }).toBe(true);
  // The list also refreshes by itself, and the banner (with its button) goes once the account is active: a click
  // that waited for a button already gone would hang the whole wait, so it is tried only while it is there.
  await expect(async () => {
    const refreshNow = page.getByRole('button', { name: 'Refresh Now' });
    if (await refreshNow.isVisible()) await refreshNow.click({ timeout: 2_000 });
    await expect(account).toHaveAttribute('data-status', 'active', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(account.getByText('Active', { exact: true })).toBeVisible();
  await expect(account.getByText('Live', { exact: true })).toBeVisible();
  await expect(account.getByText('42.0 MB')).toBeVisible();
  await expect(account.getByRole('progressbar', { name: 'Disk space used' })).toBeVisible();

  // cPanel opens in a new tab, signed in through the WHM session URL.
  const popupPromise = page.waitForEvent('popup');
  await account.getByRole('button', { name: /Open cPanel/ }).click();
  const popup = await popupPromise;
  await popup.waitForURL((url) => url.href.startsWith(whm.url));
  expect(new URL(popup.url()).pathname).toMatch(/^\/cpsess\d+\/login\/?$/);
});
