import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_ADMIN } from './lib/app-api.js';
import { recreateBenchDatabase } from './lib/database.js';
import { measure } from './lib/measure.js';
import { startServer, type RunningServer } from './lib/processes.js';
import { writeResult } from './lib/results.js';
import { countApplied, type IngestCounts } from './ingest/count.js';
import { prepareIngest } from './ingest/prepare.js';
import { planDeliveries, sendDeliveries, DUPLICATE_SHARE, SENDERS } from './ingest/send.js';

// The money path: signed Stripe events delivered at full speed by parallel senders, duplicates
// included, to POST /api/stripe/webhook on PostgreSQL, then counted: every event stored once and applied once.
// `npm run bench:ingest` runs it alone; `npm run bench` runs it after the other scenarios.

const PLUGIN_DONATIONS = Number(process.env.BENCH_INGEST_PLUGIN_DONATIONS ?? 1500);
const SUBSCRIPTION_DONATIONS = Number(process.env.BENCH_INGEST_SUBSCRIPTION_DONATIONS ?? 750);
/** At least this many events accepted a second on PostgreSQL, p99 under this, each applied once. */
export const INGEST_GOAL = { eventsPerSecond: 500, latencyP99Ms: 50 };

/** One $5 plugin is all the plugin donations need: seeded (with migrations) before the app starts. */
function seedOnePlugin(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-catalogue.ts', '--plugins', '1', '--themes', '0'],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-catalogue exited with ${code}`))));
  });
}

/** Whether every event was applied exactly once: the figures that must match what was sent and paid. */
function exactlyOnce(counts: IngestCounts, distinctEvents: number, payments: number) {
  return (
    counts.storedEvents === distinctEvents &&
    counts.processedEvents === distinctEvents &&
    counts.eventJobs === distinctEvents &&
    counts.eventJobsNotCompleted === 0 &&
    counts.ledgerPayments === payments &&
    counts.distinctLedgerKeys === payments &&
    counts.completedDonations === payments &&
    counts.receiptMails === payments
  );
}

export async function runWebhookIngest({
  benchDb,
  baselinePort,
  appPort,
  stripePort,
}: {
  benchDb: string;
  baselinePort: string;
  appPort: string;
  stripePort: string;
}): Promise<void> {
  const servers: RunningServer[] = [];
  try {
    const databaseUrl = await recreateBenchDatabase(benchDb);
    const dataDir = `.tmp/bench-data-${appPort}-ingest`;
    const appEnv = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    await seedOnePlugin(appEnv);
    const stripe = {
      url: `http://127.0.0.1:${stripePort}`,
      secretKey: `sk_test_bench${randomBytes(12).toString('hex')}`,
      publishableKey: `pk_test_bench${randomBytes(12).toString('hex')}`,
      webhookSecret: `whsec_bench${randomBytes(16).toString('hex')}`,
    };
    servers.push(
      await startServer(
        ['bench/ingest/stripe-sandbox.ts', stripePort, stripe.secretKey, stripe.publishableKey, stripe.webhookSecret],
        {},
        `${stripe.url}/`,
        stripe.url,
      ),
    );
    const baseline = await startServer(
      ['bench/baseline-server.ts', baselinePort],
      {},
      `http://127.0.0.1:${baselinePort}/`,
      `http://127.0.0.1:${baselinePort}`,
    );
    servers.push(baseline);
    const app = await startServer(
      ['server/main.ts'],
      {
        ...appEnv,
        PORT: appPort,
        HOST: '127.0.0.1',
        STRIPE_API_URL: stripe.url,
        PUBLIC_URL: `http://127.0.0.1:${appPort}`,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        RATE_LIMIT_SCALE: '1000',
      },
      `http://127.0.0.1:${appPort}/healthz`,
      `http://127.0.0.1:${appPort}`,
    );
    servers.push(app);

    const plan = await prepareIngest({
      appUrl: app.url,
      stripe,
      pluginDonations: PLUGIN_DONATIONS,
      subscriptionDonations: SUBSCRIPTION_DONATIONS,
    });
    const payments = plan.pluginDonations + plan.subscriptionDonations;
    const baselineResult = await measure(`${baseline.url}/`);
    // Let the checkouts' own jobs (receipts of nothing yet, price look-ups) settle before the clock starts.
    await new Promise((r) => setTimeout(r, 2000));
    const loadBefore = os.loadavg();
    const deliveries = planDeliveries(plan.events, stripe.webhookSecret);
    const sent = await sendDeliveries(`${app.url}/api/stripe/webhook`, deliveries);
    const counts = await countApplied(databaseUrl);
    const applied = exactlyOnce(counts, sent.distinctEvents, payments);

    const result = writeResult({
      scenario: 'webhook-ingest',
      description: `POST /api/stripe/webhook: ${sent.distinctEvents} signed events of ${payments} paid donations (+${Math.round(DUPLICATE_SHARE * 100)}% redelivered), ${SENDERS} parallel senders, counted afterwards (PostgreSQL)`,
      baseline: baselineResult,
      target: {
        url: sent.url,
        requestsPerSecond: sent.eventsPerSecond,
        latencyP50Ms: sent.latencyP50Ms,
        latencyP99Ms: sent.latencyP99Ms,
        non2xx: sent.non2xx,
        errors: sent.errors,
        timeouts: sent.timeouts,
      },
    });
    // The ingest's own figures beside the common shape: the run, what the database holds afterwards, the machine's load.
    const file = path.resolve('bench/results/webhook-ingest.json');
    const written = JSON.parse(readFileSync(file, 'utf8')) as object;
    writeFileSync(
      file,
      JSON.stringify(
        {
          ...written,
          options: { senders: SENDERS, duplicateShare: DUPLICATE_SHARE },
          goal: INGEST_GOAL,
          ingest: sent,
          payments,
          counts,
          exactlyOnce: applied,
          appliedEventsPerSecond: Number((sent.distinctEvents / (sent.seconds + counts.drainSeconds)).toFixed(1)),
          loadAverage: { before: loadBefore, after: os.loadavg() },
        },
        null,
        2,
      ) + '\n',
    );
    console.log(
      `webhook-ingest: ${sent.eventsPerSecond} events/s accepted (p50 ${sent.latencyP50Ms} ms, p99 ${sent.latencyP99Ms} ms, non-2xx ${sent.non2xx}) ` +
        `vs baseline ${baselineResult.requestsPerSecond} req/s (ratio ${result.ratio}); ${sent.deliveries} deliveries of ${sent.distinctEvents} events; ` +
        `drained in ${counts.drainSeconds} s; exactly once: ${applied ? 'yes' : `NO ${JSON.stringify(counts)}`}; load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appPort = process.env.BENCH_APP_PORT ?? '5902';
  runWebhookIngest({
    benchDb: process.env.BENCH_DB_NAME ?? 'hostfree_bench',
    baselinePort: process.env.BENCH_BASELINE_PORT ?? '5901',
    appPort,
    stripePort: process.env.BENCH_PGLITE_PORT ?? String(Number(appPort) + 1),
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
