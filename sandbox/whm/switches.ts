// Failure injection for the fake WHM. A switch set for one function wins over one set for every function.

export type FakeWhmFault =
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'resultZero'; reason: string }
  | { kind: 'hangAfter' }
  | { kind: 'redirect'; location: string };

export interface FakeWhmSwitches {
  /** Answer HTTP `status` (default 500) with an HTML error page. No `fn` = every function. */
  fail(fn?: string, status?: number): void;
  /** Never answer (the socket stays open until the client gives up or the fake stops). */
  hang(fn?: string): void;
  /** Wait `ms` before doing the work and answering (a slow createacct). */
  slow(fn: string, ms: number): void;
  /**
   * Hold every call of `fn` before its work until the answered release() is called (a createacct that takes as
   * long as a journey needs to see the account pending, and not a second longer). reset() releases too.
   */
  hold(fn: string): () => void;
  /** Resolves once no hold is on `fn` (read by the server). */
  held(fn: string): Promise<void>;
  /** Answer HTTP 200 with a body that is not JSON. */
  garbage(fn?: string): void;
  /** Answer HTTP 200 with metadata.result 0 and this reason, doing nothing. */
  resultZero(fn: string, reason: string): void;
  /** Do the work (e.g. create the account), then never answer: "timed out but done". */
  hangAfter(fn?: string): void;
  /** Answer 302 to `location` (a client must not follow it: SSRF). */
  redirect(fn: string | undefined, location: string): void;
  /** Back to normal for every function. */
  reset(): void;
  /** The fault in force for `fn`, if any (read by the server). */
  faultFor(fn: string): FakeWhmFault | undefined;
  delayFor(fn: string): number;
}

const ALL = '*';

export function createSwitches(): FakeWhmSwitches {
  const faults = new Map<string, FakeWhmFault>();
  const delays = new Map<string, number>();
  const holds = new Map<string, { promise: Promise<void>; release: () => void }>();
  const releaseAll = () => {
    for (const hold of holds.values()) hold.release();
    holds.clear();
  };
  return {
    fail: (fn = ALL, status = 500) => void faults.set(fn, { kind: 'fail', status }),
    hang: (fn = ALL) => void faults.set(fn, { kind: 'hang' }),
    slow: (fn, ms) => void delays.set(fn, ms),
    garbage: (fn = ALL) => void faults.set(fn, { kind: 'garbage' }),
    resultZero: (fn, reason) => void faults.set(fn, { kind: 'resultZero', reason }),
    hangAfter: (fn = ALL) => void faults.set(fn, { kind: 'hangAfter' }),
    redirect: (fn = ALL, location) => void faults.set(fn, { kind: 'redirect', location }),
    hold: (fn) => {
      let release!: () => void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = {
        promise,
        release: () => {
          release();
          if (holds.get(fn) === hold) holds.delete(fn);
        },
      };
      holds.get(fn)?.release();
      holds.set(fn, hold);
      return hold.release;
    },
    held: async (fn) => {
      await holds.get(fn)?.promise;
    },
    reset: () => {
      faults.clear();
      delays.clear();
      releaseAll();
    },
    faultFor: (fn) => faults.get(fn) ?? faults.get(ALL),
    delayFor: (fn) => delays.get(fn) ?? delays.get(ALL) ?? 0,
  };
}
