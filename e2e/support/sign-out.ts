import { expect, type Page } from '@playwright/test';

/**
 * Signs out through the account menu and waits for the signed-out home page.
 *
 * The "Logged out" toast lives only until the page reloads itself onto / (half a second later). A locator wait polls,
 * and on a loaded machine its polls can fall on either side of that half second (a CI run waited 150 s on a toast that
 * had come and gone). So the page itself watches for the toast with a MutationObserver, armed before the click, and
 * reports it through a binding the moment it is added to the document.
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  const toastSeen = toastObserved(page, 'Logged out');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.evaluate(armToastObserver, 'Logged out');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await toastSeen;
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hfAuthToken'))).toBeNull();
}

const BINDING = '__hfToastSeen';
const bound = new WeakSet<Page>();

/** Resolves when the page reports that an element with exactly this text was added. */
async function toastObserved(page: Page, text: string): Promise<void> {
  const listeners = ((page as unknown as Record<string, unknown>)[BINDING] ??= new Map<string, () => void>()) as Map<
    string,
    () => void
  >;
  const seen = new Promise<void>((resolve) => listeners.set(text, resolve));
  if (!bound.has(page)) {
    bound.add(page);
    await page.exposeBinding(BINDING, (_source, shown: string) => listeners.get(shown)?.());
  }
  return seen;
}

/** Runs in the page: reports once an element whose whole text is exactly `text` is in the document. */
function armToastObserver(text: string): void {
  const report = (window as unknown as Record<string, (shown: string) => void>).__hfToastSeen;
  const present = () =>
    document.evaluate(`//*[normalize-space(.)=${JSON.stringify(text)}]`, document.body, null, XPathResult.BOOLEAN_TYPE)
      .booleanValue;
  const observer = new MutationObserver(() => {
    if (present()) {
      observer.disconnect();
      report(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}
