import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { SESSION_STORAGE_KEY, storeAccountLocale, type FirstLoadLocale, type Visitor } from './first-load.js';

// Lighthouse (mobile profile, simulated slow 4G and 4× CPU slowdown) on Debian's Chromium, for `npm run bench:web`.
// A signed-in page needs the session where the web app keeps it, localStorage (web/lib/storage.ts), before its first
// script runs: localStorage belongs to the browser's profile, so Playwright, attached to the same Chrome over CDP,
// writes the token on the origin and empties the HTTP cache; Lighthouse then opens the page with its storage reset
// turned off (the reset would wipe the token), as a returning browser with an empty cache. Visitors' pages run with
// the reset on, which also clears any token left behind.
// A page in another language is asked for as a browser set to that language asks (Accept-Language on every request;
// the server writes the page's `lang`, which the web app reads), and a signed-in account has that language stored, as
// its pages follow the account's choice.

/** CLS is held below 0.05 beside them. */
export const LIGHTHOUSE_TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 } as const;
export const CLS_TARGET = 0.05;
type Category = keyof typeof LIGHTHOUSE_TARGETS;

export interface LighthousePage {
  path: string;
  as: Visitor;
  locale: FirstLoadLocale;
}

export interface LighthouseOptions {
  origin: string;
  chromePath: string;
  runsPerPage: number;
  /** Whole reports are kept here when set (long tasks, script timings). */
  reportsDir: string | null;
  tokens: Record<Exclude<Visitor, 'visitor'>, string>;
}

export async function measureLighthouse(pages: readonly LighthousePage[], options: LighthouseOptions) {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const attached = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const results = [];
    // Visitors first: their storage reset must not come after a signed-in page's token, and clears it when it does.
    for (const target of [...pages].sort((a, b) => Number(a.as !== 'visitor') - Number(b.as !== 'visitor'))) {
      const runs: Result[] = [];
      for (let i = 0; i < options.runsPerPage; i++) {
        const token = target.as === 'visitor' ? null : options.tokens[target.as];
        if (token) {
          await storeAccountLocale(options.origin, token, target.locale);
          await prepareSession(attached, options.origin, token);
        }
        const result = await lighthouse(`${options.origin}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(LIGHTHOUSE_TARGETS),
          disableStorageReset: token !== null,
          extraHeaders: { 'Accept-Language': target.locale },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        runs.push(result.lhr);
      }
      results.push(summarise(target, runs, options.reportsDir));
    }
    return {
      profile: 'Lighthouse default (mobile, simulated throttling)',
      lighthouse: '12',
      chromium: options.chromePath,
      targets: { ...LIGHTHOUSE_TARGETS, cumulativeLayoutShiftBelow: CLS_TARGET },
      pages: results,
    };
  } finally {
    await attached.close().catch(() => undefined);
    chrome.kill();
  }
}

/** The token in the origin's localStorage and an empty HTTP cache, in the Chrome Lighthouse drives. */
async function prepareSession(
  browser: Awaited<ReturnType<typeof chromium.connectOverCDP>>,
  origin: string,
  token: string,
) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, token] as const);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's simulated timings move with what else the machine does, so the run with the median performance score
 * is the one reported, as Lighthouse's own documentation advises; every run's score is kept beside it.
 */
function summarise(target: LighthousePage, runs: Result[], reportsDir: string | null) {
  const performanceOf = (run: Result) => run.categories.performance?.score ?? 0;
  const byPerformance = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${target.path === '/' ? 'index' : target.path.slice(1).replaceAll('/', '_')}${target.as === 'visitor' ? '' : `@${target.as}`}.${target.locale}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    (Object.keys(LIGHTHOUSE_TARGETS) as Category[]).map((c) => [c, lhr.categories[c]?.score ?? null]),
  ) as Record<Category, number | null>;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const cls = metric('cumulative-layout-shift');
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => ({ id: a.id, score: a.score }));
  return {
    page: target.path,
    as: target.as,
    locale: target.locale,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    meetsTargets:
      (Object.keys(LIGHTHOUSE_TARGETS) as Category[]).every((c) => (scores[c] ?? 0) >= LIGHTHOUSE_TARGETS[c]) &&
      cls !== null &&
      cls < CLS_TARGET,
    metricsMs: {
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      speedIndex: metric('speed-index'),
    },
    cumulativeLayoutShift: cls,
    failingAudits: failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runs: runs.length,
    performanceOfEachRun: runs.map(performanceOf),
  };
}
