// Failure injection shared by the Vultr and Azure fakes: a switch set for one route key wins over one set for
// every route ('*'). Route keys are the fake's own names (e.g. 'createInstance', 'putVm', 'token').

export type Fault =
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  /** Do the work, then never answer: "timed out but done". */
  | { kind: 'hangAfter' };

export interface FaultSwitches {
  /** Answer HTTP `status` (default 500) with an HTML error page. No key = every route. */
  fail(key?: string, status?: number): void;
  /** Never answer (the socket stays open until the client gives up or the fake stops). */
  hang(key?: string): void;
  /** Answer HTTP 200 with a body that is not JSON. */
  garbage(key?: string): void;
  hangAfter(key?: string): void;
  /** Wait `ms` before doing the work and answering. */
  slow(key: string | undefined, ms: number): void;
  reset(): void;
  faultFor(key: string): Fault | undefined;
  delayFor(key: string): number;
}

const ALL = '*';

export function createFaultSwitches(): FaultSwitches {
  const faults = new Map<string, Fault>();
  const delays = new Map<string, number>();
  return {
    fail: (key = ALL, status = 500) => void faults.set(key, { kind: 'fail', status }),
    hang: (key = ALL) => void faults.set(key, { kind: 'hang' }),
    garbage: (key = ALL) => void faults.set(key, { kind: 'garbage' }),
    hangAfter: (key = ALL) => void faults.set(key, { kind: 'hangAfter' }),
    slow: (key = ALL, ms) => void delays.set(key, ms),
    reset: () => {
      faults.clear();
      delays.clear();
    },
    faultFor: (key) => faults.get(key) ?? faults.get(ALL),
    delayFor: (key) => delays.get(key) ?? delays.get(ALL) ?? 0,
  };
}
