import { expect, test } from './support/test';
import type { FakeAzure } from '../sandbox/azure';
import { startFakeSmtp, type FakeSmtp } from '../sandbox/smtp';
import type { FakeVultr } from '../sandbox/vultr';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { linkAzureAccount, setDefaultProvider, startSandboxAzure, startSandboxVultr } from './support/sandbox-compute';

// An anonymous account — the product's main kind, always made with an e-mail — is told before
// Launch that the free trial needs a confirmed address, confirms it from the same page through the link e-mailed
// to it, takes the 48-hour trial, and sees the machine's state and buttons change without a reload.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-trial-anonymous' });

const run = Date.now().toString(36);
let azure: FakeAzure;
let vultr: FakeVultr;
let smtp: FakeSmtp;

test.beforeAll(async ({ request }) => {
  azure = await startSandboxAzure();
  // Vultr answers too, for the status sync of instances earlier journeys left.
  vultr = await startSandboxVultr();
  smtp = await startFakeSmtp();
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const accountId = await linkAzureAccount(request, token, `E2E Azure anonymous ${run}`, azure);
  await setDefaultProvider(request, token, 'azure', accountId);
  const mail = await request.post('/api/smtp-settings', {
    headers,
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
  const token = await adminToken(request);
  await request.delete('/api/smtp-settings', { headers: { authorization: `Bearer ${token}` } });
  await smtp?.stop();
  await azure?.stop();
  await vultr?.stop();
});

test('an anonymous user with an e-mail confirms it from the compute page and takes the free trial', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('anon-trial');
  const anon = await registerAnonymousViaApi(request, email);
  await useToken(page, anon.token);
  await page.goto('/compute');

  // Before Launch: the reason, the button off, and the next step on the same card.
  const reason = 'The free trial needs a confirmed e-mail address. Confirm yours below: we e-mail you a link to open.';
  await expect(page.getByText(reason)).toBeVisible();
  const launch = page.getByRole('button', { name: 'Launch 48-hour Trial' });
  await expect(launch).toBeDisabled();
  const step = page.getByRole('region', { name: 'Confirm your e-mail' });
  await expect(step.getByText(`Confirm ${email}`)).toBeVisible();
  await step.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(step.getByText(`We sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();

  // The link arrives by e-mail (the real mail outbox and job, the sandbox SMTP server).
  // (The account's credentials went to the same address at registration.)
  const subject = 'Confirm your e-mail address for HostFree';
  const link = () => smtp.received.find((m) => m.to.includes(email) && m.subject === subject);
  await expect.poll(() => Boolean(link()), { timeout: 30_000 }).toBe(true);
  const message = link()!;
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  expect(token, message.text).toBeTruthy();

  // Opened in another tab, as from a mail client: confirmed on a button press.
  const mailTab = await context.newPage();
  await mailTab.goto(`/verify-email?token=${token}`);
  await mailTab.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(mailTab.getByText('Your e-mail address is confirmed.', { exact: false })).toBeVisible();
  await mailTab.close();

  // The compute page notices by itself (no reload) and the trial can be launched.
  await expect(page.getByText('Your free trial is available.')).toBeVisible({ timeout: 20_000 });
  await expect(launch).toBeEnabled();
  await page.getByRole('radio', { name: 'Ubuntu 24.04 LTS' }).check();
  await launch.click();
  const summary = page.getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible();

  // One run at a time: the trial button is off with the reason while this one goes on.
  await expect(
    page.getByText('Your 48-hour trial is still running. Terminate it before starting another.'),
  ).toBeVisible();
  await expect(launch).toBeDisabled();

  // The machine's card: nothing to press while it is being built; Stop and Restart once it runs — without a reload.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Azure', { exact: true }) })
    .getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled({ timeout: 50_000 });
  await expect(card.getByRole('button', { name: 'Restart' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();

  // Stop deallocates it in the sandbox Azure; then only Start is offered.
  await card.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Stop requested', { exact: true })).toBeVisible();
  await expect(card.getByText('Stopped', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled();
  await expect
    .poll(() => [...azure.groups.values()].some((g) => [...g.vms.values()].some((vm) => vm.power === 'deallocated')))
    .toBe(true);

  // Ended here so later journeys' syncs do not look for it.
  await card.getByRole('button', { name: 'Terminate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByText('Terminate requested', { exact: true })).toBeVisible();
});
