import { expect, test, type APIRequestContext } from './support/test';
import { adminToken, registerViaApi, uniqueEmail, useToken } from './support/api';
import { freshCode } from './support/totp';

// The setting 'Require two-factor for admins', as a held admin meets it: the dashboard shows only the way to
// Settings (no cards or tabs that could only answer 403), and once two-factor is on the whole dashboard is back.
// The rule is global: a guard admin with two-factor turns it on and, whatever happens, off again.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e admin-two-factor-rule' });

const PASSWORD = 'correct horse battery staple';

async function registerAdmin(request: APIRequestContext, promoterToken: string, tag: string) {
  const { email, userId } = await registerViaApi(request, uniqueEmail(tag), PASSWORD);
  const promoted = await request.put(`/api/admin/users/${userId}`, {
    data: { role: 'admin' },
    headers: { authorization: `Bearer ${promoterToken}` },
  });
  expect(promoted.ok(), await promoted.text()).toBeTruthy();
  const login = await request.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { email, token: (await login.json()).token as string };
}

async function setRule(request: APIRequestContext, token: string, adminsRequireTwoFactor: boolean) {
  const auth = { authorization: `Bearer ${token}` };
  const current = await (await request.get('/api/admin/registration-settings', { headers: auth })).json();
  const res = await request.put('/api/admin/registration-settings', {
    data: { deviceLimitsEnabled: current.deviceLimitsEnabled, adminsRequireTwoFactor },
    headers: auth,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('an admin held by the two-factor rule sees only the way to Settings, then the whole dashboard once it is on', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const guard = await registerAdmin(request, await adminToken(request), 'rule-guard');
  const auth = { authorization: `Bearer ${guard.token}` };
  const setup = await (
    await request.post('/api/user/two-factor/setup', { data: { currentPassword: PASSWORD }, headers: auth })
  ).json();
  const used = new Set<string>();
  const confirmed = await request.post('/api/user/two-factor/confirm', {
    data: { code: await freshCode(setup.secret, used), currentPassword: PASSWORD },
    headers: auth,
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const held = await registerAdmin(request, guard.token, 'rule-held');
  await setRule(request, guard.token, true);
  try {
    await useToken(page, held.token);
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const prompt = page.getByRole('alert').filter({ hasText: 'Two-factor sign-in required.' });
    await expect(prompt).toContainText('Admins must turn on two-factor authentication. Set it up in Settings.');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Platform statistics' })).toHaveCount(0);

    await prompt.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    const section = page.locator('#two-factor');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Current Password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Continue' }).click();
    const secret = await section.getByTestId('two-factor-secret').getAttribute('data-secret');
    await section.getByLabel('Authentication code').fill(await freshCode(secret!, new Set()));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    await page.goto('/admin-dashboard');
    await expect(page.getByRole('region', { name: 'Platform statistics' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Hosting', exact: true })).toBeVisible();
    await expect(page.getByText('Two-factor sign-in required.')).toHaveCount(0);
  } finally {
    await setRule(request, guard.token, false);
  }
});
