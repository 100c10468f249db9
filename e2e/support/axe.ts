import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { WALKED_PAGES, pageOf } from './a11y-pages';

// axe-core in every journey (e2e/support/test.ts): each page the journey visits on the app's own origin is scanned
// once per distinct address, after the screen has drawn, for the WCAG 2.1 A and AA rules. The findings are collected
// while the journey runs and fail it at its end, so a scan never changes what the journey does or waits for.
// Each page is scanned once per run: the walk (e2e/accessibility.spec.ts) scans every page it lists in en and ar, and
// the ordinary journeys leave those to it and scan each other page (route) once, in the first journey that reaches
// it (e2e/support/a11y-pages.ts; docs/decisions.md, 'Accessibility scans once per page').

/** The rules that fail a journey: WCAG 2.0 and 2.1, levels A and AA (axe's own tags). */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** axe-core's browser build, from node_modules (no network in CI). */
const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  url: string;
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Hosts that serve the app in the journeys: Playwright's baseURL (localhost) and PUBLIC_URL (127.0.0.1). */
const APP_HOSTS = new Set(['localhost', '127.0.0.1']);

/** How long a scan waits for a screen that is still loading before it scans what is there. */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * What a watch scans: `every-address` each distinct address it sees (the walk, which lists its pages), `unwalked` only
 * pages the walk does not scan and no earlier journey of this worker has scanned (the ordinary journeys).
 */
export type AxeScope = 'every-address' | 'unwalked';

/** Pages (routes, `pageOf`) the ordinary journeys of this worker have scanned so far: one worker runs them all. */
const scannedThisRun = new Set<string>();

/**
 * Watches every page handed to it and scans each distinct address once. Scans run one after another (axe refuses
 * to run twice at once in a page) on a chain the fixture awaits before it reads the findings.
 */
export class AxeWatch {
  readonly findings: AxeFinding[] = [];
  /** Addresses scanned so far in this journey (path, query and hash: a hash opens an admin tab or a section). */
  readonly scanned = new Set<string>();
  /** Time spent scanning (waiting for the screen, injecting axe, running it), summed over the journey. */
  scanMs = 0;
  /** Addresses left to the walk or to an earlier journey (scope `unwalked`). */
  readonly leftToOthers = new Set<string>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly appPort: string,
    private readonly scope: AxeScope,
  ) {}

  /** Scans the page after each navigation of its main frame (a load or a client-side route change). */
  watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
  }

  schedule(page: Page): Promise<void> {
    this.chain = this.chain.then(() => this.scan(page)).catch(() => undefined);
    return this.chain;
  }

  /** Waits for every scheduled scan, then scans each still-open page where it stands (its last screen). */
  async finish(pages: Page[]): Promise<void> {
    for (const page of pages) if (!page.isClosed()) void this.schedule(page);
    await this.chain;
  }

  private addressOf(page: Page): string | null {
    if (page.isClosed()) return null;
    const url = new URL(page.url());
    if (!APP_HOSTS.has(url.hostname) || url.port !== this.appPort) return null;
    if (url.pathname.startsWith('/api/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }

  private async scan(page: Page): Promise<void> {
    const address = this.addressOf(page);
    if (!address || this.scanned.has(address) || this.isLeftToOthers(address)) return;
    const started = performance.now();
    try {
      await this.scanAt(page, address);
    } finally {
      this.scanMs += performance.now() - started;
    }
  }

  private isLeftToOthers(address: string): boolean {
    if (this.scope === 'every-address') return false;
    const scannedElsewhere = WALKED_PAGES.has(pageOf(address)) || scannedThisRun.has(pageOf(address));
    if (scannedElsewhere) this.leftToOthers.add(address);
    return scannedElsewhere;
  }

  private async scanAt(page: Page, address: string): Promise<void> {
    await page.waitForLoadState('load');
    // The screen, not its loading state: lazy route code and the first query's spinner have gone, and a prerendered
    // page has been taken over by the app (inert until then).
    await page
      .waitForFunction(
        () =>
          document.contentType === 'text/html' &&
          !document.querySelector('#root [aria-busy="true"], #main [role="status"] .animate-spin, #root [inert]'),
        undefined,
        { timeout: SETTLE_TIMEOUT_MS },
      )
      .catch(() => undefined);
    // Moved on meanwhile: the next address has its own scan scheduled.
    if (this.addressOf(page) !== address || this.scanned.has(address)) return;
    const state = await page.evaluate(() => ({
      isHtml: document.contentType === 'text/html',
      hasAxe: 'axe' in window,
    }));
    if (!state.isHtml) return;
    // Once per document: a client-side route change keeps the axe a previous scan injected.
    if (!state.hasAxe) await page.addScriptTag({ path: AXE_SOURCE_PATH });
    const first = await runAxe(page);
    // A screen still drawing (a list arriving, a select turning enabled between axe's reading of its attributes and
    // of its styles) can show a violation for an instant: a finding counts only when a second scan, a moment later,
    // finds it on the same element too. A real violation is on every scan; a clean page costs one.
    const violations = first.length === 0 ? first : await this.confirm(page, address, first);
    this.scanned.add(address);
    if (this.scope === 'unwalked') scannedThisRun.add(pageOf(address));
    for (const v of violations) this.findings.push({ url: address, ...v });
  }

  /** The findings a second scan of the same address sees again; the first scan's, if the journey has moved on. */
  private async confirm(page: Page, address: string, first: Violation[]): Promise<Violation[]> {
    await page.waitForTimeout(CONFIRM_DELAY_MS).catch(() => undefined);
    if (this.addressOf(page) !== address) return first;
    const second = await runAxe(page).catch(() => null);
    return second === null || this.addressOf(page) !== address ? first : confirmedIn(first, second);
  }
}

/** How long the second scan waits, so that a screen finishing its draw has done so. */
const CONFIRM_DELAY_MS = 750;

interface Violation {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function runAxe(page: Page): Promise<Violation[]> {
  return page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // Frames are other origins' (Stripe's card fields): theirs to answer for, and axe would wait on them.
        iframes: false,
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [...WCAG_21_AA_TAGS],
  );
}

/** The first scan's findings, each kept only on the elements the second scan names for the same rule. */
function confirmedIn(first: Violation[], second: Violation[]): Violation[] {
  const again = new Map(second.map((v) => [v.rule, new Set(v.targets)]));
  return first
    .map((v) => ({ ...v, targets: v.targets.filter((t) => again.get(v.rule)?.has(t)) }))
    .filter((v) => v.targets.length > 0);
}

/** The part of axe's browser API the scan calls (its types would pull axe-core's d.ts into the browser code). */
interface AxeApi {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  }>;
}

/** One readable failure: each page, each rule, the first elements it names. */
export function describeFindings(findings: AxeFinding[]): string {
  const lines = findings.map(
    (f) =>
      `${f.url}  ${f.rule} (${f.impact ?? 'n/a'}): ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}${
        f.targets.length > 5 ? `\n    … and ${f.targets.length - 5} more` : ''
      }`,
  );
  return `axe found ${findings.length} WCAG 2.1 A/AA violation(s):\n${lines.join('\n')}`;
}
