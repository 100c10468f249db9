// A token bucket: `capacity` requests at once, refilled at `perMinute` a minute, on an injected clock. The one
// implementation of the server's outside quotas: a reputation source's bucket (one per source, built once per process
// and shared by every caller in it) and the domain registries' per-host limiter (integrations/domain-lookup). Each
// instance holds its own buckets (docs/decisions.md, 'Reputation sources').

export interface TokenBucket {
  /** Takes one token if there is one: 0 when granted, else the milliseconds until the next token. */
  take(): number;
  /** Takes one token if there is one; false means the caller must not send the request now. */
  tryTake(): boolean;
}

export function createTokenBucket({
  perMinute,
  capacity = perMinute,
  now = Date.now,
}: {
  perMinute: number;
  capacity?: number;
  now?: () => number;
}): TokenBucket {
  const perMs = perMinute / 60_000;
  let tokens = capacity;
  let last = now();
  function take(): number {
    const t = now();
    // A clock that steps back (NTP) refills nothing rather than draining the bucket.
    tokens = Math.min(capacity, tokens + Math.max(0, t - last) * perMs);
    last = t;
    if (tokens >= 1) {
      tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - tokens) / perMs);
  }
  return { take, tryTake: () => take() === 0 };
}
