import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, registerViaApi, uniqueEmail, useToken } from './support/api';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';
import { signOutThroughMenu } from './support/sign-out';
import { freshCode } from './support/totp';

// Account safety: two-factor sign-in (code, then recovery code), an admin suspending a hosting account that
// its owner then sees, and a user downloading their data and erasing their account.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e account-safety' });

const PASSWORD = 'correct horse battery staple';
const run = Date.now().toString(36);

const registerUser = (request: APIRequestContext, tag: string) => registerViaApi(request, uniqueEmail(tag), PASSWORD);

async function passwordStep(page: Page, login: string) {
  await page.goto('/auth?tab=login');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username or Email').fill(login);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  return form;
}

test('a user turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await registerUser(request, 'two-factor');
  await useToken(page, user.token);
  await page.goto('/settings#two-factor');
  const section = page.locator('#two-factor');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Current Password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await section.getByTestId('two-factor-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const used = new Set<string>();
  await section.getByLabel('Authentication code').fill(await freshCode(secret!, used));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('hostfree-recovery-codes.txt');
  expect(await readFile((await saved.path())!, 'utf8')).toContain(recoveryCodes[0]);
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  // Signed out, the password alone is not enough: the code is asked for after it.
  await signOutThroughMenu(page);
  let form = await passwordStep(page, user.email);
  await expect(form.getByLabel('Authentication code')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hfAuthToken'))).toBeNull();
  await form.getByLabel('Authentication code').fill(await freshCode(secret!, used));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Then with a recovery code, through the link; the same code does not work twice.
  await signOutThroughMenu(page);
  form = await passwordStep(page, user.email);
  await form.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await form.getByLabel('Recovery code').fill(recoveryCodes[3]);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('You signed in with a recovery code. 9 recovery codes are left.', { exact: true }),
  ).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  await signOutThroughMenu(page);
  form = await passwordStep(page, user.email);
  await form.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await form.getByLabel('Recovery code').fill(recoveryCodes[3]);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('Invalid recovery code')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hfAuthToken'))).toBeNull();
});

test('a user sees their signed-in devices, signs another one out, and sees it in their security activity', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'sessions');
  const phoneAgent =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const phone = await request.post('/api/auth/login', {
    data: { username: user.email, password: PASSWORD },
    headers: { 'user-agent': phoneAgent },
  });
  expect(phone.ok()).toBeTruthy();
  const phoneToken: string = (await phone.json()).token;

  await useToken(page, user.token);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage Sessions' }).click();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first().getByText('This device')).toBeVisible();
  const other = devices.getByRole('listitem').nth(1);
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await page.getByRole('dialog', { name: 'Sign out this device?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await request.get('/api/user', { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);
  await expect(
    page
      .getByRole('list', { name: 'Security events' })
      .getByText(/signed out a session/)
      .first(),
  ).toBeVisible();
});

test.describe('suspension', () => {
  let whm: FakeWhm;
  test.beforeAll(async ({ request }) => {
    whm = await startSandboxWhm(request);
  });
  test.afterAll(async () => {
    await whm?.stop();
  });

  test('an admin suspends a hosting account with a reason and its owner sees it, without cPanel', async ({
    page,
    request,
  }) => {
    const owner = await registerUser(request, 'suspended-owner');
    const name = `susp-${run}`;
    const domain = `${name}.${await hostedDomain(request)}`;
    const created = await request.post('/api/hosting-accounts', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { subdomain: name },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const accountId: number = (await created.json()).account.id;
    const admin = await adminToken(request);
    // Provisioned now rather than by the job's next turn (suspension needs the account on WHM).
    await expect
      .poll(
        async () => {
          const list = await request.get(`/api/hosting-accounts`, {
            headers: { authorization: `Bearer ${owner.token}` },
          });
          const status = ((await list.json()) as { id: number; status: string }[]).find(
            (a) => a.id === accountId,
          )?.status;
          if (status === 'pending')
            await request.post(`/api/admin/fix-whm-account/${accountId}`, {
              headers: { authorization: `Bearer ${admin}` },
            });
          return status;
        },
        { timeout: 30_000 },
      )
      .toBe('active');

    await useToken(page, admin);
    await page.goto('/admin-dashboard#hosting');
    await page.getByLabel('Search', { exact: true }).fill(name);
    const card = page.getByRole('article', { name: domain });
    await card.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${domain}?` });
    await dialog.getByRole('button', { name: 'Suspend Account' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Phishing page reported on the home page');
    await dialog.getByRole('button', { name: 'Suspend Account' }).click();
    await expect(page.getByText('Account Suspended', { exact: true })).toBeVisible();
    await expect(card.getByText('Phishing page reported on the home page')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unsuspend' })).toBeVisible();

    // The owner's dashboard: the badge, the reason, no way into cPanel; the server refuses the sign-on too.
    await useToken(page, owner.token);
    await page.goto('/');
    const mine = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
    await expect(mine.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(mine.getByRole('status')).toContainText('Reason: Phishing page reported on the home page');
    await expect(mine.getByRole('button', { name: /Open cPanel/ })).toHaveCount(0);
    const sso = await request.post('/api/cpanel-login', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { domain },
    });
    expect(sso.ok()).toBeFalsy();
  });
});

test('a user downloads their data, then erases their account and is signed out', async ({ page, request }) => {
  const user = await registerUser(request, 'erase-me');
  await useToken(page, user.token);
  await page.goto('/settings#your-data');
  const section = page.locator('#your-data');

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(
    new RegExp(`^hostfree-export-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const exported = JSON.parse(await readFile((await saved.path())!, 'utf8'));
  expect(exported.profile).toMatchObject({ id: user.userId, username: user.username, email: user.email });
  expect(JSON.stringify(exported)).not.toContain(PASSWORD);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: 'Removed' })).toContainText(
    'Your profile: username, name, e-mail and password',
  );
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await dialog.getByLabel(/to confirm/).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('erased') === 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been erased.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hfAuthToken'))).toBeNull();
  expect((await request.get('/api/user', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401);
  const again = await request.post('/api/auth/login', { data: { username: user.email, password: PASSWORD } });
  expect(again.ok()).toBeFalsy();
});
