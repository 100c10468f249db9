import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { WALK_ADMIN_PAGES, WALK_CLIENT_PAGES, WALK_PUBLIC_PAGES } from './support/a11y-pages';
import type { AxeWatch } from './support/axe';
import { expect, test, type Page } from './support/test';

// WCAG 2.1 AA in a left-to-right and the right-to-left locale: this walk scans every public page, a client's pages and
// each admin tab (e2e/support/a11y-pages.ts) in English and in Arabic (cookie hf_locale, as the switcher stores it)
// and waits for axe's answer on each, so a right-to-left page is checked by machine as its left-to-right twin is. The
// ordinary journeys leave these pages to it and scan the others (e2e/support/test.ts). The Arabic walk runs in the
// dark theme (the system's, as a reader's browser would ask for it), so right to left and dark are checked together
// without a third walk. docs/decisions.md, 'Accessibility checked by machine', 'Accessibility scans once per page' and
// 'A dark theme, checked by the same walk'.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e accessibility' });

test.use({ axeScope: 'every-address' });

/**
 * Opens each page in turn and waits for its scan, so none is skipped for being left too soon. The first page is a
 * full load (a prerendered page taken over by the app); the others are reached inside the app, as a reader's click
 * would (wouter follows history.pushState, the admin dashboard follows hashchange): the app and axe load once per
 * locale instead of once per page.
 */
async function walk(page: Page, axe: AxeWatch, paths: string[]) {
  for (const [i, path] of paths.entries()) {
    if (i === 0) await page.goto(path);
    else await openInApp(page, path);
    await axe.schedule(page);
    // A screen that redirects (a signed-out /billing's notice, /paid-hosting's step) has its new address scheduled
    // by the navigation: this waits for that scan too.
    await axe.schedule(page);
    // The address the page settled on (a screen may add a query, as /paid-hosting's step does).
    const { pathname, search, hash } = new URL(page.url());
    expect(axe.scanned, `axe scanned ${path}`).toContain(`${pathname}${search}${hash}`);
  }
}

/** Moves the app to `path` without a load and returns once it has drawn something for it. */
async function openInApp(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const target = new URL(to, window.location.href);
    const root = document.getElementById('root') ?? document.body;
    const drawn = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      // A screen that draws exactly what was there already (no change to wait for) is scanned as it stands.
      setTimeout(resolve, 5_000);
    });
    if (target.pathname === window.location.pathname && target.search === window.location.search) {
      window.location.hash = target.hash;
    } else {
      window.history.pushState(null, '', to);
    }
    await drawn;
    // The screen's first commit is whole (a route's component or its aria-busy fallback); one more frame for its
    // effects, then the scan's own wait for spinners and busy regions takes over.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

/** The theme each walk runs in: Arabic in the dark, so the dark theme's contrast is held to the same rules. */
const COLOR_SCHEME = { en: 'light', ar: 'dark' } as const;

/** The page's background as the browser drew it: light or dark, by its lightness. */
async function drawnTheme(page: Page): Promise<'light' | 'dark'> {
  const lightness = await page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return 1;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / (3 * 255);
  });
  return lightness < 0.5 ? 'dark' : 'light';
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ colorScheme: COLOR_SCHEME[locale] });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'hf_locale', value: locale, url: baseURL! }]);
    });

    // A scan takes a second or two on a busy machine: each walk is given three times the usual minute.
    test.slow();

    test('the public pages pass axe', async ({ page, axeWatch }) => {
      await walk(page, axeWatch, WALK_PUBLIC_PAGES);
      // The system's theme is followed with no choice stored (no class on <html>).
      expect(await drawnTheme(page)).toBe(COLOR_SCHEME[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test("a client's pages pass axe", async ({ page, request, axeWatch }) => {
      const client = await registerAnonymousViaApi(request, uniqueEmail(`a11y-${locale}`));
      await useToken(page, client.token);
      await walk(page, axeWatch, WALK_CLIENT_PAGES);
    });

    test("the admin's pages and tabs pass axe", async ({ page, request, axeWatch }) => {
      await useToken(page, await adminToken(request));
      await walk(page, axeWatch, WALK_ADMIN_PAGES);
    });
  });
}

test('the check itself fails a page with a violation', async ({ page, axeWatch }) => {
  // A page of the app's origin with an image that has no text alternative (WCAG 1.1.1, axe's image-alt).
  await page.route('**/axe-self-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>t</title><main><img src="/favicon.ico"></main></html>',
    }),
  );
  await page.goto('/axe-self-check');
  await axeWatch.schedule(page);
  expect(axeWatch.findings.map((f) => f.rule)).toContain('image-alt');
  // Seen, and taken back, so that the fixture does not fail this journey for the page it made on purpose.
  axeWatch.findings.splice(0);
});
