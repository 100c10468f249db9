import { describe, expect, it } from 'vitest';
import { createWhmConcurrencyLimit } from './concurrency-limit.js';
import type { WhmClient, WhmConnection } from './types.js';

// The cap on WHM calls in flight: never more than the cap at once, the rest wait in order, a failure frees its slot.

const connection: WhmConnection = { baseUrl: 'https://whm.test:2087', username: 'root', token: 't' };

function deferredClient() {
  const pending: { name: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const call = (name: string) =>
    new Promise((resolve, reject) => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      const done = () => (concurrent -= 1);
      pending.push({
        name,
        resolve: (v) => (done(), resolve(v)),
        reject: (e) => (done(), reject(e)),
      });
    });
  const client = { version: () => call('version'), createAccount: (u: string) => call(`create:${u}`) };
  return { client: client as unknown as WhmClient, pending, maxConcurrent: () => maxConcurrent };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('WHM concurrency limit', () => {
  it('keeps at most the cap in flight and starts the waiting calls in order', async () => {
    const limit = createWhmConcurrencyLimit(2);
    const fake = deferredClient();
    const client = limit.wrap(() => fake.client)(connection) as unknown as {
      createAccount(u: string): Promise<unknown>;
    };
    const results = ['a', 'b', 'c', 'd', 'e'].map((u) => client.createAccount(u));
    const allSettled = Promise.allSettled(results); // watched from the start: one of them rejects
    await tick();
    expect(fake.pending.map((p) => p.name)).toEqual(['create:a', 'create:b']);
    expect(limit.figures()).toMatchObject({ cap: 2, inFlight: 2, waiting: 3, peak: 2 });

    fake.pending.shift()!.resolve('A');
    await tick();
    expect(fake.pending.map((p) => p.name)).toEqual(['create:b', 'create:c']);
    // A failure frees its slot like a success.
    fake.pending.shift()!.reject(new Error('boom'));
    await tick();
    while (fake.pending.length) {
      fake.pending.shift()!.resolve('ok');
      await tick();
    }
    const settled = await allSettled;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(fake.maxConcurrent()).toBe(2);
    expect(limit.figures()).toEqual({ cap: 2, inFlight: 0, waiting: 0, peak: 2 });
  });

  it('is shared by every client it builds (the cap is per instance, not per client)', async () => {
    const limit = createWhmConcurrencyLimit(1);
    const fake = deferredClient();
    const factory = limit.wrap(() => fake.client);
    const one = factory(connection).version();
    const two = factory(connection).version();
    await tick();
    expect(limit.figures()).toMatchObject({ inFlight: 1, waiting: 1 });
    fake.pending.shift()!.resolve('1');
    await tick();
    fake.pending.shift()!.resolve('2');
    await expect(Promise.all([one, two])).resolves.toEqual(['1', '2']);
  });

  it('refuses a cap below one', () => {
    expect(() => createWhmConcurrencyLimit(0)).toThrow();
  });
});
