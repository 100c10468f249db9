// A token bucket per registry host (the RDAP server's host, the WHOIS server's host): registries throttle or
// block a source that asks too often (WHOIS servers especially, often after a few queries a second), and one
// busy search page must not get the whole instance blocked. In memory, per instance: each instance is its own
// source address to the registry, so its own budget is the true one. The bucket itself is server/lib/token-bucket.ts.
import { createTokenBucket, type TokenBucket } from '../../lib/token-bucket.js';

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
  const buckets = new Map<string, TokenBucket>();
  return {
    take(host) {
      const key = host.toLowerCase();
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = createTokenBucket({ perMinute: refillPerSecond * 60, capacity, now });
        buckets.set(key, bucket);
      }
      return bucket.take();
    },
  };
}

/** Never refuses (tests of other things, and callers that pass none). */
export const unlimited: HostRateLimiter = { take: () => 0 };
