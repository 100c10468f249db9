// Contract tests: the real RDAP client (server/integrations/rdap) against the fake bootstrap and registries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRdapHttpClient } from '../server/integrations/rdap/http-client.js';
import { RdapError } from '../server/integrations/rdap/types.js';
import { startFakeRdap, type FakeRdap } from './rdap.js';

describe('RDAP client against sandbox/rdap.ts', () => {
  let rdap: FakeRdap;
  beforeAll(async () => { rdap = await startFakeRdap({ registered: ['taken.com', 'taken.co.za'] }); });
  afterAll(async () => { await rdap.stop(); });
  afterEach(() => { rdap.switches.reset(); });

  const client = (over: { timeoutMs?: number; bootstrapTtlMs?: number; now?: () => number } = {}) =>
    createRdapHttpClient({ bootstrapUrl: rdap.bootstrapUrl, timeoutMs: 300, ...over });

  it('200 is registered, 404 is available; the registry is found through the bootstrap file', async () => {
    const c = client();
    await expect(c.lookUpDomain('taken.com')).resolves.toMatchObject({ status: 'registered', summary: { ldhName: 'TAKEN.COM' } });
    await expect(c.lookUpDomain('free-name.com')).resolves.toMatchObject({ status: 'available' });
    // co.za is matched as the longest entry, not as "za".
    await expect(c.lookUpDomain('taken.co.za')).resolves.toMatchObject({ status: 'registered' });
    const registryCalls = rdap.requests.filter((r) => r.target !== 'bootstrap');
    expect(registryCalls.map((r) => r.path)).toEqual(['/verisign/domain/taken.com', '/verisign/domain/free-name.com', '/zacr/domain/taken.co.za']);
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
    ['a registry answering HTML', () => rdap.switches.garbage({ target: 'com' }), 'unavailable'],
    ['a bootstrap file that hangs', () => rdap.switches.hang({ target: 'bootstrap' }), 'timeout'],
    ['a bootstrap file that is garbage', () => rdap.switches.garbage({ target: 'bootstrap' }), 'unavailable'],
  ] as const)('%s is a failure (%s), never a guess', async (_name, arm, kind) => {
    arm();
    const error = await client().lookUpDomain('whatever.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RdapError);
    expect((error as RdapError).kind).toBe(kind);
  });

  it('a TLD the bootstrap does not list has no registry', async () => {
    rdap.tlds.delete('best');
    try {
      const error = await client().lookUpDomain('shop.best').catch((e: unknown) => e);
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
