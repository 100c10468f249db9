import { expect, test } from './support/test';
import {
  ADMIN_CHUNK,
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_LOCALES,
  FIRST_LOAD_PAGES,
  ceilingOf,
  chooseLocale,
  SESSION_STORAGE_KEY,
  measureFirstLoad,
  storeAccountLocale,
  type Visitor,
} from '../bench/lib/first-load';
import { adminToken, registerAnonymousViaApi, uniqueEmail } from './support/api';

// A visitor's first load of / carries no admin code and at most 150 KB of JS+CSS, compressed.
// Every page of bench/lib/first-load.ts's list, public and signed in, within its byte ceiling (every
// byte over the wire of the first visit), and no admin code on any page a visitor or a client opens. Bytes, not
// time: the same build gives the same count (API answers vary by a few bytes with the data earlier journeys left,
// which the ceilings leave room for), so this holds in CI while `npm run bench:web` reports the detail.

test.use({ viewport: { width: 390, height: 844 } });

test('the landing page stays within its first-load budget and brings no admin, zod or payment code', async ({
  page,
}) => {
  const load = await measureFirstLoad(page, '/');
  const scripts = load.responses.filter((r) => r.type === 'Script').map((r) => r.path);
  expect(scripts.length).toBeGreaterThan(0);
  // Compressed, as a browser gets them (the built assets are served as .br).
  expect(
    load.responses.filter((r) => r.type === 'Script' || r.type === 'Stylesheet').every((r) => r.encoding === 'br'),
  ).toBe(true);
  expect(scripts.filter((p) => /admin|schemas|stripe|compute/.test(p))).toEqual([]);
  expect(
    load.jsCssBytes,
    `JS+CSS of / was ${load.jsCssBytes} bytes:\n${load.responses.map((r) => `${r.bytes}\t${r.path}`).join('\n')}`,
  ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test("a client's dashboard brings no admin code", async ({ page, request }) => {
  const client = await registerAnonymousViaApi(request, uniqueEmail('budget'));
  await page
    .context()
    .addInitScript(([key, token]) => localStorage.setItem(key, token), [SESSION_STORAGE_KEY, client.token] as const);
  const load = await measureFirstLoad(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Your hosting accounts' })).toBeVisible();
  const scripts = load.responses.filter((r) => r.type === 'Script').map((r) => r.path);
  expect(
    scripts.filter((p) => ADMIN_CHUNK.test(p)),
    scripts.join('\n'),
  ).toEqual([]);
});

// /plugin/:slug needs a catalogue entry, which this suite's database may not have yet: `npm run bench:web` measures it.
// Each in English and in Arabic (the right-to-left locale, chosen by the switcher's cookie): the budgets hold in both.
for (const target of FIRST_LOAD_PAGES.filter((p) => !p.path.includes(':')))
  for (const locale of FIRST_LOAD_LOCALES) {
    const ceiling = ceilingOf(target, locale);
    test(`${target.path} in ${locale} as ${target.as === 'visitor' ? 'a visitor' : `an ${target.as === 'admin' ? 'admin' : 'anonymous client'}`}: first load within ${Math.round(ceiling / 1024)} KB`, async ({
      page,
      request,
      baseURL,
    }) => {
      await chooseLocale(page.context(), baseURL!, locale);
      const token = await tokenFor(target.as, request);
      if (token) await storeAccountLocale(baseURL!, token, locale);
      if (token)
        await page
          .context()
          .addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, token] as const);
      // The journeys after this one sign in as the same admin and read its screens in English.
      const load = await measureFirstLoad(page, target.path).finally(async () => {
        if (target.as === 'admin') await storeAccountLocale(baseURL!, token!, 'en');
      });
      const detail = `${target.path} in ${locale} as ${target.as}: ${load.totalBytes} bytes over the wire\n${load.responses.map((r) => `${r.bytes}\t${r.type}\t${r.path}`).join('\n')}`;
      expect(load.totalBytes, detail).toBeLessThanOrEqual(ceiling);
      if (target.as !== 'admin')
        expect(load.responses.filter((r) => ADMIN_CHUNK.test(r.path)).map((r) => r.path)).toEqual([]);
    });
  }

async function tokenFor(as: Visitor, request: Parameters<typeof adminToken>[0]): Promise<string | null> {
  if (as === 'admin') return adminToken(request);
  if (as === 'client') return (await registerAnonymousViaApi(request, uniqueEmail('budget'))).token;
  return null;
}
