// The figures every scenario reports, computed from the raw samples the bench keeps (never from a library's
// histogram, whose buckets round the tail the targets are about).

/** The nearest-rank percentile (p in 0..100) of `samples`; 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const round = (n: number) => Number(n.toFixed(1));
  return {
    count: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(samples.length ? Math.max(...samples) : 0),
  };
}

/** Latency samples by a name (a step, a route group). */
export class Samples {
  private readonly byName = new Map<string, number[]>();
  add(name: string, ms: number): void {
    let list = this.byName.get(name);
    if (!list) this.byName.set(name, (list = []));
    list.push(ms);
  }
  summary(): Record<string, LatencySummary> {
    return Object.fromEntries([...this.byName].map(([name, list]) => [name, summarize(list)]));
  }
}
