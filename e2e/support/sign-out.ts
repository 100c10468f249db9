import { expect, type Page } from '@playwright/test';
import { watchForText } from './text-seen';

/**
 * Signs out through the account menu and waits for the signed-out home page.
 *
 * The "Logged out" toast lives only until the page reloads itself onto / (half a second later): a locator's polls can
 * fall on either side of it on a loaded machine (a CI run waited 150 s on a toast that had come and gone), so the
 * page watches for it itself (text-seen.ts).
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const toastShown = await watchForText(page, 'Logged out');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await toastShown.seen;
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hfAuthToken'))).toBeNull();
}
