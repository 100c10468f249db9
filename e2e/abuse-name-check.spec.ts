import { expect, test } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// A visitor tries to claim a name dressed as a payment brand's sign-in page: the search says no, in words that do
// not say which part of the name was wrong, and offers no way to create it. An ordinary name still passes.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e abuse-name-check' });

const REFUSED = "This name can't be used for a site here. Please choose a different name.";

let whm: FakeWhm;
test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
});
test.afterAll(async () => {
  await whm?.stop();
});

test('a visitor cannot claim paypal-login-verify', async ({ page, request }) => {
  const suffix = await hostedDomain(request);
  await page.goto('/');
  await page.getByRole('button', { name: /Free Hosting Account/ }).click();
  await page.getByLabel('Domain name').fill('paypal-login-verify');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your Free Account' })).toHaveCount(0);

  // The server holds the line whatever the page does.
  const direct = await request.post('/api/check-domain-availability', {
    data: { domain: `paypal-login-verify.${suffix}` },
  });
  expect(await direct.json()).toMatchObject({ available: false, message: REFUSED });

  const name = `bakery-${Date.now().toString(36)}`;
  await page.getByLabel('Domain name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`${name}.${suffix} is available!`)).toBeVisible();
});
