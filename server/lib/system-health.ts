// The operator's view of the outside systems: every integration client reports each call's
// outcome here, and the status page and /api/admin/metrics read it back.
//
// In memory, per instance, on purpose: each instance talks to WHM, Stripe, SMTP and the clouds over its own
// connections, so "this instance last reached WHM at …" is the true statement (one instance can be cut off while
// another is fine), and Prometheus scrapes every instance anyway. Writing a row per outside call would put a
// database write on every WHM or Stripe call, and could not record that the database itself is failing. What is
// shared (the job queue, the mail outbox) is read from the database by the status service.
//
// Clients are observed where they are built (server/services.ts wraps each factory once), not at their call sites.

/** One system's last outcomes on this instance. */
export interface SystemHealthRecord {
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** Short, one line, secrets removed (shortFailureMessage). */
  lastFailureMessage: string | null;
}

export interface ObserveOptions {
  /**
   * Whether a rejection says the system is failing. A refusal the system answered on purpose (a declined card,
   * a taken domain, an account that already exists) shows it is up: it counts as a success. Default: every error.
   */
  isOutage?: (error: unknown) => boolean;
  /**
   * How deep to look for methods: 0 = the client's own methods (WHM, a cloud, RDAP, …); 2 reaches
   * stripe.customers.create and stripe.checkout.sessions.create.
   */
  depth?: number;
}

const MAX_MESSAGE = 160;

// Shapes that look like a credential, wherever an error message might carry one: Stripe keys, bearer tokens,
// user:password@ in a URL, and query strings (signed links, tokens in parameters).
const SECRET_SHAPES: [RegExp, string][] = [
  [/\b(sk|rk|pk|whsec)_[A-Za-z0-9_]{6,}/g, '••••'],
  [/\bBearer\s+\S+/gi, 'Bearer ••••'],
  [/(\/\/)[^/\s:@]+:[^/\s@]+@/g, '$1••••@'],
  [/(https?:\/\/[^\s?#]+)\?\S*/g, '$1?••••'],
  [/\b[A-Za-z0-9+/_-]{32,}={0,2}/g, '••••'],
];

/** An error's message as the status page may show it: first line, secrets masked, at most 160 characters. */
export function shortFailureMessage(error: unknown): string {
  const raw =
    error instanceof Error
      ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`
      : String(error);
  let text = (raw.split('\n')[0] ?? '').trim() || 'Unknown failure';
  for (const [shape, mask] of SECRET_SHAPES) text = text.replace(shape, mask);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function createSystemHealth({ now = () => new Date() }: { now?: () => Date } = {}) {
  const records = new Map<string, SystemHealthRecord>();

  const recordOf = (system: string) => {
    let record = records.get(system);
    if (!record) {
      record = { lastSuccessAt: null, lastFailureAt: null, lastFailureMessage: null };
      records.set(system, record);
    }
    return record;
  };

  function recordSuccess(system: string) {
    recordOf(system).lastSuccessAt = now();
  }

  function recordFailure(system: string, error: unknown) {
    const record = recordOf(system);
    record.lastFailureAt = now();
    record.lastFailureMessage = shortFailureMessage(error);
  }

  /** Reports the outcome of one call without changing it: the caller gets the very value or rejection. */
  function report(system: string, isOutage: (error: unknown) => boolean, outcome: () => unknown): unknown {
    let result: unknown;
    try {
      result = outcome();
    } catch (error) {
      if (isOutage(error)) recordFailure(system, error);
      else recordSuccess(system);
      throw error;
    }
    // Only promises are calls to the outside; a synchronous helper (close(), a builder) says nothing.
    if (isThenable(result)) {
      result.then(
        () => recordSuccess(system),
        (error: unknown) => {
          if (isOutage(error)) recordFailure(system, error);
          else recordSuccess(system);
        },
      );
    }
    return result;
  }

  /**
   * The same client, its methods reporting to `system`. A Proxy, so classes (stripe-node) keep their prototypes and
   * internals: each method runs with the real object as `this`, and its result is handed back untouched.
   */
  function observe<T extends object>(system: string, client: T, options: ObserveOptions = {}): T {
    const isOutage = options.isOutage ?? (() => true);
    const wrap = <O extends object>(target: O, depth: number): O => {
      const cache = new Map<PropertyKey, unknown>();
      return new Proxy(target, {
        get(object, property) {
          const value = Reflect.get(object, property, object) as unknown;
          if (typeof property === 'symbol' || property === 'then' || property === 'constructor') return value;
          // A frozen property must be answered as is (a Proxy invariant).
          const own = Reflect.getOwnPropertyDescriptor(object, property);
          if (own && !own.configurable && !own.writable) return value;
          if (cache.has(property) && (cache.get(property) as { source: unknown }).source === value)
            return (cache.get(property) as { view: unknown }).view;
          let view = value;
          if (typeof value === 'function') {
            view = new Proxy(value, {
              apply: (fn, _self, args) => report(system, isOutage, () => Reflect.apply(fn, object, args)),
            });
          } else if (depth > 0 && typeof value === 'object' && value !== null) {
            view = wrap(value, depth - 1);
          }
          cache.set(property, { source: value, view });
          return view;
        },
      });
    };
    return wrap(client, options.depth ?? 0);
  }

  return {
    recordSuccess,
    recordFailure,
    observe,
    /** A factory whose clients are observed: the one place a system's clients are built. */
    observeFactory<A extends unknown[], T extends object>(
      system: string,
      factory: (...args: A) => T,
      options: ObserveOptions = {},
    ): (...args: A) => T {
      return (...args: A) => observe(system, factory(...args), options);
    },
    /** The record of one system; all nulls when nothing was seen since this instance started. */
    read(system: string): SystemHealthRecord {
      return { ...(records.get(system) ?? { lastSuccessAt: null, lastFailureAt: null, lastFailureMessage: null }) };
    },
    /** Forgets what was seen (the admin saved new settings for it: the old outcomes describe another server). */
    forget(system: string) {
      records.delete(system);
    },
  };
}

export type SystemHealth = ReturnType<typeof createSystemHealth>;
