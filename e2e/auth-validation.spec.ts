import { expect, test } from './support/test';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e auth-validation' });

test.describe('/auth validation messages, verbatim', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
  });

  test('Anonymous', async ({ page }) => {
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Anonymous Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('Login', async ({ page }) => {
    await page.getByRole('tab', { name: 'Login' }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Sign In|Login/ })
      .click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('Login failure toast', async ({ page }) => {
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Username or Email').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Sign In|Login/ })
      .click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  });

  test('Register', async ({ page }) => {
    await page.getByRole('tab', { name: 'Register' }).click();
    await page
      .getByRole('button', { name: /Create Account|Register/ })
      .last()
      .click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    await page.getByLabel('Email').fill('bad@');
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page
      .getByRole('button', { name: /Create Account|Register/ })
      .last()
      .click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('Recover', async ({ page }) => {
    await page.getByRole('tab', { name: 'Recover' }).click();
    await page
      .getByRole('button', { name: /Recover/ })
      .last()
      .click();
    await expect(page.getByText('Recovery phrase is required')).toBeVisible();
  });
});
