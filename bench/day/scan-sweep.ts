import { signUp } from '../lib/app-api.js';
import { queryRows as query } from '../lib/database.js';
import { measureAgainstBaseline, type PairedMeasurement } from '../lib/measure.js';
import { startBaseline } from '../lib/processes.js';
import { seedHostingAccounts } from '../scenarios/admin-hosting-list.js';
import { withDayStage, type DayStage } from './harness.js';
import { machineLoad } from './memory.js';
import { writeDayResult, type DayResult } from './result.js';
import { checkWave, planDayWave, WAVE_TARGETS } from './signup-wave.js';
import { DAY_PORTS, DAY_SIZES } from './sizes.js';
import { runWave } from './wave.js';

// The weekly scan sweep on the viral day: signed-in GET /api/user against the bare baseline while a sign-up wave runs,
// once without the sweep and once with every one of DAY_SIZES.sweepSites sites being rescanned (bench/abuse-rescan.ts's
// seeding: accounts by SQL, each on the sandbox WHM with a page on its web front). The bar: within 10 % of each other.

export const SWEEP_TARGET = { ratioChange: 0.1 };
/** The ratio is measured from this long after the wave starts, so all of it falls inside the wave. */
const MEASURE_AFTER_MS = 3000;
/** A wave long enough to hold one measurement (warm-ups and three alternating rounds, ~30 s). */
const WAVE_SECONDS = Math.max(DAY_SIZES.waveSeconds, 40);

const scansDone = async (databaseUrl: string) =>
  (
    await query<{ n: number }>(
      databaseUrl,
      `select count(*)::int as n from jobs where kind = 'abuse.scan' and status = 'completed'`,
    )
  )[0]?.n ?? 0;

const scanJobs = async (databaseUrl: string) =>
  (await query<{ n: number }>(databaseUrl, `select count(*)::int as n from jobs where kind = 'abuse.scan'`))[0]?.n ?? 0;

/** One wave with the ratio measured inside it; the wave is then checked in the database like the sign-up wave's. */
async function waveWithRatio(stage: DayStage, baselineUrl: string, token: string) {
  const plan = planDayWave(WAVE_SECONDS);
  // The sites' activation is the sign-up wave's figure; here it is waited for only as long as its target allows.
  const wave = runWave(stage, plan, WAVE_TARGETS.allActiveWithinSeconds * 1000);
  await new Promise((r) => setTimeout(r, MEASURE_AFTER_MS));
  const scansBefore = await scansDone(stage.databaseUrl);
  const started = Date.now();
  const measured: PairedMeasurement = await measureAgainstBaseline(
    `${baselineUrl}/`,
    `${stage.instances[0]!.url}/api/user`,
    { authorization: `Bearer ${token}` },
  );
  const seconds = (Date.now() - started) / 1000;
  const scansWhileMeasuring = (await scansDone(stage.databaseUrl)) - scansBefore;
  const run = await wave;
  const checked = await checkWave(stage, plan, run);
  const ratio = measured.target.requestsPerSecond / Math.max(1, measured.baseline.requestsPerSecond);
  return {
    ratio: Number(ratio.toFixed(4)),
    roundRatios: measured.roundRatios,
    target: measured.target,
    baseline: measured.baseline,
    secondsMeasured: Number(seconds.toFixed(1)),
    scansWhileMeasuring,
    wave: {
      legit: plan.legit,
      steps: run.steps,
      answers: run.answers,
      allActiveAfterSeconds: run.allActiveAfterSeconds,
      whm: run.whm,
    },
    failures: checked.failures,
  };
}

export async function scanSweep(): Promise<DayResult> {
  const loadBefore = machineLoad();
  const sites = DAY_SIZES.sweepSites;
  return withDayStage({ webFront: true, env: { ABUSE_RESCAN_SWEEP_MS: '1000' } }, async (stage) => {
    const baseline = await startBaseline(String(DAY_PORTS.baseline));
    try {
      await seedHostingAccounts(stage.databaseUrl, Math.ceil(sites / 10));
      const seeded = await query<{ domain: string; cpanel_username: string }>(
        stage.databaseUrl,
        `select domain, cpanel_username from hosting_accounts where cpanel_username is not null`,
      );
      await stage.whm.addSites(seeded.map((site) => ({ user: site.cpanel_username, domain: site.domain })));
      const token = await signUp(stage.instances[0]!.url, 'day-sweep-reader');
      const without = await waveWithRatio(stage, baseline.url, token);
      // Every site due now: the next sweep (every second here) queues them all.
      const scanJobsBefore = await scanJobs(stage.databaseUrl);
      await query(
        stage.databaseUrl,
        `insert into abuse_site_scans (hosting_account_id, next_scan_at)
         select id, now() from hosting_accounts
         on conflict (hosting_account_id) do update set next_scan_at = now()`,
      );
      // Under way once the sweep has queued the scans; how many ran while measuring is recorded, not waited for (the
      // scans share each instance's job runner with the first wave's provisioning).
      const queuedBy = Date.now() + 300_000;
      while ((await scanJobs(stage.databaseUrl)) - scanJobsBefore < Math.min(seeded.length, 1000)) {
        if (Date.now() > queuedBy) throw new Error('the sweep did not queue the rescan within five minutes');
        await new Promise((r) => setTimeout(r, 500));
      }
      const withSweep = await waveWithRatio(stage, baseline.url, token);
      const change = withSweep.ratio / without.ratio - 1;
      const failures = [
        ...without.failures.map((f) => `wave without the sweep: ${f}`),
        ...withSweep.failures.map((f) => `wave with the sweep: ${f}`),
      ];
      if (withSweep.scansWhileMeasuring === 0) failures.push('no site was scanned while the sweep was measured');
      return writeDayResult({
        scenario: 'scan-sweep',
        description: `signed-in GET /api/user against the bare baseline during a sign-up wave, without and then with a rescan of ${seeded.length} sites`,
        sizes: {
          scale: Number(process.env.BENCH_DAY_SCALE ?? 1),
          sites: seeded.length,
          signUpsPerWave: without.wave.legit,
          waveSeconds: WAVE_SECONDS,
        },
        loadBefore,
        figures: { withoutSweep: without, withSweep, change: Number(change.toFixed(4)) },
        targets: [
          {
            name: `GET /api/user ratio with the sweep (${withSweep.ratio}) against without (${without.ratio})`,
            target: `within ${SWEEP_TARGET.ratioChange * 100} %`,
            measured: `${(change * 100).toFixed(1)} %`,
            met: Math.abs(change) <= SWEEP_TARGET.ratioChange,
          },
          {
            name: 'both waves: nothing lost or created twice, spam refused',
            target: 'no failure',
            measured: failures.length || 'none',
            met: failures.length === 0,
          },
        ],
        failures,
      });
    } finally {
      await baseline.stop();
    }
  });
}
