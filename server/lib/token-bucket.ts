// A token bucket: `capacity` requests at once, refilled at `perMinute` a minute, on an injected clock. One bucket
// per outside quota, built once per process and shared by every caller in it, so a burst of scans cannot spend more
// than the quota the service publishes. Each instance holds its own bucket (docs/decisions.md, 'Reputation sources').

export interface TokenBucket {
  /** Takes one token if there is one; false means the caller must not send the request now. */
  tryTake(): boolean;
  /** Tokens left now (whole ones), for the admin's view. */
  available(): number;
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
  const refill = () => {
    const t = now();
    // A clock that steps back (NTP) refills nothing rather than draining the bucket.
    tokens = Math.min(capacity, tokens + Math.max(0, t - last) * perMs);
    last = t;
  };
  return {
    tryTake() {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    available() {
      refill();
      return Math.floor(tokens);
    },
  };
}
