import { expect, test } from './support/test';
import { registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';

// The pages a visitor opens first arrive drawn (scripts/vite-prerender.ts), then the app (Preact) takes
// them over in place. What a person would notice: the page is there before any script, it works once scripts run, nothing
// is logged as broken, and a signed-in browser never sees the visitor's page flash up.

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e prerendered' });

const PAGES = [
  { path: '/', heading: 'Free web hosting.' },
  { path: '/plugins', heading: 'Plugin Library' },
  { path: '/themes', heading: 'Theme Library' },
  { path: '/auth', tab: 'Anonymous' },
  { path: '/paid-hosting', heading: 'Paid hosting' },
  { path: '/compute', text: 'Please sign in to launch and manage compute instances.' },
  { path: '/help', heading: 'Help center' },
] as const;

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('each prerendered page is drawn from its HTML alone', async ({ page }) => {
    for (const p of PAGES) {
      await page.goto(p.path);
      // Inert until React takes it over, so out of the accessibility tree: found by its markup, not its role.
      if ('heading' in p) await expect(page.locator('h1').filter({ hasText: p.heading })).toBeVisible();
      else if ('tab' in p) await expect(page.locator('[role="tab"]').filter({ hasText: p.tab })).toBeVisible();
      else await expect(page.locator('p').filter({ hasText: p.text })).toBeVisible();
      await expect(page.locator('header a[href="/"]').first()).toBeVisible();
    }
  });
});

test('the app takes each page over in place without a complaint, and its controls then work', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // The page's landmarks as the HTML drew them, before any script ran. Hydration keeps these very nodes; a page drawn
  // anew (a mismatch, which Preact repairs without a word) leaves them detached.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstFrame: Element[] }).firstFrame = [
        ...document.querySelectorAll('#root h1, #root header a[href="/"], #root [role="tab"]'),
      ];
    });
  });
  for (const p of PAGES) {
    await page.goto(p.path);
    // The prerendered markup is inert until the app has hydrated it.
    await expect(page.locator('[inert]')).toHaveCount(0);
    const kept = await page.evaluate(() =>
      (window as unknown as { firstFrame: Element[] }).firstFrame.map((node) => node.isConnected),
    );
    expect(kept.length, p.path).toBeGreaterThan(0);
    expect(kept.every(Boolean), `${p.path}: prerendered nodes kept`).toBe(true);
  }
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page.getByLabel('Username or Email')).toBeVisible();
  await page.goto('/plugins');
  // The list arrives after React took the page over (this database's catalogue may be empty).
  await expect(page.getByText(/^Showing \d+ of [\d,]+ plugins$/).or(page.getByText('No plugins found'))).toBeVisible();
  await page.getByRole('button', { name: 'SEO' }).click();
  await expect(page.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true');
  expect(problems.filter((m) => !m.includes('Failed to load resource'))).toEqual([]);
});

test('a signed-in browser never shows the visitor page it was sent', async ({ page, request }) => {
  const client = await registerAnonymousViaApi(request, uniqueEmail('prerendered'));
  await useToken(page, client.token);
  // Without the app's scripts, what the HTML alone leaves on screen for a signed-in browser: nothing of the landing page.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root')).toBeEmpty();
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome to HostFree, / })).toBeVisible();
  await expect(page.locator('h1').filter({ hasText: 'Free web hosting.' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});
