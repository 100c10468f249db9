import type { Page } from '@playwright/test';

// What a visitor's browser downloads on a first visit to a page (empty cache, no cookies), in bytes over the wire,
// by resource type. Measured by `npm run bench:web` (written to bench/results/web-first-load.json) and held to the
// budget by e2e/first-load-budget.spec.ts, so a change that drags zod or an admin screen into the landing page is
// caught by CI, not by the next person who runs the bench.

/** Issue 12: the landing page's JS+CSS, compressed, at most. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

export interface FirstLoadResponse { path: string; type: string; encoding: string; bytes: number }

export async function measureFirstLoad(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string; encoding: string }>();
  const finished: { url: string; type: string; encoding: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    requests.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? 'identity' });
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
  const responses: FirstLoadResponse[] = finished.map(({ url: u, type, encoding, bytes }) => ({ path: new URL(u).pathname + new URL(u).search, type, encoding, bytes }));
  return {
    totalBytes: finished.reduce((sum, r) => sum + r.bytes, 0),
    jsCssBytes: jsCss,
    jsCssBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
    withinBudget: jsCss <= FIRST_LOAD_BUDGET_BYTES,
    byType,
    responses,
  };
}
