import type { DayStage } from './harness.js';
import type { SignUpAttempt, WavePlan } from './signup-plan.js';
import { Samples } from './stats.js';
import { metricValue, paced, timed } from './traffic.js';

// The sign-up wave as visitors send it: POST /api/register-anonymous on one instance, then the free-site claim
// (POST /api/hosting-accounts) on the other, each at its planned time. Shared by the sign-up wave and the scan sweep.

export interface WaveRun {
  steps: ReturnType<Samples['summary']>;
  /** Answers by attempt kind and step: status → count. */
  answers: Record<string, Record<string, number>>;
  /** Domains of the legitimate sites the claims answered 201 for. */
  legitDomains: string[];
  /** E-mails of the legitimate visitors whose sign-up, and whose claim, was answered 201: the rest were told no. */
  accepted: { signUps: Set<string>; claims: Set<string> };
  seconds: number;
  lateStarts: number;
  /** Seconds from the wave's last answer until every legitimate site was on the sandbox WHM (null: not within the wait). */
  allActiveAfterSeconds: number | null;
  whm: { sandboxPeakInFlight: number; sandboxCalls: number; instancePeaks: (number | null)[]; cap: (number | null)[] };
}

const count = (answers: WaveRun['answers'], key: string, status: number) => {
  const row = (answers[key] ??= {});
  row[status] = (row[status] ?? 0) + 1;
};

async function attempt(stage: DayStage, a: SignUpAttempt, samples: Samples, run: WaveRun) {
  const [first, second] = [stage.instances[a.instance]!, stage.instances[1 - a.instance]!];
  const signUp = await timed(`${first.url}/api/register-anonymous`, {
    json: { email: a.email, fingerprintHash: a.fingerprintHash },
    ip: a.ip,
  });
  count(run.answers, `${a.kind} sign-up`, signUp.status);
  if (a.kind === 'legit') samples.add('sign-up', signUp.ms);
  if (a.kind === 'legit' && signUp.status === 201) run.accepted.signUps.add(a.email);
  if (signUp.status !== 201 || !a.subdomain) return;
  const { token } = signUp.body as { token: string };
  const claim = await timed(`${second.url}/api/hosting-accounts`, {
    json: { subdomain: a.subdomain },
    token,
    ip: a.ip,
  });
  count(run.answers, `${a.kind} claim`, claim.status);
  if (a.kind !== 'legit') return;
  samples.add('claim', claim.ms);
  if (claim.status !== 201) return;
  run.legitDomains.push((claim.body as { domain: string }).domain);
  run.accepted.claims.add(a.email);
}

async function instancePeak(stage: DayStage, url: string): Promise<{ peak: number | null; cap: number | null }> {
  const res = await timed(`${url}/api/admin/metrics`, { token: stage.adminToken });
  const text = typeof res.body === 'string' ? res.body : '';
  return {
    peak: metricValue(text, 'hostfree_whm_calls_in_flight_peak'),
    cap: metricValue(text, 'hostfree_whm_calls_in_flight_max'),
  };
}

/** Sends the wave, then waits (at most `activeWithinMs`) until every legitimate site is an account on the sandbox WHM. */
export async function runWave(stage: DayStage, plan: WavePlan, activeWithinMs = 600_000): Promise<WaveRun> {
  const samples = new Samples();
  const run: WaveRun = {
    steps: {},
    answers: {},
    legitDomains: [],
    accepted: { signUps: new Set(), claims: new Set() },
    seconds: 0,
    lateStarts: 0,
    allActiveAfterSeconds: null,
    whm: { sandboxPeakInFlight: 0, sandboxCalls: 0, instancePeaks: [], cap: [] },
  };
  const sent = await paced(
    plan.attempts,
    (a) => a.atMs,
    (a) => attempt(stage, a, samples, run),
  );
  const waveEnd = Date.now();
  run.seconds = Number(sent.seconds.toFixed(1));
  run.lateStarts = sent.lateStarts;
  run.steps = samples.summary();
  for (;;) {
    const onWhm = new Set(await stage.whm.domains());
    const missing = run.legitDomains.filter((d) => !onWhm.has(d)).length;
    if (missing === 0) {
      run.allActiveAfterSeconds = Number(((Date.now() - waveEnd) / 1000).toFixed(1));
      break;
    }
    if (Date.now() - waveEnd > activeWithinMs) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const calls = await stage.whm.calls();
  const peaks = await Promise.all(stage.instances.map((i) => instancePeak(stage, i.url)));
  run.whm = {
    sandboxPeakInFlight: calls.peakInFlight,
    sandboxCalls: calls.total,
    instancePeaks: peaks.map((p) => p.peak),
    cap: peaks.map((p) => p.cap),
  };
  return run;
}
