// The domain lookup over both sandboxes, as production wires it: RDAP where IANA's bootstrap names a server, WHOIS
// for the rest (.co.za, .im), one answer shape, and "unknown" with its reason instead of a guess.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDomainLookup } from '../server/integrations/domain-lookup/lookup.js';
import { DomainLookupError, type DomainLookup } from '../server/integrations/domain-lookup/types.js';
import { isDomainLookupOutage } from '../server/wiring/outage-rules.js';
import { sandboxDomainLookupProviders } from '../server/test/kits/paid-hosting.js';
import { startFakeRdap, type FakeRdap } from './rdap.js';
import { startFakeWhois, type FakeWhois } from './whois.js';

describe('domain lookup: RDAP first, then WHOIS', () => {
  let rdap: FakeRdap;
  let whois: FakeWhois;
  let lookup: DomainLookup;
  beforeAll(async () => {
    rdap = await startFakeRdap({ registered: ['taken.com'] });
    whois = await startFakeWhois({ registered: ['taken.co.za', 'taken.im', 'taken.com'] });
    lookup = createDomainLookup(sandboxDomainLookupProviders(rdap, whois));
  });
  afterAll(async () => {
    await rdap.stop();
    await whois.stop();
  });
  afterEach(() => {
    rdap.switches.reset();
    whois.switches.reset();
  });

  it('a TLD in the bootstrap is asked over RDAP only', async () => {
    whois.dialed.length = 0;
    await expect(lookup.check('taken.com')).resolves.toMatchObject({ state: 'taken', provider: 'rdap' });
    await expect(lookup.check('free-one.com')).resolves.toMatchObject({ state: 'available', provider: 'rdap' });
    expect(whois.dialed).toEqual([]);
  });

  it('.co.za and .im (not in the bootstrap) are asked over WHOIS, and no RDAP registry is asked for them', async () => {
    const before = rdap.requests.filter((r) => r.target !== 'bootstrap').length;
    await expect(lookup.check('taken.co.za')).resolves.toMatchObject({
      state: 'taken',
      provider: 'whois',
      server: 'whois://whois.registry.net.za',
    });
    await expect(lookup.check('free-one.co.za')).resolves.toMatchObject({ state: 'available', provider: 'whois' });
    await expect(lookup.check('taken.im')).resolves.toMatchObject({
      state: 'taken',
      provider: 'whois',
      server: 'whois://whois.nic.im',
    });
    await expect(lookup.check('free-gift.im')).resolves.toMatchObject({ state: 'available', provider: 'whois' });
    expect(rdap.requests.filter((r) => r.target !== 'bootstrap').length).toBe(before);
  });

  it('a registry that fails decides: RDAP down for .com is unknown, WHOIS is not asked in its place', async () => {
    rdap.switches.fail(503, { target: 'com' });
    whois.dialed.length = 0;
    await expect(lookup.check('taken.com')).resolves.toMatchObject({ state: 'unknown', reason: 'unavailable' });
    expect(whois.dialed).toEqual([]);
  });

  it('WHOIS faults are unknown with their reason; a TLD neither knows is "no-registry"', async () => {
    whois.switches.hang({ target: 'im' });
    await expect(lookup.check('anything.im')).resolves.toMatchObject({ state: 'unknown', reason: 'timeout' });
    whois.switches.reset();
    whois.switches.rateLimit({ target: 'co.za' });
    await expect(lookup.check('anything.co.za')).resolves.toMatchObject({
      state: 'unknown',
      reason: 'rate-limited',
      retryAfterSeconds: 60,
    });
    await expect(lookup.check('nothing.example')).resolves.toMatchObject({
      state: 'unknown',
      reason: 'no-registry',
      detail: 'IANA names no WHOIS server for .example',
    });
  });

  it('an error that is not a lookup error is "unavailable", never an answer; the status page counts only outages', async () => {
    const broken = createDomainLookup([
      { id: 'broken', client: { lookUpDomain: () => Promise.reject(new TypeError('boom')) } },
    ]);
    await expect(broken.check('x.com')).resolves.toEqual({ state: 'unknown', reason: 'unavailable', detail: 'boom' });
    expect(isDomainLookupOutage(new DomainLookupError('timeout', 't'))).toBe(true);
    expect(isDomainLookupOutage(new DomainLookupError('unreadable', 'u'))).toBe(true);
    expect(isDomainLookupOutage(new DomainLookupError('no-registry', 'n'))).toBe(false);
    expect(isDomainLookupOutage(new DomainLookupError('rate-limited', 'r'))).toBe(false);
  });
});
