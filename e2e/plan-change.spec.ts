import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, useToken } from './support/api';
import { createPaidPackages, startSandboxRegistries, type SandboxRegistries } from './support/sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { startSandboxWhm } from './support/sandbox-whm';
import { watchForText } from './support/text-seen';

// Plan changes from the billing centre. The purchases before them are made through the API and paid on the sandbox
// Stripe (their own journeys walk the checkouts); the changes are made on /billing as a customer would:
// (a) Starter → Premium with a promotion code the admin made: the server's preview, the discount, paid with the card
//     on file, the WHM account moved to the premium package, the prorated invoice in the payment history;
// (b) a VPS moved to a bigger package (the order follows for the admin), then a downgrade that waits for the period
//     end, taken back with Keep.
test.describe.configure({ mode: 'serial' });
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e plan-change' });

const run = Date.now().toString(36);
const SHOTS = '.tmp/screenshots-plan-change';
let whm: FakeWhm;
let registries: SandboxRegistries;
let stripe: FakeStripe;

const paymentIntentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function asAdmin(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: w === 1280 });
  }
}

/** /billing once the webhook's job has mirrored the subscription (its Change plan button is there). */
async function openBilling(page: Page, description: RegExp | string) {
  await page.goto('/billing');
  const card = page.getByTestId('billing-subscription').filter({ hasText: description });
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('button', { name: 'Change plan' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return card;
}

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  registries = await startSandboxRegistries([]);
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
});

test.afterAll(async () => {
  await whm?.stop();
  await registries?.stop();
  await stripe?.stop();
});

test('Starter → Premium with a promotion code: previewed, paid with the card on file, WHM package changed', async ({
  page,
  request,
}) => {
  await createPaidPackages(request, run);
  const code = `UP${run}`.toUpperCase();
  const made = await request.post('/api/admin/promotion-codes', {
    headers: await asAdmin(request),
    data: { code, percentOff: 50, duration: 'once', products: ['paid_hosting'] },
  });
  expect(made.status(), await made.text()).toBe(201);

  const domain = `grow-${run}.store`;
  const who = { email: `grow-${run}@example.test`, fullName: 'Greta Grow' };
  const started = await request.post('/api/hosting/subscribe', { data: { domain, planType: 'starter', ...who } });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { clientSecret, subscriptionId } = await started.json();
  stripe.pay(paymentIntentOf(clientSecret), 'pm_card_visa');
  const confirmed = await request.post('/api/hosting/subscribe/confirm', {
    data: { subscriptionId, domain, planType: 'starter', ...who },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const { token, credentials } = await confirmed.json();
  await useToken(page, token);
  await page.setViewportSize({ width: 1280, height: 800 });

  const card = await openBilling(page, domain);
  await expect(card).toContainText('$3.95 / month');
  await card.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog
    .getByRole('radio', { name: /Premium/ })
    .first()
    .check();
  await expect(dialog.getByTestId('plan-resources')).toContainText('Disk space5.0 GB10.0 GB');
  await expect(dialog.getByTestId('plan-change-due-now')).toHaveText(/^\$\d+\.\d\d$/);
  const full = await dialog.getByTestId('plan-change-due-now').textContent();

  await dialog.getByLabel('Promotion code (optional)').fill('NOSUCHCODE1');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This promotion code is not valid.')).toBeVisible();
  await dialog.getByLabel('Promotion code (optional)').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByTestId('plan-change-discount')).toContainText(`Code ${code} (50% off once)`);
  const discounted = await dialog.getByTestId('plan-change-due-now').textContent();
  expect(Number(discounted!.slice(1))).toBeLessThan(Number(full!.slice(1)));
  await shoot(page, '1-upgrade-with-code');

  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: `Pay ${discounted} and upgrade` }).click();
  await expect(page.getByText('Plan upgraded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // WHM follows through the hosting job; the ledger records the prorated invoice from Stripe's event.
  await expect
    .poll(() => whm.state.accounts.get(credentials.cpanelUsername)?.plan, { timeout: 30_000 })
    .toBe('premium');
  const upgrade = page.getByTestId('billing-payment').filter({ hasText: 'Upgrade from Starter to Premium (prorated)' });
  await expect(async () => {
    await page.reload();
    await expect(upgrade).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(upgrade).toContainText(discounted!);
  await expect(card).toContainText('Premium hosting for');
  await expect(card).toContainText('$8.95 / month');
});

test('a VPS moves to a bigger package; a downgrade waits for the period end and is taken back', async ({
  page,
  request,
}) => {
  const headers = await asAdmin(request);
  const ids: Record<string, number> = {};
  for (const [size, price, vcpu, memory, storage] of [
    ['Small', 800, 1, 2048, 40],
    ['Big', 1600, 2, 4096, 80],
  ] as const) {
    const res = await request.post('/api/admin/vps-packages', {
      headers,
      data: {
        name: `plan-${size.toLowerCase()}-${run}`,
        displayName: `${size} ${run}`,
        price: price / 100,
        vcpu,
        memory,
        storage,
        trafficPort: '1Gbps',
        osChoices: [{ label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[size] = (await res.json()).id;
  }
  const email = `vps-grow-${run}@example.test`;
  const started = await request.post('/api/vps/subscribe', {
    data: { email, name: 'Vic Grow', packageId: ids.Small, operatingSystem: 'ubuntu-24-04' },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { clientSecret, subscriptionId, orderId } = await started.json();
  stripe.pay(paymentIntentOf(clientSecret), 'pm_card_visa');
  const confirmed = await request.post('/api/vps/subscribe/confirm', {
    data: { subscriptionId, orderId, clientSecret },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const { credentials } = await confirmed.json();
  const login = await request.post('/api/auth/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  await useToken(page, (await login.json()).token);
  await page.setViewportSize({ width: 1280, height: 800 });

  const card = await openBilling(page, `(order #${orderId})`);
  await card.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByRole('radio', { name: new RegExp(`Big ${run}`) }).check();
  await expect(dialog.getByTestId('plan-resources')).toContainText('Memory2.0 GB4.0 GB');
  await expect(dialog.getByTestId('plan-change-due-now')).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d and upgrade$/ }).click();
  await expect(page.getByText('Plan upgraded', { exact: true })).toBeVisible();

  // The order takes the new package's figures, with a note for the admin to resize the server.
  const order = async () => {
    const res = await request.get('/api/vps-orders', { headers });
    return (
      (await res.json()) as {
        id: number;
        packageName: string | null;
        memory: number | null;
        serverNotes: string | null;
      }[]
    ).find((o) => o.id === orderId);
  };
  await expect.poll(async () => (await order())?.packageName).toBe(`Big ${run}`);
  expect(await order()).toMatchObject({ memory: 4096, serverNotes: expect.stringContaining('resize the server') });

  // Back down to Small: nothing to pay, the date it takes effect; then taken back before it.
  await expect(card).toContainText(`VPS Big ${run}`);
  await expect(card).toContainText('$16.00 / month');
  await card.getByRole('button', { name: 'Change plan' }).click();
  await dialog.getByRole('radio', { name: new RegExp(`Small ${run}`) }).check();
  await expect(dialog.getByTestId('plan-change-summary')).toContainText('Nothing to pay now.');
  await shoot(page, '2-vps-downgrade');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: /^Downgrade on \d{1,2} \w+ \d{4}$/ }).click();
  const notice = card.getByTestId('plan-change-notice');
  await expect(notice).toContainText(`Your plan changes to Small ${run} on`);
  await expect(notice).toContainText(`Until then you keep Big ${run}.`);

  // A second change while this one waits is refused, with the reason.
  await card.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog).toContainText('A plan change is already under way for this subscription.');
  await shoot(page, '3-one-at-a-time');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The toast lives a few seconds: watched for by the page itself, so a loaded machine's polls cannot miss it.
  const cancelledToast = await watchForText(page, 'Downgrade cancelled');
  await notice.getByRole('button', { name: `Keep Big ${run}` }).click();
  await cancelledToast.seen;
  await expect(notice).toBeHidden();
});
