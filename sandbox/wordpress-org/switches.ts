// Failure injection for the fake wordpress.org. Each switch can be limited to one API and to the next N requests,
// so "the second of three batches fails" is one line in a test.

export type FakeWordpressOrgKind = 'plugin' | 'theme';

export type FakeWordpressOrgFault =
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'slow'; ms: number };

export interface FaultScope {
  /** Only this API; default both. */
  api?: FakeWordpressOrgKind;
  /** Only the next `times` requests (of that API); default every request until reset(). */
  times?: number;
}

export interface FakeWordpressOrgSwitches {
  /** Answer HTTP `status` (default 500) with an HTML error page, as a sick nginx would. */
  fail(status?: number, scope?: FaultScope): void;
  /** Never answer (the socket stays open until the client gives up or the fake stops). */
  hang(scope?: FaultScope): void;
  /** Answer HTTP 200 with an HTML body instead of JSON. */
  garbage(scope?: FaultScope): void;
  /** Wait `ms` before answering normally. */
  slow(ms: number, scope?: FaultScope): void;
  reset(): void;
  /** The fault for the request now arriving (spends one of its `times`). */
  takeFault(api: FakeWordpressOrgKind): FakeWordpressOrgFault | undefined;
}

interface Armed {
  fault: FakeWordpressOrgFault;
  api?: FakeWordpressOrgKind;
  remaining: number;
}

export function createSwitches(): FakeWordpressOrgSwitches {
  let armed: Armed[] = [];
  const arm = (fault: FakeWordpressOrgFault, scope: FaultScope = {}) => {
    // The newest switch wins over older ones for the same requests.
    armed.unshift({ fault, api: scope.api, remaining: scope.times ?? Number.POSITIVE_INFINITY });
  };
  return {
    fail: (status = 500, scope) => arm({ kind: 'fail', status }, scope),
    hang: (scope) => arm({ kind: 'hang' }, scope),
    garbage: (scope) => arm({ kind: 'garbage' }, scope),
    slow: (ms, scope) => arm({ kind: 'slow', ms }, scope),
    reset: () => {
      armed = [];
    },
    takeFault(api) {
      const entry = armed.find((a) => a.remaining > 0 && (a.api === undefined || a.api === api));
      if (!entry) return undefined;
      entry.remaining -= 1;
      armed = armed.filter((a) => a.remaining > 0);
      return entry.fault;
    },
  };
}
