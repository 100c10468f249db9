import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import type { RunningServer } from './lib/processes.js';
import { selectScenarios, withBenchServers } from './lib/bench-servers.js';
import type { Scenario } from './lib/scenario.js';
import { getUserScenario } from './scenarios/get-user.js';
import { hostingUserAccountsScenario } from './scenarios/hosting-user-accounts.js';
import { librarySearchScenario } from './scenarios/library-search.js';
import { libraryPluginDetailScenario } from './scenarios/library-plugin-detail.js';
import { catalogueSearch20kScenario } from './scenarios/catalogue-search-20k.js';
import { billingCentreInvoicesScenario } from './scenarios/billing-centre-invoices.js';
import { supportInboxScenario, supportOwnListScenario, supportSearchScenario } from './scenarios/support-desk.js';

// The server's CPU time per request, for the read scenarios, against the bare baseline's the same way: when the
// machine is shared, req/s ratios follow whoever else is running, while the CPU a process spends on a fixed number
// of requests holds still. On a quiet machine, where both servers are CPU-bound, req/s is the inverse of it, so
// baseline µs ÷ scenario µs ("CPU ratio") predicts `npm run bench`'s ratio. Not part of `npm run bench`.
// Usage: npx tsx bench/cpu-cost.ts [scenario…]   (BENCH_CPU_REQUESTS, default 30,000 a round; BENCH_CPU_ROUNDS,
// default 2; BENCH_CPU_PROF=<dir> runs the app under `node --cpu-prof` and writes its profile there at the end).

const scenarios: Scenario[] = [
  getUserScenario,
  hostingUserAccountsScenario,
  librarySearchScenario,
  libraryPluginDetailScenario,
  catalogueSearch20kScenario,
  billingCentreInvoicesScenario,
  supportInboxScenario,
  supportSearchScenario,
  supportOwnListScenario,
];
const requests = Number(process.env.BENCH_CPU_REQUESTS ?? 30_000);
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const connections = 20;
const warmup = 5_000;
const benchDb = process.env.BENCH_DB_NAME ?? 'hostfree_bench';
const baselinePort = process.env.BENCH_BASELINE_PORT ?? '5901';
const appPort = process.env.BENCH_APP_PORT ?? '5902';
const profileDir = process.env.BENCH_CPU_PROF;

/** utime + stime of a process, in µs (from /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function fire(url: string, headers: Record<string, string>, amount: number) {
  const r = await autocannon({ url, headers, connections, amount });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

/** µs of the server's CPU per request over `requests` requests, after a warm-up. */
async function cost(server: RunningServer, url: string, headers: Record<string, string>): Promise<number> {
  await fire(url, headers, warmup);
  const before = cpuMicros(server.process.pid!);
  await fire(url, headers, requests);
  return (cpuMicros(server.process.pid!) - before) / requests;
}

async function main() {
  const selected = selectScenarios(scenarios, process.argv.slice(2));
  const appNodeFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  await withBenchServers({ benchDb, baselinePort, appPort, appNodeFlags }, async ({ databaseUrl, baseline, app }) => {
    for (const scenario of selected) {
      const request = await scenario.prepare({ appUrl: app.url, databaseUrl });
      const figures: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const base = await cost(baseline, `${baseline.url}/`, {});
        const own = await cost(app, `${app.url}${request.path}`, request.headers ?? {});
        figures.push(`${own.toFixed(1)} µs vs baseline ${base.toFixed(1)} µs (CPU ratio ${(base / own).toFixed(3)})`);
      }
      console.log(
        `${scenario.name}: ${figures.join('; ')}; load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
