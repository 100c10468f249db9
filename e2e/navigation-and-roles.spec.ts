import { expect, test } from './support/test';
import { e2eAdmin } from '../playwright.config';
import { registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e navigation' });

test('unknown paths and screens not built yet show the 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('signed-out visitors see the sign-in notices on /profile and /settings', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Please sign in to view and edit your profile details.')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('Please sign in to manage your account preferences.')).toBeVisible();
});

test('a client is turned away from the admin dashboard', async ({ page, request }) => {
  const client = await registerAnonymousViaApi(request, uniqueEmail('client'));
  await useToken(page, client.token);
  await page.goto('/admin-dashboard');
  await expect(page.getByText('Insufficient permissions', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'API Settings' })).toHaveCount(0);
});

test('an admin signs in, sees the admin links and toggles device limits', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or Email').fill(e2eAdmin.email);
  await dialog.getByLabel('Password').fill(e2eAdmin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Client View' }).first()).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Enforce device limits' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Device limits disabled', { exact: true })).toBeVisible();
  await toggle.click();
  await expect(page.getByText('Device limits enabled', { exact: true })).toBeVisible();
  await expect(toggle).toBeChecked();
});
