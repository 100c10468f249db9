import { expect, test } from './support/test';
import { e2eAppUrl, e2eStripePort } from '../playwright.config';
import { startFakeMailgunInbound, type FakeMailgunInbound } from '../sandbox/mailgun-inbound';
import type { FakeSmtp } from '../sandbox/smtp';
import type { FakeStripe } from '../sandbox/stripe';
import { adminToken, registerViaApi, uniqueEmail, useToken } from './support/api';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { startSandboxSmtp, stopSandboxSmtp } from './support/sandbox-smtp';

// A signed-in customer asks about a payment (chosen in the form's picker) with a screenshot; an admin answers
// (through the admin API: the desk's admin screens have their own journey); the answer's mail arrives with a signed
// Reply-To, the customer answers that mail through the sandbox Mailgun inbound route, and the answer is in the thread.
const SIGNING_KEY = 'key-e2e-support-desk-signing';
let stripe: FakeStripe;
let smtp: FakeSmtp;
let mailgun: FakeMailgunInbound;

const asAdmin = async (request: Parameters<typeof adminToken>[0]) => ({
  authorization: `Bearer ${await adminToken(request)}`,
});

test.beforeAll(async ({ request }) => {
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  smtp = await startSandboxSmtp(request, 'support@hostfree.test');
  const headers = await asAdmin(request);
  mailgun = await startFakeMailgunInbound({
    target: `${e2eAppUrl}/api/support/inbound/mailgun`,
    signingKey: SIGNING_KEY,
    retryDelaysMs: [],
  });
  const settings = await request.put('/api/admin/support/settings', {
    headers,
    data: {
      responseMinutes: { low: 4320, normal: 1440, high: 480, urgent: 120 },
      notifyByCategory: {},
      inboundSigningKey: SIGNING_KEY,
    },
  });
  expect(settings.ok(), await settings.text()).toBeTruthy();
});

test.afterAll(async ({ request }) => {
  await stopSandboxSmtp(request, smtp);
  await Promise.all([mailgun?.stop(), stripe?.stop()]);
});

test('a customer asks about a payment, an admin answers, and a reply by mail lands in the thread', async ({
  page,
  request,
}) => {
  const customer = await registerViaApi(request, uniqueEmail('support-desk'), 'Support-Desk-2026!');
  const auth = { authorization: `Bearer ${customer.token}` };

  // A $5 monthly donation, paid on the sandbox (set-up through the API: the payment itself is another journey's).
  const checkout = await request.post('/api/create-subscription', {
    headers: auth,
    data: { amount: 500, giftTier: '$5', giftType: 'vps' },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { paymentIntentId } = await checkout.json();
  const paid = await request.post(`http://127.0.0.1:${e2eStripePort}/__sandbox/payment_intents/${paymentIntentId}/pay`);
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await stripe.webhooks.idle();
  const payments = async () =>
    (
      (await (await request.get('/api/support/my-things', { headers: auth })).json()).things as { kind: string }[]
    ).filter((t) => t.kind === 'payment').length;
  await expect.poll(payments, { timeout: 20_000 }).toBe(1);

  // From the navigation to the desk, and a new ticket about that payment with a screenshot.
  await useToken(page, customer.token);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('No tickets yet')).toBeVisible();
  await page.getByRole('link', { name: 'New ticket' }).click();
  await page.getByLabel('Subject').fill('Charged for my donation twice?');
  await page.getByLabel('Category').selectOption('billing');
  const about = page.getByLabel('About');
  const option = about.locator('optgroup[label="Payments"] option').first();
  await expect(option).toHaveCount(1);
  await about.selectOption((await option.getAttribute('value'))!);
  await page.getByLabel('Message').fill('My bank shows this payment twice. Screenshot attached.');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
  await page.getByLabel('Attachments').setInputFiles({ name: 'bank.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('bank.png');
  await page.getByRole('button', { name: 'Open ticket' }).click();

  await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
  const ticketId = Number(page.url().split('/').pop());
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('My bank shows this payment twice.');
  await expect(thread.getByRole('button', { name: /bank\.png/ })).toBeVisible();

  // The admin sees what it is about and answers.
  const headers = await asAdmin(request);
  const full = await (await request.get(`/api/admin/support/tickets/${ticketId}`, { headers })).json();
  expect(full.ref.kind).toBe('payment');
  const answered = await request.post(`/api/admin/support/tickets/${ticketId}/replies`, {
    headers,
    data: { body: 'We see one charge only; the other is a pending hold that drops off in a few days.' },
  });
  expect(answered.ok(), await answered.text()).toBeTruthy();

  // The list marks the new answer until the ticket is opened.
  await page.getByRole('link', { name: 'All tickets' }).click();
  const row = page.getByRole('list', { name: 'Your tickets' }).getByRole('link', { name: /Charged for my donation/ });
  await expect(row).toContainText('New answer');

  // The answer's mail, with its signed reply address, and the customer's answer to it by mail.
  const answerMail = async () =>
    smtp.received.find((m) => m.to.includes(customer.email) && /pending hold/.test(m.text));
  await expect.poll(async () => Boolean(await answerMail()), { timeout: 20_000 }).toBe(true);
  const replyTo = /^Reply-To:\s*(?:.*<)?([^<>\s]+@reply\.hostfree\.test)>?\s*$/im.exec((await answerMail())!.raw)?.[1];
  expect(replyTo, 'the answer mail carries a signed Reply-To').toMatch(/^reply\+\d+-[0-9a-f]{20}@/);
  const delivery = await mailgun.send({
    to: replyTo!,
    from: `Ada Lovelace <${customer.email}>`,
    subject: `Re: [#${ticketId}] Charged for my donation twice?`,
    text: 'Thanks, that explains it.\n\nOn Sunday HostFree support wrote:\n> We see one charge only',
  });
  expect(delivery.status, delivery.answer).toBe(200);
  expect(JSON.parse(delivery.answer)).toEqual({ outcome: 'added' });

  await row.click();
  const last = thread.getByRole('listitem').filter({ hasText: 'Thanks, that explains it.' });
  await expect(last).toContainText('by e-mail');
  // The quoted history was stripped: only the new words entered the thread.
  await expect(last).not.toContainText('wrote:');
});
