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

export const BENCH_OPTIONS = { connections: 50, duration: 10, warmupSeconds: 3 };

/** A short warm-up (JIT, caches, pool), then the measured run. Bounded in time; loopback only. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await autocannon({ url, headers, connections: BENCH_OPTIONS.connections, duration: BENCH_OPTIONS.warmupSeconds });
  const r = await autocannon({ url, headers, connections: BENCH_OPTIONS.connections, duration: BENCH_OPTIONS.duration });
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
