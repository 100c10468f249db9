import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { AxeWatch, describeFindings, type AxeScope } from './axe';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test` with axe-core on every page of every journey: every spec imports `test` from here. Each page
 * of the journey's context, and of any context the journey opens with `browser.newContext()` (a second visitor), is
 * scanned on the app's origin unless the walk scans it in both locales or an earlier journey of the run scanned it
 * (`axeScope`, e2e/support/a11y-pages.ts); a WCAG 2.1 A/AA violation fails the journey when it ends, listing each
 * page, rule and element (e2e/support/axe.ts).
 */
export const test = base.extend<{ axeWatch: AxeWatch; axeScope: AxeScope }>({
  // The walk (e2e/accessibility.spec.ts) sets 'every-address'; the ordinary journeys leave the walk's pages to it.
  axeScope: ['unwalked', { option: true }],
  axeWatch: [
    async ({ context, browser, baseURL, axeScope }, use, testInfo) => {
      const watch = new AxeWatch(new URL(baseURL ?? 'http://localhost:5077').port, axeScope);
      const pages: Page[] = [];
      const follow = (ctx: BrowserContext) => {
        for (const page of ctx.pages()) pages.push(page);
        ctx.on('page', (page) => {
          pages.push(page);
          watch.watch(page);
        });
      };
      follow(context);
      // The browser is shared by the worker's journeys: its newContext is wrapped for this journey only.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const ctx = await newContext.apply(browser, args);
        follow(ctx);
        return ctx;
      };
      try {
        await use(watch);
      } finally {
        browser.newContext = newContext;
      }
      await watch.finish(pages);
      // What the scans cost and covered, for the report's JSON (npx playwright test --reporter=json): the pages
      // scanned, the time, and the addresses left to the walk or to an earlier journey.
      testInfo.annotations.push({
        type: 'axe',
        description: `${watch.scanned.size} pages, ${Math.round(watch.scanMs)} ms: ${[...watch.scanned].join(' ')}${
          watch.leftToOthers.size > 0 ? `; left to others: ${[...watch.leftToOthers].join(' ')}` : ''
        }`,
      });
      if (watch.findings.length > 0) throw new Error(describeFindings(watch.findings));
    },
    { auto: true },
  ],
});
