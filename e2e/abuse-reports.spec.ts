import { expect, test } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { openAdminTab } from './support/admin-session';
import { registerViaApi, uniqueEmail } from './support/api';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// A visitor reports a phishing site from the public form (its proof of work solved by the browser),
// and an admin finds it in the Abuse queue with its owner and suspends the site on WHM.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e abuse-reports' });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let whm: FakeWhm;
let site: { domain: string; cpanelUsername: string };
let ownerName: string;

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  const owner = await registerViaApi(request, uniqueEmail('abuse-owner'), `pw-${run}-owner`);
  ownerName = owner.username;
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/hosting-accounts', { headers, data: { subdomain: `phish${run}` } });
  expect(created.ok(), await created.text()).toBeTruthy();
  // Provisioning runs in the server's job queue: wait until the account is live on WHM.
  await expect
    .poll(
      async () => {
        const mine = await (await request.get('/api/hosting-accounts', { headers })).json();
        return mine[0]?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('active');
  const [account] = await (await request.get('/api/hosting-accounts', { headers })).json();
  site = { domain: account.domain, cpanelUsername: account.cpanelUsername };
  expect(site.domain).toBe(`phish${run}.${await hostedDomain(request)}`);
});

test.afterAll(async () => {
  await whm?.stop();
});

test('a visitor reports a phishing site, and an admin suspends it from the queue', async ({ page, request }) => {
  // The link a hosted site's default page carries: the site is filled in.
  await page.goto(`/report-abuse?site=${site.domain}`);
  await expect(page.getByLabel('Site')).toHaveValue(site.domain);
  await page.getByLabel('Category').selectOption('phishing');
  await page.getByLabel('Evidence links').fill(`https://${site.domain}/secure/login.php`);
  await page.getByLabel('What is wrong').fill('A copy of a bank sign-in page.');
  await page.getByLabel('Your e-mail').fill(uniqueEmail('abuse-reporter'));
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report was received; we will e-mail you the outcome.')).toBeVisible({
    timeout: 30_000,
  });

  await openAdminTab(page, request, 'abuse');
  // Each report is a card labelled 'Report <id> about <domain>'.
  const card = page.locator(`[aria-label$="about ${site.domain}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Phishing', { exact: true })).toBeVisible();
  await expect(card.getByText(`https://${site.domain}/secure/login.php`)).toBeVisible();
  await expect(card.getByText(new RegExp(`^${ownerName} \\(#\\d+\\)`))).toBeVisible();

  await card.getByRole('button', { name: 'Suspend site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend the site' });
  await dialog.getByLabel('Reason (the owner reads it)').fill('Phishing page imitating a bank');
  await dialog.getByRole('button', { name: 'Suspend site' }).click();
  await expect(page.getByText('Site suspended', { exact: true }).first()).toBeVisible();
  expect(whm.state.accounts.get(site.cpanelUsername)).toMatchObject({
    suspended: true,
    suspendReason: 'Phishing page imitating a bank',
  });

  // The report left the open queue and is in the handled list, with what was done.
  await expect(page.locator(`[aria-label$="about ${site.domain}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled' }).click();
  const handled = page.locator(`[aria-label$="about ${site.domain}"]`).first();
  await expect(handled.getByText('Site suspended', { exact: true })).toBeVisible();
  await expect(handled.getByText('suspended', { exact: true })).toBeVisible();
});

test('a visitor reports a phishing site, an admin suspends its owner, and the owner sees why at sign-in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // A second owner with a live site, so the first test's suspended site does not stand in the way.
  const password = `pw-${run}-second`;
  const owner = await registerViaApi(request, uniqueEmail('abuse-owner-2'), password);
  const headers = { authorization: `Bearer ${owner.token}` };
  expect(
    (await request.post('/api/hosting-accounts', { headers, data: { subdomain: `kit${run}` } })).ok(),
  ).toBeTruthy();
  await expect
    .poll(async () => (await (await request.get('/api/hosting-accounts', { headers })).json())[0]?.status, {
      timeout: 30_000,
    })
    .toBe('active');
  const [account] = await (await request.get('/api/hosting-accounts', { headers })).json();

  await page.goto(`/report-abuse?site=${account.domain}`);
  await page.getByLabel('Category').selectOption('phishing');
  await page.getByLabel('Evidence links').fill(`https://${account.domain}/kit/index.php`);
  await page.getByLabel('Your e-mail').fill(uniqueEmail('abuse-reporter-2'));
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report was received; we will e-mail you the outcome.')).toBeVisible({
    timeout: 30_000,
  });

  await openAdminTab(page, request, 'abuse');
  const card = page.locator(`[aria-label$="about ${account.domain}"]`);
  await card.getByRole('button', { name: 'Suspend owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend the owner' });
  const reason = 'A phishing kit on your site';
  await dialog.getByLabel('Reason (the owner reads it)').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend owner' }).click();
  await expect(page.locator(`[aria-label$="about ${account.domain}"]`)).toHaveCount(0);
  // The person is suspended: their token is refused at once.
  expect((await request.get('/api/user', { headers })).status()).toBe(401);

  const visitor = await browser.newContext({ userAgent: 'Mozilla/5.0 HostFree-e2e abuse-reports owner' });
  const signIn = await visitor.newPage();
  await signIn.goto('/auth');
  await signIn.getByRole('tab', { name: 'Login' }).click();
  await signIn.getByLabel('Username or Email').fill(owner.email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In' }).click();
  const notice = signIn.getByRole('alert').filter({ hasText: 'Your account is suspended' });
  await expect(notice).toContainText(`Reason: ${reason}`);
  await visitor.close();
});
