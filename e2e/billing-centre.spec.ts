import { expect, test } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import { registerViaApi, uniqueEmail, useToken } from './support/api';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { payWithCard, serveStripeJsStandIn } from './support/stripe-js-stand-in';

// A signed-in donor finds their monthly donation in the billing centre, with its gift, price, next
// charge and card, cancels it at period end behind a confirmation that names the end date, and resumes it.
let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startSandboxStripe();
});
test.afterAll(async () => {
  await stripe?.stop();
});

test('a donor sees their donation in the billing centre, cancels it at period end and resumes it', async ({
  page,
  request,
}) => {
  await configureStripeViaApi(request);
  const donor = await registerViaApi(request, uniqueEmail('billing-donor'), 'Billing-Donor-2026!');
  await serveStripeJsStandIn(page, stripe);
  await useToken(page, donor.token);

  // The client dashboard's donation banner: the $10 tier's own button preselects it.
  await page.goto('/dashboard');
  await page
    .getByRole('list', { name: 'Donation tiers' })
    .getByRole('button', { name: /\$10\/mo/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /\$10\/month/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Choose your gift')).toBeVisible();
  await dialog.getByText('VPS gift').click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /Subscribe for \$10\/month/ }).click();
  await expect(dialog.getByTestId('stripe-stand-in')).toBeVisible();
  await payWithCard(page, 'Donate $10/month');
  await expect(page.getByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeVisible();
  await stripe.webhooks.idle();

  // From the nav to the billing centre: the donation, its gift being set up, its price, next charge and card.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const card = page.getByTestId('billing-subscription').filter({ hasText: 'Donation' });
  // The ledger is written by the webhook's job, which may finish a moment after the thank-you page (which asks Stripe).
  await expect(async () => {
    await page.reload();
    await expect(card).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText('$10.00');
  await expect(card).toContainText('Active');
  await expect(card).toContainText(/Visa .*4242/i);
  await expect(card).toContainText('Next charge');
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText('$10.00');

  // Cancel at period end: the confirmation names the end date; the plan says when it ends and can be resumed.
  await card.getByRole('button', { name: 'Cancel at period end' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(/stays active until \d{1,2} \w+ \d{4}, then ends/);
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(card).toContainText('Ends:');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
  const sub = [...stripe.state.subscriptions.values()].find((s) => s.status === 'active' && s.cancel_at_period_end);
  expect(sub, 'Stripe was told to cancel at period end').toBeTruthy();

  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  expect(stripe.state.subscriptions.get(sub!.id)!.cancel_at_period_end).toBe(false);
});
