import type { Page } from '@playwright/test';

// What a visitor's browser downloads on a first visit to a page (empty cache, no cookies), in bytes over the wire,
// by resource type. Measured by `npm run bench:web` (written to bench/results/web-first-load.json) and held to the
// budget by e2e/first-load-budget.spec.ts, so a change that drags zod or an admin screen into the landing page is
// caught by CI, not by the next person who runs the bench.

/** The landing page's JS+CSS, compressed, at most. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * Every byte of a first visit (document, scripts, stylesheets, fonts, images, API answers, each with
 * its response headers, as Chromium counts them over the wire), at most 110 KB on a public page and 160 KB on a
 * signed-in one. docs/decisions.md, 'What a first load counts'.
 */
export const ISSUE_24_TARGET_BYTES = { public: 110 * 1024, signedIn: 160 * 1024 } as const;

export type Visitor = 'visitor' | 'client' | 'admin';
export interface FirstLoadPage {
  /** The address opened; `:slug` is replaced by a catalogue plugin's slug. */
  path: string;
  as: Visitor;
  /**
   * What e2e/first-load-budget.spec.ts holds the page to today: about 5 KB above what this build measured (every
   * page is now under its target), never above the target, so a page cannot grow unnoticed. A change that
   * needs more raises the ceiling knowingly; lower it when a page gets lighter.
   */
  ceilingBytes: number;
}

const KB = 1024;
/** Every public page a visitor opens without a link from a mail, and the signed-in pages of a client and an admin. */
export const FIRST_LOAD_PAGES: readonly FirstLoadPage[] = [
  { path: '/', as: 'visitor', ceilingBytes: 82 * KB },
  { path: '/plugins', as: 'visitor', ceilingBytes: 89 * KB },
  { path: '/themes', as: 'visitor', ceilingBytes: 91 * KB },
  { path: '/plugin/:slug', as: 'visitor', ceilingBytes: 73 * KB },
  { path: '/auth', as: 'visitor', ceilingBytes: 104 * KB },
  // The checkout's steps are in its first load (billing with the promotion code field, payment with the discount
  // lines): 108.9 KB measured, within the public budget of 110 KB.
  { path: '/paid-hosting', as: 'visitor', ceilingBytes: 110 * KB },
  { path: '/compute', as: 'visitor', ceilingBytes: 100 * KB },
  { path: '/report-abuse', as: 'visitor', ceilingBytes: 72 * KB },
  // The support desk's request form (and the suspension notice's Appeal): the public budget is 110 KB.
  { path: '/support/new', as: 'visitor', ceilingBytes: 110 * KB },
  { path: '/terms', as: 'visitor', ceilingBytes: 59 * KB },
  { path: '/help', as: 'visitor', ceilingBytes: 94 * KB },
  { path: '/help/how-to-point-a-domain', as: 'visitor', ceilingBytes: 92 * KB },
  // The dashboard's site card now carries Manage site, the idle Reactivate and the help centre's links, and the bar
  // the support desk: raised knowingly from 125, then 130 KB (130.1 KB measured on a clean clone), well within the
  // 160 KB signed-in target.
  { path: '/dashboard', as: 'client', ceilingBytes: 134 * KB },
  { path: '/profile', as: 'client', ceilingBytes: 78 * KB },
  { path: '/settings', as: 'client', ceilingBytes: 96 * KB },
  // The plan-change dialog's entry and the promotion-code field shared with the checkouts: 82.2 KB measured, raised
  // knowingly from 82 KB.
  { path: '/billing', as: 'client', ceilingBytes: 86 * KB },
  // Manage site's code and chunk (a fresh client owns no account 1: the page answers not found after loading).
  { path: '/sites/1', as: 'client', ceilingBytes: 88 * KB },
  // The support desk signed in: the list, the ticket form with its picker, one ticket (a fresh client owns no
  // ticket 1: not found after loading). About 75 KB each when added, well within the 160 KB signed-in target.
  { path: '/support', as: 'client', ceilingBytes: 84 * KB },
  { path: '/support/new', as: 'client', ceilingBytes: 84 * KB },
  { path: '/support/tickets/1', as: 'client', ceilingBytes: 84 * KB },
  // The admin's Support and Promotion Codes tabs join the dashboard's tab list: 121.2 and 119.4 KB measured, raised
  // knowingly from 120 and 118 KB.
  { path: '/dashboard', as: 'admin', ceilingBytes: 125 * KB },
  { path: '/admin-dashboard', as: 'admin', ceilingBytes: 123 * KB },
  // The support desk's inbox (a tab of its own chunk, opened by the address's hash): 134 KB measured.
  { path: '/admin-dashboard#support', as: 'admin', ceilingBytes: 138 * KB },
  { path: '/client', as: 'admin', ceilingBytes: 129 * KB },
  { path: '/admin/api-settings', as: 'admin', ceilingBytes: 79 * KB },
];

export const targetBytesOf = (page: Pick<FirstLoadPage, 'as'>) =>
  page.as === 'visitor' ? ISSUE_24_TARGET_BYTES.public : ISSUE_24_TARGET_BYTES.signedIn;

/** Where the web app keeps the session (web/lib/storage.ts, 000 §3), set before the page's first script runs. */
export const SESSION_STORAGE_KEY = 'hfAuthToken';

/** Chunks a visitor's or a client's page must never fetch: the admin screens' code (chunks are named after their module). */
export const ADMIN_CHUNK = /\/assets\/(admin|api-settings|system-tabs|settings-tabs|analytics-tabs)[-.]/;

export interface FirstLoadResponse {
  path: string;
  type: string;
  encoding: string;
  bytes: number;
}

export async function measureFirstLoad(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string; encoding: string }>();
  const finished: { url: string; type: string; encoding: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) finished.push({ ...r, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const byType: Record<string, { requests: number; bytes: number }> = {};
  for (const r of finished) {
    const type = r.type.toLowerCase();
    byType[type] ??= { requests: 0, bytes: 0 };
    byType[type].requests += 1;
    byType[type].bytes += r.bytes;
  }
  const jsCss = (byType.script?.bytes ?? 0) + (byType.stylesheet?.bytes ?? 0);
  const responses: FirstLoadResponse[] = finished.map(({ url: u, type, encoding, bytes }) => ({
    path: new URL(u).pathname + new URL(u).search,
    type,
    encoding,
    bytes,
  }));
  return {
    totalBytes: finished.reduce((sum, r) => sum + r.bytes, 0),
    jsCssBytes: jsCss,
    jsCssBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
    withinBudget: jsCss <= FIRST_LOAD_BUDGET_BYTES,
    byType,
    responses,
  };
}
