import { expect, test } from './support/test';
import { uniqueEmail } from './support/api';
import { signOutThroughMenu } from './support/sign-out';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e register-and-sign-in' });

test('register, sign out, sign in again through the dialog', async ({ page }) => {
  const email = uniqueEmail('reg');
  const password = 'correct horse battery';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page
    .getByRole('button', { name: /Create Account|Register/ })
    .last()
    .click();

  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: /Welcome to HostFree, Ada/ })).toBeVisible();

  await signOutThroughMenu(page);

  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Username or Email').fill(email);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Password').fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome to HostFree, Ada/ })).toBeVisible();
});
