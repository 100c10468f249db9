import { startServer, type RunningServer } from './lib/processes.js';
import { selectScenarios, withBenchServers } from './lib/bench-servers.js';
import { measureAgainstBaseline } from './lib/measure.js';
import { writeResult } from './lib/results.js';
import { BENCH_ADMIN } from './lib/app-api.js';
import type { Scenario } from './lib/scenario.js';
import { getUserScenario } from './scenarios/get-user.js';
import { hostingUserAccountsScenario } from './scenarios/hosting-user-accounts.js';
import { adminHostingListScenario } from './scenarios/admin-hosting-list.js';
import { adminHostingList200kScenario, adminHostingSearch200kScenario } from './scenarios/admin-hosting-list.js';
import { catalogueSearch20kScenario } from './scenarios/catalogue-search-20k.js';
import { adminDonations100kScenario } from './scenarios/admin-donations-100k.js';
import { librarySearchScenario } from './scenarios/library-search.js';
import { libraryPluginDetailScenario } from './scenarios/library-plugin-detail.js';
import { billingCentreScenario } from './scenarios/billing-centre.js';
import { billingCentreInvoicesScenario } from './scenarios/billing-centre-invoices.js';
import { computeListScenario } from './scenarios/compute-list.js';
import { supportInboxScenario, supportOwnListScenario, supportSearchScenario } from './scenarios/support-desk.js';
import { getUserPgliteScenario, librarySearchPgliteScenario, seedPgliteCatalogue } from './scenarios/pglite.js';
import { runWebhookIngest } from './webhook-ingest.js';

// Every scenario, measured against the bare baseline in the same run. `npm run bench -- <name>` runs one.
const scenarios: Scenario[] = [
  getUserScenario,
  hostingUserAccountsScenario,
  adminHostingListScenario,
  librarySearchScenario,
  libraryPluginDetailScenario,
  getUserPgliteScenario,
  librarySearchPgliteScenario,
  // The sizes an operator reaches after a year (seeded by SQL; after the 20,000-account one).
  adminHostingList200kScenario,
  adminHostingSearch200kScenario,
  catalogueSearch20kScenario,
  adminDonations100kScenario,
  billingCentreScenario,
  billingCentreInvoicesScenario,
  computeListScenario,
  // The support desk at 100,000 tickets and 1,000,000 messages (seeded by SQL).
  supportInboxScenario,
  supportSearchScenario,
  supportOwnListScenario,
];

const benchDb = process.env.BENCH_DB_NAME ?? 'hostfree_bench';
// Engineers benchmarking at the same time pick their own ports and database name.
const baselinePort = process.env.BENCH_BASELINE_PORT ?? '5901';
const appPort = process.env.BENCH_APP_PORT ?? '5902';
const pglitePort = process.env.BENCH_PGLITE_PORT ?? String(Number(appPort) + 1);

async function main() {
  const only = process.argv.slice(2);
  const selected = selectScenarios(scenarios, only);
  await withBenchServers({ benchDb, baselinePort, appPort }, async ({ databaseUrl, baseline, app, keep }) => {
    // PGlite allows one process per data directory: its catalogue is seeded before its server starts.
    let pgliteApp: RunningServer | undefined;
    if (selected.some((s) => s.database === 'pglite')) {
      const dataDir = await seedPgliteCatalogue(pglitePort);
      pgliteApp = await startServer(
        ['server/main.ts'],
        {
          PORT: pglitePort,
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: BENCH_ADMIN.email,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          RATE_LIMIT_SCALE: '1000',
        },
        `http://127.0.0.1:${pglitePort}/healthz`,
        `http://127.0.0.1:${pglitePort}`,
      );
      keep(pgliteApp);
    }

    for (const scenario of selected) {
      const target = scenario.database === 'pglite' ? pgliteApp! : app;
      const request = await scenario.prepare({ appUrl: target.url, databaseUrl });
      const {
        baseline: baselineResult,
        target: measured,
        roundRatios,
      } = await measureAgainstBaseline(`${baseline.url}/`, `${target.url}${request.path}`, request.headers);
      const result = writeResult({
        scenario: scenario.name,
        description: scenario.description,
        baseline: baselineResult,
        target: measured,
        roundRatios,
      });
      console.log(
        `${scenario.name}: ${measured.requestsPerSecond} req/s vs baseline ${baselineResult.requestsPerSecond} (ratio ${result.ratio}, rounds ${roundRatios.join(' / ')}, non-2xx ${measured.non2xx})`,
      );
    }
  });
  // The money path has its own servers (the sandbox Stripe, an app wired to it) and shape: after the others, on its own ports.
  if (!only.length || only.includes('webhook-ingest'))
    await runWebhookIngest({ benchDb, baselinePort, appPort, stripePort: pglitePort });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
