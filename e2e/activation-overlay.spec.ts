import { expect, test } from '@playwright/test';
import { registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e activation-overlay' });

test('a signed-in user without an e-mail is blocked until one is saved', async ({ page, request }) => {
  // Domain registration will create users without an e-mail; here one clears it through the API.
  const account = await registerAnonymousViaApi(request, uniqueEmail('overlay'));
  const cleared = await request.patch(`/api/user/${account.userId}`, {
    data: { email: null },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(cleared.ok()).toBeTruthy();

  await useToken(page, account.token);
  await page.goto('/dashboard');
  const overlay = page.getByRole('dialog', { name: 'Account Activation Required' });
  await expect(overlay).toBeVisible();

  // The dashboard behind is dimmed, hidden from assistive tech and unclickable.
  const behind = page.locator('[inert]').filter({ has: page.locator('h1', { hasText: 'Welcome back' }) });
  await expect(behind).toBeAttached();
  await expect(behind).toHaveAttribute('aria-hidden', 'true');

  await overlay.getByLabel('Email').fill(uniqueEmail('activated'));
  await overlay.getByRole('button', { name: 'Activate Account' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Account Activation Required')).toHaveCount(0);
});
