import autocannon from 'autocannon';

export interface Measurement {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * `rounds` × (`duration` s of the baseline, then `duration` s of the target): the ratio of each round is taken on
 * neighbouring seconds, and the round with the median ratio is the one reported. One long baseline run followed by
 * one long target run let anything else the machine did in between (another process, a burst of I/O) land on one
 * side only: the same tree measured 0.26 and 0.44 ten minutes apart.
 */
export const BENCH_OPTIONS = { connections: 50, duration: 4, warmupSeconds: 3, rounds: 3 };

async function run(url: string, headers: Record<string, string>, duration: number): Promise<Measurement> {
  const r = await autocannon({ url, headers, connections: BENCH_OPTIONS.connections, duration });
  return {
    url,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** A short warm-up (JIT, caches, pool), then the measured run. Bounded in time; loopback only. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await run(url, headers, BENCH_OPTIONS.warmupSeconds);
  return run(url, headers, BENCH_OPTIONS.duration * BENCH_OPTIONS.rounds);
}

export interface PairedMeasurement {
  baseline: Measurement;
  target: Measurement;
  roundRatios: number[];
}

/** The baseline and the target, both warmed up, then measured in alternating rounds (see BENCH_OPTIONS). */
export async function measureAgainstBaseline(
  baselineUrl: string,
  targetUrl: string,
  headers: Record<string, string> = {},
): Promise<PairedMeasurement> {
  await run(baselineUrl, {}, BENCH_OPTIONS.warmupSeconds);
  await run(targetUrl, headers, BENCH_OPTIONS.warmupSeconds);
  const rounds: { baseline: Measurement; target: Measurement; ratio: number }[] = [];
  for (let i = 0; i < BENCH_OPTIONS.rounds; i++) {
    const baseline = await run(baselineUrl, {}, BENCH_OPTIONS.duration);
    const target = await run(targetUrl, headers, BENCH_OPTIONS.duration);
    rounds.push({ baseline, target, ratio: target.requestsPerSecond / Math.max(1, baseline.requestsPerSecond) });
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
  return {
    baseline: median.baseline,
    target: median.target,
    roundRatios: rounds.map((r) => Number(r.ratio.toFixed(4))),
  };
}
