import { expect, test } from './support/test';
import { startFakeSmtp, type FakeSmtp } from '../sandbox/smtp';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, registerViaApi, uniqueEmail, useToken } from './support/api';
import { openAdminTab } from './support/admin-session';
import { startSandboxWhm } from './support/sandbox-whm';

// An idle free site: the admin turns the rule on, the owner is warned a week and a day ahead, the site is deactivated
// and its owner brings it back with one click on the dashboard. The e2e server's idle day is one second
// (IDLE_SITES_DAY_SECONDS in playwright.config.ts), and each "day" is the admin's Run now: no fixed waits.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e idle-site' });

const run = Date.now().toString(36);
let whm: FakeWhm;
let smtp: FakeSmtp;

const asAdmin = async (request: Parameters<typeof adminToken>[0]) => ({
  authorization: `Bearer ${await adminToken(request)}`,
});

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  smtp = await startFakeSmtp();
  const mail = await request.post('/api/smtp-settings', {
    headers: await asAdmin(request),
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
  // The rule goes back off and the mail server away, so no later journey meets either.
  const headers = await asAdmin(request);
  await request.put('/api/admin/idle-sites/settings', {
    headers,
    data: { enabled: false, idleDays: 30, removalDays: 60 },
  });
  await request.delete('/api/smtp-settings', { headers });
  await smtp?.stop();
  await whm?.stop();
});

test('an idle free site is warned, deactivated and reactivated by its owner', async ({ page, request }) => {
  const owner = await registerViaApi(request, uniqueEmail('idle-owner'), 'correct horse battery staple');
  const ownerHeaders = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/hosting-accounts', {
    headers: ownerHeaders,
    data: { subdomain: `quiet${run}` },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const domain: string = (await created.json()).domain;
  const siteStatus = async () =>
    ((await (await request.get('/api/hosting-accounts', { headers: ownerHeaders })).json()) as { status: string }[])[0]
      ?.status;
  await expect.poll(siteStatus, { timeout: 30_000 }).toBe('active');

  // The admin turns the rule on: 8 days idle (the shortest), a year before removal.
  await openAdminTab(page, request, 'settings');
  await page.getByRole('tab', { name: 'Idle sites' }).click();
  await page.getByRole('switch', { name: 'Deactivate and remove idle free sites' }).click();
  await page.getByLabel('Days without visitors before deactivation').fill('8');
  await page.getByLabel('Days deactivated before removal').fill('365');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Idle-site settings saved').first()).toBeVisible();

  // Each poll is one day's sweep, asked for as the admin's Run now would; the owner's mails tell where it stands.
  const headers = await asAdmin(request);
  const mailed = (subject: string) => smtp.received.find((m) => m.to.includes(owner.email) && m.subject === subject);
  const sweepUntil = async (done: () => boolean | Promise<boolean>) =>
    expect
      .poll(
        async () => {
          if (await done()) return true;
          await request.post('/api/admin/idle-sites/sweep', { headers });
          return false;
        },
        { timeout: 45_000, intervals: [400] },
      )
      .toBe(true);
  await sweepUntil(() => Boolean(mailed(`${domain} will be deactivated in 7 days`)));
  expect(mailed(`${domain} will be deactivated in 7 days`)!.text).toContain('Deactivated on');
  await sweepUntil(() => Boolean(mailed(`${domain} will be deactivated tomorrow`)));
  await sweepUntil(async () => (await siteStatus()) === 'suspended');
  await expect.poll(() => Boolean(mailed(`${domain} was deactivated`)), { timeout: 20_000 }).toBe(true);
  expect(mailed(`${domain} was deactivated`)!.text).toContain('/dashboard');

  // The owner's dashboard: the card says Deactivated and offers Reactivate; one click brings the site back.
  await useToken(page, owner.token);
  await page.goto('/dashboard');
  const card = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
  await expect(card.getByTestId('idle-deactivated')).toBeVisible();
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.getByTestId('idle-deactivated')).toHaveCount(0);
  // WHM follows through the retrying suspension job.
  const user = [...whm.state.accounts.values()].find((a) => a.domain === domain)!.user;
  await expect.poll(() => whm.state.accounts.get(user)?.suspended, { timeout: 20_000 }).toBe(false);
});
