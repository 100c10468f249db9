import { expect, test, type Page } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import {
  blockStripeJs,
  payOnInvoicePage,
  shootBothWidths,
  startPaidHostingSandboxes,
  startPremiumCheckout,
  type PaidHostingSandboxes,
} from './support/paid-hosting-checkout';

// "A buyer resumes an abandoned checkout". A visitor starts a Premium checkout, leaves the
// payment step for another page, comes back to /paid-hosting, is offered "Resume your checkout for <domain>" and pays
// the same subscription on the sandbox's hosted invoice page (Stripe.js cannot load here: the hosted-invoice fallback
// of 000 §8 is the demo path), then sees the success view. Nothing was started twice at Stripe.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e paid-hosting-resume' });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const label = `comeback${run}`;
const domain = `${label}.com`;
const email = `ada-${run}@example.test`;
const SHOTS = '.tmp/screenshots-paid-hosting-resume';
let sandboxes: PaidHostingSandboxes;
let whm: FakeWhm;
let stripe: FakeStripe;
const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test.beforeAll(async ({ request }) => {
  sandboxes = await startPaidHostingSandboxes(request, run);
  ({ whm, stripe } = sandboxes);
});

test.afterAll(async () => {
  await sandboxes?.stop();
});

test('a buyer leaves the payment step, comes back, resumes the same checkout and pays it', async ({
  page,
  context,
}) => {
  await blockStripeJs(context);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Start: domain → billing contact → payment.
  await startPremiumCheckout(page, { label, tld: 'com', fullName: 'Ada Comeback', email });
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$8.95');
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  const subscriptions = [...stripe.state.subscriptions.values()].filter((s) => s.metadata.domain === domain);
  expect(subscriptions).toHaveLength(1);
  const started = subscriptions[0]!;

  // Leave for another page, as a buyer who wants to think it over would.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Premium Hosting Account/ })).toBeVisible();

  // Come back: the checkout is offered again, held for this buyer.
  await page.goto('/paid-hosting');
  const banner = page.getByRole('region', { name: 'Unfinished checkout' });
  await expect(banner).toContainText(`Resume your checkout for ${domain}`);
  await expect(banner).toContainText(`Premium plan for ${email}`);
  await shoot(page, '1-resume-offered');
  await banner.getByRole('button', { name: 'Resume checkout' }).click();

  // The same subscription's payment: nothing new at Stripe, the same amount, the hosted invoice page as fallback.
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(domain);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$8.95');
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  expect([...stripe.state.subscriptions.values()].filter((s) => s.metadata.domain === domain)).toHaveLength(1);
  await shoot(page, '2-resumed-payment');
  expect(await payOnInvoicePage(page)).toContain(started.latest_invoice!);

  const success = page.getByTestId('paid-hosting-success');
  await expect(success.getByRole('heading', { name: `Your hosting for ${domain} is ready` })).toBeVisible({
    timeout: 30_000,
  });
  expect(stripe.state.subscriptions.get(started.id)!.status).toBe('active');
  expect([...whm.state.accounts.values()].filter((a) => a.domain === domain)).toHaveLength(1);
  await shoot(page, '3-resumed-success');

  // Paid: the browser forgets the checkout, and /paid-hosting offers nothing to resume.
  await page.goto('/paid-hosting');
  await expect(page.getByRole('tab', { name: 'Starter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unfinished checkout' })).toHaveCount(0);
});

test('the offer ends with the hold: a checkout remembered from more than 15 minutes ago is not offered', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(
    (d) =>
      localStorage.setItem(
        'paidHostingCheckout',
        JSON.stringify({
          subscriptionId: 'sub_long_ago',
          domain: d,
          planType: 'premium',
          email: 'late@example.test',
          fullName: 'Late Buyer',
          startedAt: Date.now() - 16 * 60_000,
        }),
      ),
    `late${run}.com`,
  );
  await page.goto('/paid-hosting');
  await expect(page.getByRole('tab', { name: 'Starter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unfinished checkout' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('paidHostingCheckout'))).toBeNull();
});
