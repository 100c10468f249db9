import { expect, test } from './support/test';
import { registerAnonymousViaApi, uniqueEmail } from './support/api';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e recover-account' });

test('recover with the phrase: the new password works, the old one does not', async ({ page, request }) => {
  const account = await registerAnonymousViaApi(request, uniqueEmail('recover'));

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Recover' }).click();
  await page.getByLabel('Recovery Phrase').fill(account.recoveryPhrase);
  await page
    .getByRole('button', { name: /Recover/ })
    .last()
    .click();

  await expect(page.getByText('Account Recovered!', { exact: true })).toBeVisible();
  const newPassword = (await page.locator('dt:has-text("Password") + dd span').first().textContent())!.trim();
  const newPhrase = (await page.locator('dt:has-text("Recovery phrase") + dd span').first().textContent())!.trim();
  expect(newPassword).not.toBe(account.password);
  expect(newPhrase).not.toBe(account.recoveryPhrase);

  const oldLogin = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(oldLogin.status()).toBe(401);
  const oldPhrase = await request.post('/api/recover-account', { data: { recoveryPhrase: account.recoveryPhrase } });
  expect(oldPhrase.status()).toBe(400);
  const oldToken = await request.get('/api/user', { headers: { authorization: `Bearer ${account.token}` } });
  expect(oldToken.status()).toBe(401);

  // Sign in with the new password through the Login tab.
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /Sign In|Login/ })
    .click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
});
