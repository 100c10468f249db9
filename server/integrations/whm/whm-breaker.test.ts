import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhm, type FakeWhm } from '../../../sandbox/whm.js';
import { createClock } from '../../test/accounts.js';
import { createWhmCircuitBreaker, WHM_UNAVAILABLE_MESSAGE } from './circuit-breaker.js';
import { createWhmHttpClient } from './http-client.js';
import { WhmError } from './types.js';

// The WHM circuit breaker: while WHM hangs, calls fail at once instead of each waiting out
// its time-out; a background probe notices when WHM is back. Counted in calls the fake WHM received, not in
// milliseconds, so the test does not depend on the machine's speed.

describe('WHM circuit breaker', () => {
  let whm: FakeWhm;
  beforeAll(async () => {
    whm = await startFakeWhm();
  });
  afterAll(async () => {
    await whm?.stop();
  });

  // Long enough that a healthy loopback answer never times out on a loaded CI machine (300 ms did, once, at load 19);
  // a hung call still ends in 1.5 s.
  const connect = (breaker: ReturnType<typeof createWhmCircuitBreaker>) =>
    breaker.wrap((c) => createWhmHttpClient({ ...c, timeoutMs: 1_500 }))({
      baseUrl: whm.url,
      username: 'root',
      token: whm.token,
    });
  const callsTo = (fn: string) => whm.requests.filter((r) => r.fn === fn).length;

  it('opens on a time-out, fails fast without calling WHM, and lets a trial through once its wait is over', async () => {
    const clock = createClock();
    const breaker = createWhmCircuitBreaker({ retryAfterMs: 60_000, now: clock.now });
    try {
      const client = connect(breaker);
      expect(await client.version()).toMatch(/\d/);
      whm.switches.hang();
      await expect(client.listPackages()).rejects.toMatchObject({ kind: 'timeout' });
      expect(breaker.stateOf(whm.url)).toBe('open');
      const before = callsTo('listpkgs');
      for (let i = 0; i < 5; i++) {
        const error = await client.listPackages().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WhmError);
        expect(error).toMatchObject({ kind: 'unavailable', message: WHM_UNAVAILABLE_MESSAGE });
      }
      expect(callsTo('listpkgs')).toBe(before);
      // WHM recovers; once the wait is over, the next call is the trial and closes the breaker.
      whm.switches.reset();
      clock.advance(60_000);
      expect(Array.isArray(await client.listPackages())).toBe(true);
      expect(callsTo('listpkgs')).toBe(before + 1);
      expect(breaker.stateOf(whm.url)).toBe('closed');
    } finally {
      breaker.stop();
      whm.switches.reset();
    }
  });

  it('is closed again by the background probe when WHM answers', async () => {
    const breaker = createWhmCircuitBreaker({ retryAfterMs: 50 });
    try {
      const client = connect(breaker);
      whm.switches.hang();
      await expect(client.version()).rejects.toMatchObject({ kind: 'timeout' });
      expect(breaker.stateOf(whm.url)).toBe('open');
      whm.switches.reset();
      await expect.poll(() => breaker.stateOf(whm.url), { timeout: 20_000, interval: 50 }).toBe('closed');
    } finally {
      breaker.stop();
      whm.switches.reset();
    }
  });

  it('does not open on answers that say no, and opens on repeated connection failures', async () => {
    const breaker = createWhmCircuitBreaker({ retryAfterMs: 60_000 });
    try {
      const client = connect(breaker);
      whm.switches.fail(undefined, 500);
      for (let i = 0; i < 5; i++) await expect(client.version()).rejects.toMatchObject({ kind: 'http' });
      expect(breaker.stateOf(whm.url)).toBe('closed');
      whm.switches.reset();
      const nowhere = breaker.wrap(createWhmHttpClient)({
        baseUrl: 'http://127.0.0.1:9',
        username: 'root',
        token: 'TOKEN',
      });
      for (let i = 0; i < 3; i++) await expect(nowhere.version()).rejects.toMatchObject({ kind: 'network' });
      expect(breaker.stateOf('http://127.0.0.1:9')).toBe('open');
      await expect(nowhere.version()).rejects.toMatchObject({ kind: 'unavailable' });
      breaker.reset();
      expect(breaker.stateOf('http://127.0.0.1:9')).toBe('closed');
    } finally {
      breaker.stop();
      whm.switches.reset();
    }
  });
});
