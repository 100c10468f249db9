// Contract tests: the real RDAP client (server/integrations/rdap) against the fake bootstrap and registries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHostRateLimiter } from '../server/integrations/domain-lookup/rate-limit.js';
import { findServers, parseBootstrap } from '../server/integrations/rdap/bootstrap.js';
import { createRdapHttpClient } from '../server/integrations/rdap/http-client.js';
import { RdapError } from '../server/integrations/rdap/types.js';
import { startFakeRdap, type FakeRdap } from './rdap.js';

describe('RDAP client against sandbox/rdap.ts', () => {
  let rdap: FakeRdap;
  beforeAll(async () => {
    rdap = await startFakeRdap({ registered: ['taken.com', 'taken.co.za'] });
  });
  afterAll(async () => {
    await rdap.stop();
  });
  afterEach(() => {
    rdap.switches.reset();
  });

  const client = (over: { timeoutMs?: number; bootstrapTtlMs?: number; now?: () => number } = {}) =>
    createRdapHttpClient({ bootstrapUrl: rdap.bootstrapUrl, timeoutMs: 300, ...over });

  it('200 is registered, 404 is available; the registry is found through the bootstrap file', async () => {
    const c = client();
    await expect(c.lookUpDomain('taken.com')).resolves.toMatchObject({
      status: 'registered',
      summary: { ldhName: 'TAKEN.COM' },
    });
    await expect(c.lookUpDomain('free-name.com')).resolves.toMatchObject({ status: 'available' });
    const registryCalls = rdap.requests.filter((r) => r.target !== 'bootstrap');
    expect(registryCalls.map((r) => r.path)).toEqual(['/verisign/domain/taken.com', '/verisign/domain/free-name.com']);
    expect(registryCalls[0]!.accept).toContain('application/rdap+json');
  });

  it('downloads the bootstrap file once and keeps it for its TTL', async () => {
    let clock = 0;
    const c = client({ bootstrapTtlMs: 1000, now: () => clock });
    const before = rdap.requests.filter((r) => r.target === 'bootstrap').length;
    await Promise.all([c.lookUpDomain('a1.com'), c.lookUpDomain('a2.org'), c.lookUpDomain('a3.best')]);
    expect(rdap.requests.filter((r) => r.target === 'bootstrap').length - before).toBe(1);
    clock = 2000;
    await c.lookUpDomain('a4.com');
    expect(rdap.requests.filter((r) => r.target === 'bootstrap').length - before).toBe(2);
    // A failed refresh falls back to the stale file rather than failing every search.
    clock = 4000;
    rdap.switches.fail(503, { target: 'bootstrap' });
    await expect(c.lookUpDomain('a5.com')).resolves.toMatchObject({ status: 'available' });
  });

  it.each([
    ['a registry that hangs', () => rdap.switches.hang({ target: 'com' }), 'timeout'],
    ['a registry answering 503', () => rdap.switches.fail(503, { target: 'com' }), 'unavailable'],
    ['a registry answering HTML', () => rdap.switches.garbage({ target: 'com' }), 'unreadable'],
    ['a registry answering 429', () => rdap.switches.fail(429, { target: 'com' }), 'rate-limited'],
    ['a bootstrap file that hangs', () => rdap.switches.hang({ target: 'bootstrap' }), 'timeout'],
    ['a bootstrap file that is garbage', () => rdap.switches.garbage({ target: 'bootstrap' }), 'unavailable'],
  ] as const)('%s is a failure (%s), never a guess', async (_name, arm, kind) => {
    arm();
    const error = await client()
      .lookUpDomain('whatever.com')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RdapError);
    expect((error as RdapError).kind).toBe(kind);
  });

  it("like IANA's real file, the sandbox bootstrap lists no za, co.za or im: those names have no RDAP registry", async () => {
    const file = (await (await fetch(rdap.bootstrapUrl)).json()) as { services: [string[], string[]][] };
    expect(Object.keys(file)).toEqual(['description', 'publication', 'services', 'version']);
    const tlds = file.services.flatMap(([list]) => list);
    for (const missing of ['za', 'co.za', 'im']) expect(tlds).not.toContain(missing);
    for (const domain of ['taken.co.za', 'gift.im']) {
      const error = await client()
        .lookUpDomain(domain)
        .catch((e: unknown) => e);
      expect((error as RdapError).kind).toBe('no-registry');
    }
  });

  it('the longest matching entry wins (RFC 9224 §4), so a second-level entry beats its TLD', () => {
    const map = parseBootstrap({
      services: [
        [['za'], ['https://rdap.za.example/']],
        [['co.za'], ['http://co.example/', 'https://co.example/']],
      ],
    })!;
    expect(findServers(map, 'shop.co.za')).toEqual(['https://co.example/', 'http://co.example/']);
    expect(findServers(map, 'shop.org.za')).toEqual(['https://rdap.za.example/']);
    expect(findServers(map, 'shop.im')).toBeUndefined();
  });

  it('spends a token per query at each registry host; an empty bucket is "rate-limited" with the wait, and nothing is sent', async () => {
    let clock = 0;
    const limited = createRdapHttpClient({
      bootstrapUrl: rdap.bootstrapUrl,
      timeoutMs: 300,
      now: () => clock,
      limiter: createHostRateLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => clock }),
    });
    await limited.lookUpDomain('one.com');
    await limited.lookUpDomain('two.org');
    const before = rdap.requests.length;
    const error = await limited.lookUpDomain('three.net').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 2 });
    expect(rdap.requests.length).toBe(before);
    clock = 2000;
    await expect(limited.lookUpDomain('three.net')).resolves.toMatchObject({ status: 'available' });
  });

  it('a TLD the bootstrap does not list has no registry', async () => {
    rdap.tlds.delete('best');
    try {
      const error = await client()
        .lookUpDomain('shop.best')
        .catch((e: unknown) => e);
      expect((error as RdapError).kind).toBe('no-registry');
    } finally {
      rdap.tlds.add('best');
    }
  });

  it('a slow registry within the time-out still answers', async () => {
    rdap.switches.slow(100, { target: 'org', times: 1 });
    await expect(client({ timeoutMs: 2000 }).lookUpDomain('slow.org')).resolves.toMatchObject({ status: 'available' });
  });
});
