// `npm run bench:rescan`: does a rescan of 20,000 sites slow the signed-in pages? GET /api/user against the bare
// baseline, first with no scan due, then while every one of 20,000 sites is being rescanned: each fetched from the
// sandbox WHM's web front (in this process, on loopback) as the real scan fetches a site, scored and recorded, then
// quiet again with the rescan stopped. The bar: the ratio during the rescan no more than 10 % below the quiet ratio
// (the mean of before and after). Writes results/get-user-during-rescan.json.
import { startFakeWebFront, startFakeWhm } from '../sandbox/whm.js';
import { CLEAN_PAGE } from '../sandbox/whm/sample-pages.js';
import { BENCH_ADMIN, signInAdmin, signUp } from './lib/app-api.js';
import { queryRows as query, recreateBenchDatabase } from './lib/database.js';
import { measureAgainstBaseline } from './lib/measure.js';
import { startBaseline, startServer, type RunningServer } from './lib/processes.js';
import { writeResult } from './lib/results.js';
import { seedHostingAccounts } from './scenarios/admin-hosting-list.js';

const SITES_USERS = 2_000; // ten sites each: 20,000
const benchDb = process.env.BENCH_DB_NAME ?? 'hostfree_bench_rescan';
const baselinePort = process.env.BENCH_BASELINE_PORT ?? '5921';
const appPort = process.env.BENCH_APP_PORT ?? '5922';

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
    const fetchedWhileMeasuring = front.requests.length - scannedBefore;
    const [left] = await query<{ n: number }>(
      databaseUrl,
      `select count(*)::int as n from abuse_site_scans where last_scan_at is null`,
    );

    // The rescan is stopped (nothing due for a week, the queued scans dropped) and the quiet run is taken again:
    // quiet before and quiet after bracket the busy run, so a machine that drifted between them (other work, a
    // warmer server) shows as a gap between the two quiet figures instead of passing for the scan's effect.
    await query(databaseUrl, `update abuse_site_scans set next_scan_at = now() + interval '7 days'`);
    await query(databaseUrl, `delete from jobs where kind = 'abuse.scan' and status = 'queued'`);
    for (const waitStart = Date.now(); Date.now() - waitStart < 60_000; ) {
      const [running] = await query<{ n: number }>(
        databaseUrl,
        `select count(*)::int as n from jobs where kind = 'abuse.scan' and status in ('queued', 'running')`,
      );
      if ((running?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const quietAfter = await measureAgainstBaseline(`http://127.0.0.1:${baselinePort}/`, userUrl, headers);

    const ratioOf = (m: typeof busy) => m.target.requestsPerSecond / m.baseline.requestsPerSecond;
    const quietBeforeRatio = ratioOf(quiet);
    const quietAfterRatio = ratioOf(quietAfter);
    const quietRatio = (quietBeforeRatio + quietAfterRatio) / 2;
    const busyRatio = ratioOf(busy);
    // The bar is about slowing the signed-in pages: a ratio that rises during the rescan passes. A rise usually
    // means the scan's CPU slowed the bare baseline (a separate process on the same two cores) more than the app.
    const change = busyRatio / quietRatio - 1;
    const quietDrift = quietAfterRatio / quietBeforeRatio - 1;
    const result = writeResult({
      scenario: 'get-user-during-rescan',
      description:
        'GET /api/user while 20,000 sites are rescanned (fetched from the sandbox web front, scored, recorded); target and baseline of the busy run, quiet runs before and after it (PostgreSQL)',
      baseline: busy.baseline,
      target: busy.target,
      roundRatios: busy.roundRatios,
    });
    const summary = {
      ...result,
      quiet: {
        ratio: Number(quietRatio.toFixed(4)),
        before: { ratio: Number(quietBeforeRatio.toFixed(4)), roundRatios: quiet.roundRatios, target: quiet.target },
        after: {
          ratio: Number(quietAfterRatio.toFixed(4)),
          roundRatios: quietAfter.roundRatios,
          target: quietAfter.target,
        },
      },
      change: Number(change.toFixed(4)),
      withinTenPercent: change >= -0.1,
      // Quiet before and after more than 10 % apart: the machine moved more than the bar; the verdict is noise.
      quietDrift: Number(quietDrift.toFixed(4)),
      trustworthy: Math.abs(quietDrift) <= 0.1,
      getUserRequestsPerSecond: {
        quietBefore: quiet.target.requestsPerSecond,
        duringRescan: busy.target.requestsPerSecond,
        quietAfter: quietAfter.target.requestsPerSecond,
      },
      rescan: {
        sites: sites.length,
        fetchedWhileMeasuring,
        secondsMeasured: Number(seconds.toFixed(1)),
        sitesNotYetScannedAfter: left?.n ?? null,
      },
    };
    const { writeFileSync } = await import('node:fs');
    writeFileSync('bench/results/get-user-during-rescan.json', `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `get-user: ${quietBeforeRatio.toFixed(3)} quiet before, ${busyRatio.toFixed(3)} during the rescan, ` +
        `${quietAfterRatio.toFixed(3)} quiet after (${(change * 100).toFixed(1)} % against the quiet mean; ` +
        `quiet drift ${(quietDrift * 100).toFixed(1)} %); ${fetchedWhileMeasuring} sites fetched in ${summary.rescan.secondsMeasured} s`,
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
