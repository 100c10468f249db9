import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP } from '../scripts/build-web.js';
import { SERVER_DIST } from '../scripts/build-server.js';
import { TEMPLATE_DIR } from '../server/db/pglite-template.js';

// `npm run bench:start`: seconds from `npm run demo` / `npm start` to /healthz answering 200 with
// the web app served (GET / 200), each started as a user does (the npm script, its own process group), then
// stopped. Not part of `npm run bench`: it deletes dist/ and builds the web app from nothing.
//   first run     fresh DATA_DIR, no dist/, no PGlite template: a checkout's very first demo
//   cold demo     fresh DATA_DIR, no dist/ (the template the first run left stays): target ≤ 30 s
//   warm demo     the same DATA_DIR and dist/ again: target ≤ 10 s
//   warm start    `npm start` on a data directory it already made: target ≤ 3 s
// Writes bench/results/start-up.json with the load average before and after: on a busy machine every figure
// grows, so compare runs made on a quiet one.

const PORT = Number(process.env.BENCH_START_PORT ?? 5072);
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const WORK_DIR = path.resolve('.tmp/bench-start');

interface Scenario {
  name: string;
  script: 'demo' | 'start';
  target: number | null;
  prepare(dataDir: string): void;
  dataDir: string;
}

const wipeDist = () => {
  for (const dir of ['dist/web', 'dist/prerender', SERVER_DIST, BUILD_STAMP])
    rmSync(path.resolve(dir), { recursive: true, force: true });
};
const fresh = (dataDir: string) => rmSync(dataDir, { recursive: true, force: true });

const scenarios: Scenario[] = [
  {
    name: 'first run (no dist, no PGlite template, fresh DATA_DIR)',
    script: 'demo',
    target: null,
    dataDir: path.join(WORK_DIR, 'first'),
    prepare: (dir) => {
      wipeDist();
      fresh(dir);
      rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    },
  },
  {
    name: 'cold demo (no dist, fresh DATA_DIR)',
    script: 'demo',
    target: 30,
    dataDir: path.join(WORK_DIR, 'cold'),
    prepare: (dir) => {
      wipeDist();
      fresh(dir);
    },
  },
  { name: 'warm demo', script: 'demo', target: 10, dataDir: path.join(WORK_DIR, 'cold'), prepare: () => {} },
  { name: 'warm npm start', script: 'start', target: 3, dataDir: path.join(WORK_DIR, 'start'), prepare: () => {} },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

interface Timing {
  healthy: number;
  catalogueSeeded?: number;
}

/**
 * Seconds until /healthz answers 200 (then GET / must be 200 too: the app is usable, not just alive). With
 * `waitForCatalogue`, also until the demo prints that its catalogue, seeded in the background, is complete.
 */
async function timeToHealthy(script: 'demo' | 'start', dataDir: string, waitForCatalogue = false): Promise<Timing> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let catalogueSeeded: number | undefined;
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    if (catalogueSeeded === undefined && /^Library: /m.test(text))
      catalogueSeeded = Number(((performance.now() - started) / 1000).toFixed(2));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run ${script} exited with ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error(`npm run ${script} was not healthy after 300 s`);
      if (await isUp(`http://127.0.0.1:${PORT}/healthz`)) break;
      await sleep(100);
    }
    const seconds = (performance.now() - started) / 1000;
    if (!(await isUp(`http://127.0.0.1:${PORT}/`)))
      throw new Error(`npm run ${script} is healthy but does not serve the web app`);
    while (waitForCatalogue && catalogueSeeded === undefined && performance.now() - started < 300_000) await sleep(100);
    return { healthy: Number(seconds.toFixed(2)), catalogueSeeded };
  } finally {
    // The whole group: npm, the prepare step and the server. SIGINT first (graceful close), then SIGKILL.
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      /* already gone */
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 15_000);
    await exited;
    clearTimeout(killer);
  }
}

async function main() {
  mkdirSync(WORK_DIR, { recursive: true });
  const loadBefore = os.loadavg();
  // `npm start`'s directory is made once before it is timed: a warm start is one on a database that exists.
  fresh(path.join(WORK_DIR, 'start'));
  const results = [];
  for (const scenario of scenarios) {
    // The first-run and cold scenarios rebuild everything: one run each; the warm ones RUNS times.
    const runs = scenario.target === null || scenario.name.startsWith('cold') ? 1 : RUNS;
    if (scenario.script === 'start') await timeToHealthy('start', scenario.dataDir);
    const seconds: number[] = [];
    const catalogueSeeded: number[] = [];
    // A new data directory's demo seeds its catalogue after it is healthy: how long until that ends is reported too.
    const seedsCatalogue = scenario.target === null || scenario.name.startsWith('cold');
    for (let i = 0; i < runs; i++) {
      scenario.prepare(scenario.dataDir);
      const timing = await timeToHealthy(scenario.script, scenario.dataDir, seedsCatalogue);
      seconds.push(timing.healthy);
      if (timing.catalogueSeeded !== undefined) catalogueSeeded.push(timing.catalogueSeeded);
      console.log(
        `${scenario.name}: healthy in ${timing.healthy} s${timing.catalogueSeeded ? `, catalogue complete at ${timing.catalogueSeeded} s` : ''} (load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
      );
    }
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
    results.push({
      scenario: scenario.name,
      command: `npm run ${scenario.script}`,
      seconds,
      median,
      targetSeconds: scenario.target,
      met: scenario.target === null ? null : median <= scenario.target,
      ...(catalogueSeeded.length ? { catalogueSeededSeconds: catalogueSeeded } : {}),
    });
  }
  const report = {
    description:
      "Seconds from the npm script to /healthz 200 with GET / 200 (bench/start.ts); catalogueSeededSeconds: until a new demo directory's background catalogue seed ended",
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    loadAverage: { before: loadBefore, after: os.loadavg() },
    results,
  };
  mkdirSync(path.resolve('bench/results'), { recursive: true });
  writeFileSync(path.resolve('bench/results/start-up.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
