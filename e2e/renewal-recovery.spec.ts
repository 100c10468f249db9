import { expect, test } from './support/test';
import { startFakeSmtp, type FakeSmtp } from '../sandbox/smtp';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken } from './support/api';
import { createPaidPackages, startSandboxRegistries, type SandboxRegistries } from './support/sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { startSandboxWhm } from './support/sandbox-whm';

// "A customer whose renewal fails pays from the mail link and gets the site back". A visitor buys
// Premium (paid on the sandbox's hosted invoice page: Stripe.js cannot load here); a month later the renewal is
// declined; the customer is mailed at once with a pay-now link; the grace ends (DUNNING_GRACE_DAYS is about 7 s on
// the e2e server) and the site is suspended on WHM; the customer opens the mail's link, pays, and the site is back.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e renewal-recovery' });

const run = Date.now().toString(36);
const label = `renewal${run}`;
const domain = `${label}.com`;
const email = `grace-${run}@example.test`;
let whm: FakeWhm;
let registries: SandboxRegistries;
let stripe: FakeStripe;
let smtp: FakeSmtp;

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  registries = await startSandboxRegistries([]);
  stripe = await startSandboxStripe();
  smtp = await startFakeSmtp();
  await configureStripeViaApi(request);
  await createPaidPackages(request, run);
  const mail = await request.post('/api/smtp-settings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      encryption: 'none',
      fromEmail: 'mailer@hostfree.test',
      fromName: 'HostFree',
      isActive: true,
    },
  });
  expect(mail.ok(), await mail.text()).toBeTruthy();
});

test.afterAll(async ({ request }) => {
  await request.delete('/api/smtp-settings', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  await smtp?.stop();
  await whm?.stop();
  await registries?.stop();
  await stripe?.stop();
});

const mailTo = (subject: string) => smtp.received.find((m) => m.to.includes(email) && m.subject === subject);

test('a customer whose renewal fails pays from the mail link and gets the site back', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.route('https://js.stripe.com/**', (route) => route.abort());

  // The purchase: domain → billing contact → the hosted invoice page.
  await page.goto(`/paid-hosting?plan=premium&label=${label}&tld=com`);
  await expect(page.getByRole('form', { name: 'Choose your domain' }).getByRole('status')).toHaveText(
    `${domain} is available.`,
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Full name').fill('Grace Renewal');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Pay on the secure invoice page/ }).click();
  const invoice = await popup;
  await invoice.getByRole('button', { name: /Pay 8\.95 USD/ }).click();
  await expect(invoice.getByTestId('invoice-paid')).toBeVisible();
  await invoice.close();
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(
    page.getByTestId('paid-hosting-success').getByRole('heading', { name: `Your hosting for ${domain} is ready` }),
  ).toBeVisible({ timeout: 30_000 });
  const account = () => [...whm.state.accounts.values()].find((a) => a.domain === domain);
  expect(account()?.suspended).toBe(false);

  // A month later the card is declined: the customer hears at once, with the open invoice's pay-now page.
  const sub = [...stripe.state.subscriptions.values()].find((s) => s.metadata.domain === domain)!;
  const renewal = stripe.state.renew(sub, 'failed');
  await expect.poll(() => mailTo('Your HostFree payment did not go through'), { timeout: 20_000 }).toBeTruthy();
  const failed = mailTo('Your HostFree payment did not go through')!;
  const payNow = new RegExp(`https?://[^\\s"<>]*/i/${renewal.id}`).exec(failed.text)?.[0];
  expect(payNow, failed.text).toBeTruthy();
  expect(failed.text).toContain('8.95');

  // The grace ends unpaid: the site is suspended on WHM, with the reason, and the customer is told.
  await expect.poll(() => account()?.suspended, { timeout: 45_000 }).toBe(true);
  expect(account()?.suspendReason).toMatch(/renewal unpaid/i);
  await expect.poll(() => mailTo('Your paid hosting is on hold: payment needed'), { timeout: 20_000 }).toBeTruthy();

  // The customer follows the mail's link and pays: the site is back within moments of Stripe's invoice.paid.
  await page.goto(payNow!);
  await page.getByRole('button', { name: /Pay 8\.95 USD/ }).click();
  await expect(page.getByTestId('invoice-paid')).toBeVisible();
  await expect.poll(() => account()?.suspended, { timeout: 30_000 }).toBe(false);
  expect(stripe.state.subscriptions.get(sub.id)!.status).toBe('active');
});
