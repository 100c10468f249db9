// A token bucket per registry host (the RDAP server's host, the WHOIS server's host): registries throttle or
// block a source that asks too often (WHOIS servers especially, often after a few queries a second), and one
// busy search page must not get the whole instance blocked. In memory, per instance: each instance is its own
// source address to the registry, so its own budget is the true one.

export interface HostRateLimiter {
  /** Takes a token for `host`; answers 0 when granted, else the milliseconds until the next token. */
  take(host: string): number;
}

export interface TokenBucketOptions {
  /** Queries allowed at once (the burst). */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  now?: () => number;
}

export function createHostRateLimiter({
  capacity,
  refillPerSecond,
  now = Date.now,
}: TokenBucketOptions): HostRateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(host) {
      const key = host.toLowerCase();
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
      bucket.tokens = Math.min(capacity, bucket.tokens + (Math.max(0, t - bucket.at) / 1000) * refillPerSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - bucket.tokens) / refillPerSecond) * 1000);
    },
  };
}

/** Never refuses (tests of other things, and callers that pass none). */
export const unlimited: HostRateLimiter = { take: () => 0 };
