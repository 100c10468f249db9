import { WhmError, type WhmClient, type WhmClientFactory, type WhmConnection } from './types.js';

// A circuit breaker in front of WHM (security-test-plan G7). While WHM hangs, every request
// that touched it used to wait out its time-out. Now the first time-out (or a few unreachable answers in a row)
// marks the server down: calls fail at once with WhmError 'unavailable' (callers already show 'Local' figures and keep
// accounts pending on any WhmError), and a background probe asks WHM's version until it answers. When the
// breaker's own clock says a probe is due, the next real call goes through as the trial as well, so time
// moved by a test's clock or a long pause reopens the way without waiting for the timer.
//
// State is per WHM address and per instance: each instance learns about an outage from its own calls.

export interface WhmBreakerOptions {
  /** Consecutive unreachable answers that mark WHM down (a time-out does at once). */
  failureThreshold?: number;
  /** How long calls fail fast before a trial; also the background probe's interval. 0 turns the breaker off. */
  retryAfterMs?: number;
  now?: () => Date;
  log?: {
    warn(fields: Record<string, unknown>, message: string): void;
    info(fields: Record<string, unknown>, message: string): void;
  };
}

export type WhmBreakerState = 'closed' | 'open';

interface Circuit {
  failures: number;
  /** Epoch ms until which calls fail fast; null while closed. */
  openUntil: number | null;
  probe?: NodeJS.Timeout;
  probing: boolean;
  /** The latest raw client for this address, used by the background probe. */
  client?: WhmClient;
}

export const WHM_UNAVAILABLE_MESSAGE = 'WHM is not answering; retrying in the background';

/**
 * Failures that say WHM (or the way to it) is down. An HTTP 500 or a garbled body is an answer, and a quick
 * one: failing fast saves nothing there, and the caller's retry logic already handles it.
 */
const isOutage = (error: unknown) =>
  error instanceof WhmError && (error.kind === 'timeout' || error.kind === 'network');

export function createWhmCircuitBreaker(options: WhmBreakerOptions = {}) {
  const threshold = options.failureThreshold ?? 3;
  const retryAfterMs = options.retryAfterMs ?? 15_000;
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const circuits = new Map<string, Circuit>();

  const circuitOf = (connection: WhmConnection): Circuit => {
    let circuit = circuits.get(connection.baseUrl);
    if (!circuit) {
      circuit = { failures: 0, openUntil: null, probing: false };
      circuits.set(connection.baseUrl, circuit);
    }
    return circuit;
  };

  function close(circuit: Circuit, baseUrl: string) {
    const wasOpen = circuit.openUntil !== null;
    circuit.failures = 0;
    circuit.openUntil = null;
    clearInterval(circuit.probe);
    circuit.probe = undefined;
    if (wasOpen)
      options.log?.info({ event: 'whm-breaker-closed', whmOrigin: safeOrigin(baseUrl) }, 'WHM answers again');
  }

  function open(circuit: Circuit, baseUrl: string, error: WhmError) {
    const wasOpen = circuit.openUntil !== null;
    circuit.openUntil = now() + retryAfterMs;
    if (!wasOpen)
      options.log?.warn(
        { event: 'whm-breaker-open', whmOrigin: safeOrigin(baseUrl), kind: error.kind },
        'WHM marked down; failing fast',
      );
    if (circuit.probe) return;
    circuit.probe = setInterval(() => {
      void probe(circuit, baseUrl);
    }, retryAfterMs);
    circuit.probe.unref();
  }

  async function probe(circuit: Circuit, baseUrl: string) {
    if (circuit.probing || !circuit.client || circuit.openUntil === null) return;
    circuit.probing = true;
    try {
      await circuit.client.version();
      close(circuit, baseUrl);
    } catch (error) {
      if (isOutage(error)) circuit.openUntil = now() + retryAfterMs;
      else close(circuit, baseUrl); // WHM answered (even "access denied"): it is up.
    } finally {
      circuit.probing = false;
    }
  }

  async function guard<T>(circuit: Circuit, baseUrl: string, call: () => Promise<T>): Promise<T> {
    // Past openUntil the way is half open: calls go through until one fails (open again) or succeeds (closed).
    // Calls of one request made together (stats asks three things at once) thus share the trial.
    if (circuit.openUntil !== null && now() < circuit.openUntil)
      throw new WhmError('unavailable', WHM_UNAVAILABLE_MESSAGE);
    try {
      const result = await call();
      close(circuit, baseUrl);
      return result;
    } catch (error) {
      if (isOutage(error)) {
        circuit.failures += 1;
        if ((error as WhmError).kind === 'timeout' || circuit.failures >= threshold || circuit.openUntil !== null)
          open(circuit, baseUrl, error as WhmError);
      } else if (error instanceof WhmError && error.kind !== 'invalid') {
        close(circuit, baseUrl);
      }
      throw error;
    }
  }

  return {
    /** A factory whose clients go through the breaker of their WHM address. */
    wrap(factory: WhmClientFactory): WhmClientFactory {
      if (retryAfterMs === 0) return factory;
      return (connection) => {
        const raw = factory(connection);
        const circuit = circuitOf(connection);
        circuit.client = raw;
        const guarded = {} as Record<string, unknown>;
        for (const [name, method] of Object.entries(raw) as [string, unknown][]) {
          guarded[name] =
            typeof method === 'function'
              ? (...args: unknown[]) =>
                  guard(circuit, connection.baseUrl, () =>
                    (method as (...a: unknown[]) => Promise<unknown>).apply(raw, args),
                  )
              : method;
        }
        return guarded as unknown as WhmClient;
      };
    },
    stateOf(baseUrl: string): WhmBreakerState {
      return circuits.get(baseUrl)?.openUntil != null ? 'open' : 'closed';
    },
    /** For the status page: open until retryAt, or half open (past it, the next call is the trial); null when turned off. */
    describe(baseUrl: string): { state: 'closed' | 'open' | 'half_open'; retryAt: Date | null } | null {
      if (retryAfterMs === 0) return null;
      const openUntil = circuits.get(baseUrl)?.openUntil ?? null;
      if (openUntil === null) return { state: 'closed', retryAt: null };
      return now() < openUntil
        ? { state: 'open', retryAt: new Date(openUntil) }
        : { state: 'half_open', retryAt: null };
    },
    /** Forgets every outage (the admin saved new settings: try them at once). */
    reset() {
      for (const [baseUrl, circuit] of circuits) close(circuit, baseUrl);
    },
    /** Stops the background probes (app close). */
    stop() {
      for (const circuit of circuits.values()) {
        clearInterval(circuit.probe);
        circuit.probe = undefined;
      }
    },
  };
}

export type WhmCircuitBreaker = ReturnType<typeof createWhmCircuitBreaker>;

function safeOrigin(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}
