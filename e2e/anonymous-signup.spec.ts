import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/api';

// Each journey is its own device: the user agent is part of the fingerprint.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e anonymous-signup' });

test('anonymous sign-up: conversion page, credentials card, then the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Anonymous' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(uniqueEmail('anon'));
  await page.getByRole('button', { name: 'Create Anonymous Account' }).click();

  await expect(page.getByText('Account Created Successfully!', { exact: true })).toBeVisible();
  await page.waitForURL(/\/conversion\?type=anonymous/);
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  // 10-second countdown, then the destination with from=conversion appended.
  await page.waitForURL(/\/auth\?showCredentials=true.*from=conversion/, { timeout: 20_000 });
  const card = page.getByText('Your account credentials').locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  await expect(card).toBeVisible();
  const username = await page.locator('dt:has-text("Username") + dd span').first().textContent();
  expect(username).toMatch(/^user_/);
  await expect(page.locator('dt:has-text("Recovery phrase") + dd span').first()).toHaveText(/^(\w+ ){11}\w+$/);

  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  // An anonymous user with an e-mail sees no activation overlay.
  await expect(page.getByText('Account Activation Required')).toHaveCount(0);
});
