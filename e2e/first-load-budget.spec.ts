import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from '../bench/lib/first-load';
import { registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';

// Issue 12: a visitor's first load of / carries no admin code and at most 150 KB of JS+CSS, compressed. Bytes, not
// time: the same build gives the same count, so this holds in CI while `npm run bench:web` reports the detail.

test.use({ viewport: { width: 390, height: 844 } });

test('the landing page stays within its first-load budget and brings no admin, zod or payment code', async ({ page }) => {
  const load = await measureFirstLoad(page, '/');
  const scripts = load.responses.filter((r) => r.type === 'Script').map((r) => r.path);
  expect(scripts.length).toBeGreaterThan(0);
  // Compressed, as a browser gets them (the built assets are served as .br).
  expect(load.responses.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').every((r) => r.encoding === 'br')).toBe(true);
  expect(scripts.filter((p) => /admin|schemas|stripe|compute/.test(p))).toEqual([]);
  expect(load.jsCssBytes, `JS+CSS of / was ${load.jsCssBytes} bytes:\n${load.responses.map((r) => `${r.bytes}\t${r.path}`).join('\n')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test("a client's dashboard brings no admin code (issue 24 point 1)", async ({ page, request }) => {
  const client = await registerAnonymousViaApi(request, uniqueEmail('budget'));
  await useToken(page, client.token);
  const load = await measureFirstLoad(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Your hosting accounts' })).toBeVisible();
  const scripts = load.responses.filter((r) => r.type === 'Script').map((r) => r.path);
  expect(scripts.filter((p) => /admin/.test(p)), scripts.join('\n')).toEqual([]);
});
