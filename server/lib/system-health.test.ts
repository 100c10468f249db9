import { describe, expect, it } from 'vitest';
import { createSystemHealth, shortFailureMessage } from './system-health.js';

// The recorder behind System → Status: an observed client behaves exactly as the real one, and its calls' outcomes
// are kept per system with a message safe to show.

class Refused extends Error {}

function fakeClock() {
  let t = Date.parse('2026-11-25T12:00:00Z');
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('system health recorder', () => {
  it('hands back the very results and rejections, and records success and failure', async () => {
    const clock = fakeClock();
    const health = createSystemHealth({ now: clock.now });
    const down = new Error('connect ECONNREFUSED 10.0.0.1:2087');
    const client = health.observe('whm', {
      base: 'x',
      async version(this: { base: string }) {
        return `v-${this.base}`;
      },
      async fail() {
        throw down;
      },
      close() {
        return 'closed';
      },
    });
    expect(health.read('whm')).toEqual({ lastSuccessAt: null, lastFailureAt: null, lastFailureMessage: null });
    expect(client.close()).toBe('closed');
    expect(health.read('whm').lastSuccessAt).toBeNull();
    expect(await client.version()).toBe('v-x');
    expect(health.read('whm').lastSuccessAt).toEqual(clock.now());
    clock.advance(1000);
    await expect(client.fail()).rejects.toBe(down);
    expect(health.read('whm')).toMatchObject({
      lastFailureAt: clock.now(),
      lastFailureMessage: 'connect ECONNREFUSED 10.0.0.1:2087',
    });
    health.forget('whm');
    expect(health.read('whm').lastFailureAt).toBeNull();
  });

  it('counts a refusal the system answered on purpose as a success', async () => {
    const health = createSystemHealth();
    const client = health.observe(
      'stripe',
      {
        async charge() {
          throw new Refused('card declined');
        },
      },
      { isOutage: (e) => !(e instanceof Refused) },
    );
    await expect(client.charge()).rejects.toBeInstanceOf(Refused);
    expect(health.read('stripe').lastSuccessAt).not.toBeNull();
    expect(health.read('stripe').lastFailureAt).toBeNull();
  });

  it('reaches nested resources to the depth asked, with their own this', async () => {
    class Resource {
      constructor(private readonly name: string) {}
      async create() {
        return this.name;
      }
    }
    const sdk = { customers: new Resource('customers'), checkout: { sessions: new Resource('sessions') } };
    const shallow = createSystemHealth();
    expect(await shallow.observe('stripe', sdk).customers.create()).toBe('customers');
    expect(shallow.read('stripe').lastSuccessAt).toBeNull();
    const deep = createSystemHealth();
    const observed = deep.observeFactory('stripe', () => sdk, { depth: 2 })();
    expect(await observed.checkout.sessions.create()).toBe('sessions');
    expect(deep.read('stripe').lastSuccessAt).not.toBeNull();
  });

  it('keeps one short line with secrets masked', () => {
    expect(shortFailureMessage(new Error('Invalid API Key provided: sk_live_51Habcdefghijklmnop'))).toBe(
      'Invalid API Key provided: ••••',
    );
    expect(
      shortFailureMessage(
        new Error('GET https://user:hunter2@whm.example.net:2087/json-api/x?api.version=1&token=abc failed'),
      ),
    ).toBe('GET https://••••@whm.example.net:2087/json-api/x?•••• failed');
    expect(shortFailureMessage(new Error('Authorization: Bearer eyJhbGciOi.payload.sig rejected'))).toBe(
      'Authorization: Bearer •••• rejected',
    );
    expect(shortFailureMessage(new Error(`first line\nsecond line`))).toBe('first line');
    expect(shortFailureMessage(new Error('x'.repeat(10) + ' ' + 'y '.repeat(200))).length).toBeLessThanOrEqual(160);
    class WhmError extends Error {
      constructor(m: string) {
        super(m);
        this.name = 'WhmError';
      }
    }
    expect(shortFailureMessage(new WhmError('WHM did not answer'))).toBe('WhmError: WHM did not answer');
  });
});
