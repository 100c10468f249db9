import { expect, test } from './support/test';
import { adminToken } from './support/api';
import { openAdminTab } from './support/admin-session';

// An admin adds a header snippet; it runs on the landing page (with the page view after 3 s)
// and never in the admin screens.
const SNIPPET = `<meta name="hf-e2e-snippet" content="present">
<script>document.documentElement.dataset.snippetRan = 'yes';
window.addEventListener('hostfree:page-view', function (e) { document.documentElement.dataset.pageView = e.detail.path; });</script>`;
/** What the page loader asks for the snippets it runs (web/lib/tracking/queries.ts). */
const ACTIVE_CODES = '/api/custom-header-codes/active';

test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/custom-header-codes', { headers })).json()) as { id: number }[];
  for (const code of list) await request.delete(`/api/custom-header-codes/${code.id}`, { headers });
});

test('a header snippet runs on the landing page, not in the admin screens', async ({ page, request, browser }) => {
  // The loader fetches the active snippets only where it may run them: the admin tab must never ask.
  const adminAskedForSnippets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(ACTIVE_CODES)) adminAskedForSnippets.push(r.url());
  });
  await openAdminTab(page, request, 'analytics');
  await page.getByRole('tab', { name: 'Header Code' }).click();
  await expect(page.getByText('No custom header codes configured yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Header Code' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Header Code' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E marker');
  await dialog.getByLabel('Code').fill(SNIPPET);
  await dialog.getByRole('button', { name: 'Add Header Code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('E2E marker')).toBeVisible();

  // A visitor (a fresh browser, signed out) on the landing page: in the head, run, page view after 3 s.
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto('/');
  await expect(landing.locator('head meta[name="hf-e2e-snippet"]')).toHaveAttribute('content', 'present');
  await expect(landing.locator('html')).toHaveAttribute('data-snippet-ran', 'yes');
  await expect(landing.locator('html')).toHaveAttribute('data-page-view', '/', { timeout: 6000 });

  // The admin screens never ran it, even after more than the 3 s page-view delay: the admin tab opened before the
  // visitor's page, whose page view has now fired (no fixed wait: the visitor's 3 s are the admin tab's too).
  expect(adminAskedForSnippets).toEqual([]);
  await expect(page.locator('meta[name="hf-e2e-snippet"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.snippetRan ?? null)).toBeNull();

  // Toggled off by the admin: the list sends only isActive; new visitors no longer get it.
  const toggle = page.getByRole('switch', { name: 'Deactivate E2E marker' });
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/custom-header-codes/'));
  await toggle.click();
  expect(JSON.parse((await put).postData() ?? '{}')).toEqual({ isActive: false });
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  const later = await (await browser.newContext()).newPage();
  // Wait for the loader's answer itself instead of a fixed time: with nothing active it has nothing to inject.
  const laterCodes = later.waitForResponse((r) => r.url().includes(ACTIVE_CODES));
  await later.goto('/');
  expect(await (await laterCodes).json()).toEqual([]);
  await expect(later.getByRole('heading').first()).toBeVisible();
  await expect(later.locator('meta[name="hf-e2e-snippet"]')).toHaveCount(0);
  await visitor.close();
});
