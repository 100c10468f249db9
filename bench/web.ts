import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_LOCALES,
  FIRST_LOAD_PAGES,
  ceilingOf,
  chooseLocale,
  storeAccountLocale,
  SESSION_STORAGE_KEY,
  measureFirstLoad,
  targetBytesOf,
  ADMIN_CHUNK,
  type Visitor,
} from './lib/first-load.js';
import { measureLighthouse, type LighthousePage } from './lib/lighthouse-pages.js';
import { startServer } from './lib/processes.js';

// `npm run bench:web`: what a browser downloads on a first visit to every page of bench/lib/first-load.ts's list
// (public pages as a visitor, signed-in pages as a client and as an admin), each in English and in Arabic, and Lighthouse (mobile profile, simulated
// slow 4G and 4× CPU slowdown, Debian's Chromium; bench/lib/lighthouse-pages.ts) for the pages it lists, against
// the built app (`vite build` first) served by `npm start`'s server on PGlite with the 2,000-plugin catalogue seeded.
// Writes bench/results/web-first-load.json and bench/results/web-lighthouse.json, with the machine's load, and prints both.

const port = Number(process.env.BENCH_WEB_PORT ?? 5910);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = path.resolve(`.tmp/bench-web-${port}`);
const resultsDir = path.resolve('bench/results');
const origin = `http://127.0.0.1:${port}`;
/** The admin this bench signs in as (the server creates it at start from these). */
const admin = { email: 'bench-admin@hostfree.test', password: 'bench-admin-password' };
/** Lighthouse on these, each in every first-load locale (English and the right-to-left Arabic). */
const LIGHTHOUSE_PATHS: readonly Omit<LighthousePage, 'locale'>[] = [
  { path: '/', as: 'visitor' },
  { path: '/plugins', as: 'visitor' },
  { path: '/auth', as: 'visitor' },
  { path: '/paid-hosting', as: 'visitor' },
  { path: '/compute', as: 'visitor' },
  { path: '/dashboard', as: 'client' },
  { path: '/dashboard', as: 'admin' },
];
const LIGHTHOUSE_PAGES: readonly LighthousePage[] = LIGHTHOUSE_PATHS.flatMap((page) =>
  FIRST_LOAD_LOCALES.map((locale) => ({ ...page, locale })),
);
/**
 * While working on one page: BENCH_WEB_PAGES=/auth,/dashboard@admin measures only those (a page without `@` is every
 * role's entry of that path; the results files then hold only them). BENCH_WEB_LIGHTHOUSE=0 skips Lighthouse.
 */
const only = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',') : null;
const chosen = <T extends { path: string; as: Visitor }>(page: T) =>
  !only || only.includes(page.path) || only.includes(`${page.path}@${page.as}`);
const runLighthouse = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
/** Each Lighthouse page is measured BENCH_WEB_RUNS times (default 5); the run with the median performance score is reported. */
const runsPerPage = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
/** BENCH_WEB_REPORTS=dir keeps each page's whole Lighthouse report there (long tasks, script timings, the trace's view). */
const reportsDir = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;

async function run(command: string[], env: Record<string, string>) {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...command], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}`)),
    );
  });
}

async function postJson(pathname: string, body: object): Promise<{ token?: string }> {
  const res = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { token?: string };
}

/** A fresh anonymous client and the admin, signed in through the API as the web app would. */
async function signIn(): Promise<Record<Exclude<Visitor, 'visitor'>, string>> {
  const client = await postJson('/api/register-anonymous', { email: `bench-web-${Date.now()}@example.test` });
  const signedInAdmin = await postJson('/api/auth/login', { username: admin.email, password: admin.password });
  if (!client.token || !signedInAdmin.token) throw new Error('Signing in for the bench gave no token');
  return { client: client.token, admin: signedInAdmin.token };
}

/** Every response of a first visit to each page (bench/lib/first-load.ts), on a phone-sized page, each in a fresh context. */
async function measureFirstLoads(tokens: Record<Exclude<Visitor, 'visitor'>, string>) {
  const catalogue = (await (await fetch(`${origin}/api/plugins?limit=1`)).json()) as { slug: string }[];
  const slug = catalogue[0]?.slug ?? 'none';
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = [];
    for (const target of FIRST_LOAD_PAGES.filter(chosen))
      for (const locale of FIRST_LOAD_LOCALES) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await chooseLocale(context, origin, locale);
        const token = target.as === 'visitor' ? null : tokens[target.as];
        if (token) await storeAccountLocale(origin, token, locale);
        if (token)
          await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
            SESSION_STORAGE_KEY,
            token,
          ] as const);
        const load = await measureFirstLoad(await context.newPage(), `${origin}${target.path.replace(':slug', slug)}`);
        await context.close();
        const targetBytes = targetBytesOf(target);
        pages.push({
          page: target.path,
          as: target.as,
          locale,
          totalBytes: load.totalBytes,
          targetBytes,
          meetsTarget: load.totalBytes <= targetBytes,
          ceilingBytes: ceilingOf(target, locale),
          jsCssBytes: load.jsCssBytes,
          requests: load.responses.length,
          adminChunks: load.responses.filter((r) => ADMIN_CHUNK.test(r.path)).map((r) => r.path),
          byType: load.byType,
          responses: load.responses,
        });
      }
    return pages;
  } finally {
    await browser.close();
  }
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  console.log('Seeding the catalogue (2,000 plugins, 300 themes) on PGlite…');
  await run(['scripts/seed-catalogue.ts'], env);
  const server = await startServer(
    ['server/main.ts'],
    { ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    `${origin}/healthz`,
    origin,
  );
  try {
    const machine = () => ({
      cpus: os.cpus().length,
      load: os.loadavg().map((l) => Number(l.toFixed(2))),
      node: process.version,
    });
    const tokens = await signIn();
    const loadBefore = machine();
    const pages = await measureFirstLoads(tokens);
    mkdirSync(resultsDir, { recursive: true });
    const what =
      'every response of a first visit (empty cache), headers included, as Chromium counts encodedDataLength; signed-in pages with the session in localStorage before the first script';
    writeFileSync(
      path.join(resultsDir, 'web-first-load.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: loadBefore,
          counts: what,
          landingJsCssBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
          pages,
        },
        null,
        2,
      ) + '\n',
    );
    for (const p of pages) {
      console.log(
        `First load ${p.page} as ${p.as} in ${p.locale}: ${p.totalBytes} B over the wire in ${p.requests} responses (JS+CSS ${p.jsCssBytes}); target ${p.targetBytes}${p.meetsTarget ? '' : ' (above target)'}${p.adminChunks.length > 0 && p.as !== 'admin' ? ' ADMIN CODE' : ''}`,
      );
    }
    if (!runLighthouse) return;
    const lighthousePages = LIGHTHOUSE_PAGES.filter(chosen);
    const loadAtLighthouse = machine();
    const lighthouseResult = await measureLighthouse(lighthousePages, {
      origin,
      chromePath,
      runsPerPage,
      reportsDir,
      tokens,
    });
    writeFileSync(
      path.join(resultsDir, 'web-lighthouse.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: loadAtLighthouse,
          machineAfter: machine(),
          ...lighthouseResult,
        },
        null,
        2,
      ) + '\n',
    );
    for (const p of lighthouseResult.pages) {
      console.log(
        `Lighthouse ${p.page} as ${p.as} in ${p.locale}: ${Object.entries(p.scores)
          .map(([c, s]) => `${c} ${s}`)
          .join(
            ', ',
          )}, CLS ${p.cumulativeLayoutShift?.toFixed(3)}, TBT ${Math.round(p.metricsMs.totalBlockingTime ?? 0)} ms, LCP ${Math.round(p.metricsMs.largestContentfulPaint ?? 0)} ms${p.meetsTargets ? '' : ' (below target)'} [runs: ${p.performanceOfEachRun.join(' ')}]`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
