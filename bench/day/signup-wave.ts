import { DEFAULT_MAX_DEVICES } from '../../contract/constants.js';
import { RATE_LIMITS } from '../../server/modules/rate-limit/limits.js';
import { withDayStage, type DayStage } from './harness.js';
import { machineLoad } from './memory.js';
import { writeDayResult, type DayResult } from './result.js';
import { expectedAdmitted, planWave, type WavePlan } from './signup-plan.js';
import { judgeWave, readWaveRows } from './signup-check.js';
import { DAY_SIZES, SPAM_SHARE, WHM_CAP, WHM_LATENCY_MS } from './sizes.js';
import { runWave, type WaveRun } from './wave.js';

/** The targets for the wave. */
export const WAVE_TARGETS = { stepP99Ms: 300, allActiveWithinSeconds: 120 };

/** A short tag that keeps one run's e-mails and names apart from another's in the same database. */
export const runTag = () => Date.now().toString(36).slice(-5);

/** The wave's rules of the road at this run's limits: how big the burst is, and what each spam shape may get. */
function burstAllowance(): number {
  const scale = Number(process.env.BENCH_DAY_RATE_LIMIT_SCALE ?? 1);
  return Math.floor(RATE_LIMITS.registrationPerAddress.max * scale);
}

/** A plan of legitimate sign-ups plus their spam, sized by DAY_SIZES unless told. */
export function planDayWave(waveSeconds = DAY_SIZES.waveSeconds): WavePlan {
  return planWave(DAY_SIZES.signUps, SPAM_SHARE, waveSeconds * 1000, runTag(), burstAllowance() + 5);
}

/** The database's verdict on one wave, and the wave's own failures (claims not answered, the WHM cap passed). */
export async function checkWave(stage: DayStage, plan: WavePlan, run: WaveRun) {
  const domains = await stage.whm.domains();
  const rows = await readWaveRows(stage.databaseUrl, plan, domains);
  const allowed = expectedAdmitted(plan, DEFAULT_MAX_DEVICES, burstAllowance());
  const verdict = judgeWave(plan, rows, allowed, run.accepted);
  const failures = [...verdict.failures];
  const overCap = run.whm.instancePeaks.filter((p) => p === null || p > WHM_CAP).length;
  if (overCap)
    failures.push(
      `an instance's WHM calls in flight went over WHM_MAX_IN_FLIGHT (${run.whm.instancePeaks.join(', ')} > ${WHM_CAP})`,
    );
  if (run.whm.sandboxPeakInFlight > WHM_CAP * stage.instances.length)
    failures.push(`the sandbox WHM saw ${run.whm.sandboxPeakInFlight} calls at once, over ${WHM_CAP} per instance`);
  return { verdict, allowed, failures, overCap };
}

export async function signUpWave(): Promise<DayResult> {
  const loadBefore = machineLoad();
  const plan = planDayWave();
  return withDayStage({}, async (stage) => {
    const run = await runWave(stage, plan);
    const { verdict, allowed, failures, overCap } = await checkWave(stage, plan, run);
    const p99 = Math.max(run.steps['sign-up']?.p99Ms ?? 0, run.steps.claim?.p99Ms ?? 0);
    return writeDayResult({
      scenario: 'signup-wave',
      description: `${plan.legit} anonymous sign-ups, each followed by a free-site claim, over ${DAY_SIZES.waveSeconds} s across two instances, plus ${plan.attempts.length - plan.legit} spam-like attempts`,
      sizes: {
        scale: Number(process.env.BENCH_DAY_SCALE ?? 1),
        signUps: plan.legit,
        waveSeconds: DAY_SIZES.waveSeconds,
        whmCap: WHM_CAP,
        whmLatencyMs: WHM_LATENCY_MS,
      },
      loadBefore,
      figures: { wave: run, spamPlanned: plan.spam, spamAllowedByRules: allowed, database: verdict },
      targets: [
        {
          name: 'sign-up step p99',
          target: `< ${WAVE_TARGETS.stepP99Ms} ms`,
          measured: run.steps['sign-up']?.p99Ms ?? null,
          met: (run.steps['sign-up']?.p99Ms ?? Infinity) < WAVE_TARGETS.stepP99Ms,
        },
        {
          name: 'claim step p99',
          target: `< ${WAVE_TARGETS.stepP99Ms} ms`,
          measured: run.steps.claim?.p99Ms ?? null,
          met: p99 < WAVE_TARGETS.stepP99Ms,
        },
        {
          name: 'every legitimate site active on the WHM after the wave',
          target: `≤ ${WAVE_TARGETS.allActiveWithinSeconds} s`,
          measured: run.allActiveAfterSeconds,
          met: run.allActiveAfterSeconds !== null && run.allActiveAfterSeconds <= WAVE_TARGETS.allActiveWithinSeconds,
        },
        {
          name: 'WHM calls in flight per instance (peak)',
          target: `≤ ${WHM_CAP}`,
          measured: run.whm.instancePeaks.join(' / '),
          met: overCap === 0,
        },
        {
          name: 'nothing lost or created twice, spam refused',
          target: 'no failure',
          measured: failures.length ? failures.length : 'none',
          met: failures.length === 0,
        },
      ],
      failures,
    });
  });
}
