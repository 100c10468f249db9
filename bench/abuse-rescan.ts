// `npm run bench:rescan`: does a rescan of 20,000 sites slow the signed-in pages? GET /api/user against the bare
// baseline, first with no scan due, then while every one of 20,000 sites is being rescanned: each fetched from the
// sandbox WHM's web front (in this process, on loopback) as the real scan fetches a site, scored and recorded. The
// issue's bar: the ratio during the rescan within 10 % of the ratio without. Writes results/get-user-during-rescan.json.
import pg from 'pg';
import { startFakeWebFront, startFakeWhm } from '../sandbox/whm.js';
import { CLEAN_PAGE } from '../sandbox/whm/sample-pages.js';
import { BENCH_ADMIN, signInAdmin, signUp } from './lib/app-api.js';
import { recreateBenchDatabase } from './lib/database.js';
import { measureAgainstBaseline } from './lib/measure.js';
import { startBaseline, startServer, type RunningServer } from './lib/processes.js';
import { writeResult } from './lib/results.js';
import { seedHostingAccounts } from './scenarios/admin-hosting-list.js';

const SITES_USERS = 2_000; // ten sites each: 20,000
const benchDb = process.env.BENCH_DB_NAME ?? 'hostfree_bench_rescan';
const baselinePort = process.env.BENCH_BASELINE_PORT ?? '5921';
const appPort = process.env.BENCH_APP_PORT ?? '5922';

async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function main() {
  const servers: RunningServer[] = [];
  const whm = await startFakeWhm({ sharedIp: '127.0.0.1' });
  const front = await startFakeWebFront(whm.state);
  try {
    const databaseUrl = await recreateBenchDatabase(benchDb);
    servers.push(await startBaseline(baselinePort));
    const app = await startServer(
      ['server/main.ts'],
      {
        PORT: appPort,
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: `.tmp/bench-data-${appPort}`,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        RATE_LIMIT_SCALE: '1000',
        ABUSE_SCAN_HTTP_PORT: String(front.port),
        ABUSE_RESCAN_SWEEP_MS: '1000',
      },
      `http://127.0.0.1:${appPort}/healthz`,
      `http://127.0.0.1:${appPort}`,
    );
    servers.push(app);
    const admin = await signInAdmin(app.url);
    const saved = await fetch(`${app.url}/api/api-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        whmApiUrl: whm.url,
        whmApiToken: whm.token,
        cpanelBaseUrl: whm.url,
        emailFromAddress: 'noreply@hostfree.test',
        emailFromName: 'HostFree',
      }),
    });
    if (!saved.ok) throw new Error(`WHM settings not saved: ${await saved.text()}`);

    await seedHostingAccounts(databaseUrl, SITES_USERS);
    const sites = await query<{ domain: string; cpanel_username: string }>(
      databaseUrl,
      'select domain, cpanel_username from hosting_accounts',
    );
    for (const site of sites) {
      whm.state.addAccount({ user: site.cpanel_username, domain: site.domain });
      whm.state.putSiteFile(site.domain, '/', { body: CLEAN_PAGE });
    }
    const token = await signUp(app.url, 'bench-rescan');
    const userUrl = `${app.url}/api/user`;
    const headers = { authorization: `Bearer ${token}` };

    const quiet = await measureAgainstBaseline(`http://127.0.0.1:${baselinePort}/`, userUrl, headers);

    // Every site due now: the next sweep (every second here) queues 20,000 scans.
    await query(
      databaseUrl,
      `insert into abuse_site_scans (hosting_account_id, next_scan_at)
       select id, now() from hosting_accounts
       on conflict (hosting_account_id) do update set next_scan_at = now()`,
    );
    const started = Date.now();
    for (;;) {
      const [row] = await query<{ n: number }>(
        databaseUrl,
        `select count(*)::int as n from jobs where kind = 'abuse.scan' and status = 'completed'`,
      );
      // The rescan is under way: measure while it runs.
      if ((row?.n ?? 0) >= 200) break;
      if (Date.now() - started > 120_000) throw new Error('the rescan was not queued');
      await new Promise((r) => setTimeout(r, 500));
    }
    const scannedBefore = front.requests.length;
    const measureStart = Date.now();
    const busy = await measureAgainstBaseline(`http://127.0.0.1:${baselinePort}/`, userUrl, headers);
    const seconds = (Date.now() - measureStart) / 1000;
    const [left] = await query<{ n: number }>(
      databaseUrl,
      `select count(*)::int as n from abuse_site_scans where last_scan_at is null`,
    );

    const quietRatio = quiet.target.requestsPerSecond / quiet.baseline.requestsPerSecond;
    const busyRatio = busy.target.requestsPerSecond / busy.baseline.requestsPerSecond;
    const change = busyRatio / quietRatio - 1;
    const result = writeResult({
      scenario: 'get-user-during-rescan',
      description:
        'GET /api/user while 20,000 sites are rescanned (fetched from the sandbox web front, scored, recorded); target and baseline of the busy run, the quiet run beside it (PostgreSQL)',
      baseline: busy.baseline,
      target: busy.target,
      roundRatios: busy.roundRatios,
    });
    const summary = {
      ...result,
      quiet: { ratio: Number(quietRatio.toFixed(4)), roundRatios: quiet.roundRatios, target: quiet.target },
      change: Number(change.toFixed(4)),
      withinTenPercent: Math.abs(change) <= 0.1,
      rescan: {
        sites: sites.length,
        fetchedWhileMeasuring: front.requests.length - scannedBefore,
        secondsMeasured: Number(seconds.toFixed(1)),
        sitesNotYetScannedAfter: left?.n ?? null,
      },
    };
    const { writeFileSync } = await import('node:fs');
    writeFileSync('bench/results/get-user-during-rescan.json', `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `get-user: ${quietRatio.toFixed(3)} quiet, ${busyRatio.toFixed(3)} during the rescan (${(change * 100).toFixed(1)} %); ` +
        `${summary.rescan.fetchedWhileMeasuring} sites fetched in ${summary.rescan.secondsMeasured} s`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await front.stop();
    await whm.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
