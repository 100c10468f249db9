// Failure injection for the fake Stripe. Operations are named `METHOD /v1/path` with ids as :id, e.g.
// 'POST /v1/subscriptions', 'GET /v1/payment_intents/:id', 'POST /v1/payment_intents/:id/confirm'. A switch set
// for one operation wins over one set for every operation ('*').

export type FakeStripeFault =
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'hangAfter' };

export interface FakeStripeSwitches {
  /** Answer `status` (default 500) with Stripe's api_error envelope, doing nothing. */
  fail(op?: string, status?: number): void;
  /** Never answer (the client must time out). */
  hang(op?: string): void;
  /** Wait `ms`, then do the work and answer (the work happens even if the client gave up). */
  slow(op: string | undefined, ms: number): void;
  /** HTTP 200 with an HTML body. */
  garbage(op?: string): void;
  /** Do the work, then never answer: "timed out but created" (a retry with the same Idempotency-Key replays it). */
  hangAfter(op?: string): void;
  /** Every fault and delay off. */
  reset(): void;
  faultFor(op: string): FakeStripeFault | undefined;
  delayFor(op: string): number;
  /** What is switched on, for the demo console. */
  describe(): string;
}

const ALL = '*';

export function createStripeSwitches(): FakeStripeSwitches {
  const faults = new Map<string, FakeStripeFault>();
  const delays = new Map<string, number>();
  return {
    fail: (op = ALL, status = 500) => void faults.set(op, { kind: 'fail', status }),
    hang: (op = ALL) => void faults.set(op, { kind: 'hang' }),
    slow: (op = ALL, ms) => void delays.set(op, ms),
    garbage: (op = ALL) => void faults.set(op, { kind: 'garbage' }),
    hangAfter: (op = ALL) => void faults.set(op, { kind: 'hangAfter' }),
    reset: () => {
      faults.clear();
      delays.clear();
    },
    faultFor: (op) => faults.get(op) ?? faults.get(ALL),
    delayFor: (op) => delays.get(op) ?? delays.get(ALL) ?? 0,
    describe: () => {
      const parts = [...faults]
        .map(([op, f]) => `${f.kind}${f.kind === 'fail' ? ` ${f.status}` : ''} ${op}`)
        .concat([...delays].map(([op, ms]) => `slow ${ms}ms ${op}`));
      return parts.length ? parts.join(', ') : 'normal';
    },
  };
}

/** '/v1/payment_intents/pi_1/confirm' → 'POST /v1/payment_intents/:id/confirm' (switch names); '/v1/billing_portal/sessions', '/v1/checkout/sessions/:id', '/v1/tax/calculations/:id', '/v1/tax/transactions/create_from_calculation'. */
export function opOf(method: string, path: string): string {
  const parts = path.split('/'); // ['', 'v1', resource, id?, action?], or with a namespace before resource
  // Namespaced resources are one level deeper: /v1/billing_portal/sessions/bps_1, /v1/test_helpers/test_clocks/clock_1/advance,
  // /v1/checkout/sessions/cs_1/expire.
  const at =
    parts[2] === 'billing_portal' || parts[2] === 'test_helpers' || parts[2] === 'checkout' || parts[2] === 'tax'
      ? 4
      : 3;
  // /v1/tax/transactions/create_from_calculation is an action, not an id.
  if (parts[at] && parts[at] !== 'create_from_calculation') parts[at] = ':id';
  return `${method} ${parts.join('/')}`;
}
