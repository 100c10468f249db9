import type { WhmClient, WhmClientFactory } from './types.js';

// A cap on the WHM calls one instance has in flight (WHM_MAX_IN_FLIGHT). On a viral day a thousand free-site
// claims a minute each end in a createacct, and WHM (one cPanel server, Apache and a few PHP workers behind it)
// answers slower the more it is asked at once; past a point its own time-outs open our breaker. Calls past the
// cap wait their turn here, first come first served, so WHM sees at most `cap` calls per instance and the
// account jobs simply take a little longer.
//
// In memory and per instance, on purpose: the cap is about this instance's connections, and the figures
// (in flight, waiting, the peak since start) are what this instance is doing now. Prometheus scrapes every
// instance; the sum over instances is what WHM sees. The status page says "this instance".

export interface WhmConcurrencyFigures {
  /** The configured cap (WHM_MAX_IN_FLIGHT). */
  cap: number;
  /** Calls sent to WHM and not yet answered, on this instance. */
  inFlight: number;
  /** Calls waiting for a slot, on this instance. */
  waiting: number;
  /** The most calls in flight at once since this instance started. */
  peak: number;
}

export function createWhmConcurrencyLimit(cap: number) {
  if (!Number.isInteger(cap) || cap < 1) throw new Error('WHM concurrency cap must be a whole number of at least 1');
  let inFlight = 0;
  let peak = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next)
      next(); // the slot passes straight on: inFlight stays the same
    else inFlight -= 1;
  }

  async function acquire(): Promise<void> {
    if (inFlight < cap) {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      return;
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  async function run<T>(call: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await call();
    } finally {
      release();
    }
  }

  return {
    /** A factory whose clients' calls share this instance's slots (every method of the client is a WHM call). */
    wrap(factory: WhmClientFactory): WhmClientFactory {
      return (connection) => {
        const raw = factory(connection);
        const limited = {} as Record<string, unknown>;
        for (const [name, method] of Object.entries(raw) as [string, unknown][])
          limited[name] =
            typeof method === 'function'
              ? (...args: unknown[]) => run(() => (method as (...a: unknown[]) => Promise<unknown>).apply(raw, args))
              : method;
        return limited as unknown as WhmClient;
      };
    },
    figures(): WhmConcurrencyFigures {
      return { cap, inFlight, waiting: queue.length, peak };
    },
  };
}

export type WhmConcurrencyLimit = ReturnType<typeof createWhmConcurrencyLimit>;
