import { hostedDomain } from './support/sandbox-whm';
import { expect, test, type Locator, type Page } from './support/test';

// Sign-up to a free site with the keyboard only (WCAG 2.1.1): Tab, Shift+Tab, Enter and typing, never a click. Each
// control the focus lands on on the way must show where the focus is (2.4.7), and the first Tab on a page reaches the
// skip link, which moves past the bar into the page (2.4.1). axe checks each page as in every journey.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e keyboard-signup' });

/** Whether the focused element draws a focus indicator: an outline or a ring (Tailwind's rings are box shadows). */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/** Presses Tab until `target` has the focus (at most `max` times), checking that every stop shows its focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement !== document.body && document.hasFocus());
    if (!focused) continue; // past the page's last control: the next Tab comes back to its first
    const where = await page.evaluate(
      () => `${document.activeElement?.tagName} "${document.activeElement?.textContent?.trim().slice(0, 40)}"`,
    );
    expect(await focusIsVisible(page), `the focus shows on ${where}`).toBe(true);
    if (await target.evaluate((el: Element) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a visitor signs up for a free site with the keyboard alone', async ({ page, request }) => {
  test.slow();
  const suffix = await hostedDomain(request);
  const name = `kbd-${Date.now().toString(36)}`;
  const domain = `${name}.${suffix}`;

  await page.goto('/');
  // The prerendered page is inert until the app has taken it over (a key pressed before would do nothing).
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The first Tab is the skip link, shown when focused; Enter moves on to the page's main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: /Free Hosting Account/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Search Your Free Domain' })).toBeVisible();

  const field = page.getByLabel('Domain name');
  await tabTo(page, field);
  await page.keyboard.type(domain);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${domain} is available!`)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Create Your Free Account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\?showCredentials=true/);
  await expect(page.getByRole('heading', { name: 'Welcome to HostFree' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Continue to Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`)).toBeVisible();
});
