import { expect, test, type Page } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import { openAdminTab } from './support/admin-session';
import { shootAtWidths } from './support/screenshots';
import { createPaidPackages } from './support/sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';

// An admin makes a promotion code on VPS Management → Promotion Codes (a refused form first), sees it listed as
// Active, opens its redemptions and deactivates it. Screenshots at desktop and phone widths.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e promotion-codes' });

const SHOTS = '.tmp/screenshots-promotion-codes';
const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
let stripe: FakeStripe;

const shoot = (page: Page, name: string) => shootAtWidths(page, SHOTS, name);

test.beforeAll(async ({ request }) => {
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  // A code names the Stripe products it discounts: the paid plans must exist.
  await createPaidPackages(request, Date.now().toString(36));
});
test.afterAll(async () => {
  await stripe?.stop();
});

test('an admin creates, lists and deactivates a promotion code', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdminTab(page, request, 'vps');
  await page.getByRole('tab', { name: 'Promotion Codes' }).click();
  await page.getByRole('button', { name: 'New Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Promotion Code' });
  await dialog.getByLabel('Duration').selectOption('repeating');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('Enter a promotion code')).toBeVisible();
  await expect(dialog.getByText('Enter for how many months the discount repeats.')).toBeVisible();
  await shoot(page, '1-new-code-refused');

  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percentage').fill('25');
  await dialog.getByLabel('Months').fill('3');
  await dialog.getByLabel('Maximum redemptions').fill('100');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('promotion-code').filter({ hasText: code });
  await expect(row.getByText('25% off for 3 months')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /Redemptions/ }).click();
  await expect(row.getByText('Nobody has used this code yet.')).toBeVisible();
  await shoot(page, '2-code-listed');

  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate promotion code?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await shoot(page, '3-code-deactivated');
});
