import { expect, test } from './support/test';
import { USER_SUSPENSION_MESSAGES } from '../contract/user-suspension-constants';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, registerViaApi, uniqueEmail } from './support/api';
import { createPaidPackages, startSandboxRegistries, type SandboxRegistries } from './support/sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// A suspension that holds: a visitor cannot buy a site for a suspended person's address (nothing reaches Stripe), and
// the owner's dashboard reading stats right after an unsuspension (WHM still says suspended) does not undo it.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e suspension-holds' });
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery staple';
const run = Date.now().toString(36);
let whm: FakeWhm;
let registries: SandboxRegistries;
let stripe: FakeStripe;

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  registries = await startSandboxRegistries([]);
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  await createPaidPackages(request, `held${run}`);
});

test.afterAll(async () => {
  whm?.switches.reset();
  await whm?.stop();
  await registries?.stop();
  await stripe?.stop();
});

const admin = async (request: Parameters<typeof adminToken>[0]) => ({
  authorization: `Bearer ${await adminToken(request)}`,
});

test("a visitor cannot buy paid hosting with a suspended person's address, and Stripe is never asked", async ({
  page,
  context,
  request,
}) => {
  await context.route('https://js.stripe.com/**', (route) => route.abort());
  const person = await registerViaApi(request, uniqueEmail('held-buyer'), PASSWORD);
  const suspended = await request.post(`/api/admin/users/${person.userId}/suspend`, {
    headers: await admin(request),
    data: { reason: 'Card fraud' },
  });
  expect(suspended.ok(), await suspended.text()).toBeTruthy();
  const customersBefore = stripe.state.customers.size;

  const label = `heldsite${run}`;
  await page.goto(`/paid-hosting?domain=${label}.com&plan=premium&label=${label}&tld=com`);
  await expect(page.getByRole('form', { name: 'Choose your domain' }).getByRole('status')).toHaveText(
    `${label}.com is available.`,
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Full name').fill('Sam Suspended');
  await page.getByLabel('Email').fill(person.email.toUpperCase());
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page.locator('body')).toContainText('We cannot take this order.');
  await expect(page.locator('body')).not.toContainText(/suspended/i);
  await expect(page.getByRole('region', { name: 'Order summary' })).toHaveCount(0);
  expect(USER_SUSPENSION_MESSAGES.checkoutRefused).toContain('We cannot take this order.');
  expect(stripe.state.customers.size).toBe(customersBefore);
  expect([...stripe.state.customers.values()].some((c) => c.email?.toLowerCase() === person.email.toLowerCase())).toBe(
    false,
  );
});

test('unsuspended, the owner signs in at once: the dashboard reads stats while WHM lags, and the site still comes back Live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await admin(request);
  const person = await registerViaApi(request, uniqueEmail('held-owner'), PASSWORD);
  const label = `heldback${run}`;
  const domain = `${label}.${await hostedDomain(request)}`;
  const created = await request.post('/api/admin/create-hosting-account', {
    headers,
    data: { domain: label, packageId: 1, userId: person.userId },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const onWhm = () => whm.state.accountByDomain(domain);
  await expect.poll(() => onWhm()?.suspended, { timeout: 30_000 }).toBe(false);

  expect(
    (await request.post(`/api/admin/users/${person.userId}/suspend`, { headers, data: { reason: 'Spam' } })).ok(),
  ).toBeTruthy();
  await expect.poll(() => onWhm()?.suspended, { timeout: 30_000 }).toBe(true);

  // WHM takes its time to unsuspend: the queued job's call waits until released, so the dashboard's first stats read
  // finds the site still suspended on WHM.
  const release = whm.switches.hold('unsuspendacct');
  try {
    expect((await request.post(`/api/admin/users/${person.userId}/unsuspend`, { headers })).ok()).toBeTruthy();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Username or Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const statsRead = page.waitForResponse(
      (res) => /\/api\/hosting-accounts\/\d+\/stats$/.test(new URL(res.url()).pathname) && res.ok(),
    );
    await page.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In' }).click();
    expect((await (await statsRead).json()).suspended).toBe(true);
    // Away from the dashboard, so no later stats read happens until the queue has settled.
    await page.goto('about:blank');
  } finally {
    release();
  }

  // The queue decides: the held unsuspension goes through, and WHM comes to say what the row says. (Not the queue's
  // total for the job kind: a journey before this one may leave another account's sync retrying.)
  await expect.poll(() => onWhm()?.suspended, { timeout: 60_000 }).toBe(false);
  expect(onWhm()?.suspended).toBe(false);
  await page.goto('/dashboard');
  const card = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
  await expect(card.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  // And it stays so: WHM and the row agree, nothing queued undoes it.
  const token = (
    await (await request.post('/api/auth/login', { data: { username: person.email, password: PASSWORD } })).json()
  ).token as string;
  const own = await (
    await request.get('/api/hosting-accounts', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const row = (own as { domain: string; status: string }[]).find((a) => a.domain === domain);
  expect(row?.status).toBe('active');
  expect(onWhm()?.suspended).toBe(false);
});
