import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DomainAvailability } from '../../../contract/paid-hosting.js';
import type { SystemStatusResponse } from '../../../contract/system-status.js';
import { domainSearchCache, hostingAccounts, premiumHostingOrders } from '../../db/schema/index.js';
import { AVAILABLE_TTL_MS } from './domain-availability.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from '../../test/kits/paid-hosting.js';

describe('POST /api/domains/availability', () => {
  let t: PaidHostingTestContext;
  beforeAll(async () => {
    t = await createPaidHostingTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.rdap.switches.reset();
    t.whois.switches.reset();
  });

  const check = (label: string, tld: string) => t.post('/api/domains/availability', { label, tld });

  it('asks the registry: 404 is available, 200 taken; planTypeRequired premium for com/net/org', async () => {
    t.rdap.register('takenbrand.cc');
    const free = await check('  My-Shop!! ', 'cc');
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({
      available: true,
      domain: 'my-shop.cc',
      tld: 'cc',
      message: 'my-shop.cc is available.',
      code: 'available',
      planTypeRequired: 'starter',
    });
    expect((await check('takenbrand', '.CC')).json()).toMatchObject({
      available: false,
      domain: 'takenbrand.cc',
      message: 'takenbrand.cc is already registered.',
      code: 'registered',
    });
    for (const tld of ['com', 'net', 'org'])
      expect((await check('my-shop', tld)).json<DomainAvailability>().planTypeRequired).toBe('premium');
    expect((await check('my-shop', 'co.za')).json()).toMatchObject({
      available: true,
      domain: 'my-shop.co.za',
      planTypeRequired: 'starter',
    });
  });

  it('cleans the label as 000 §5 says and refuses what cannot be a name', async () => {
    expect((await check('example.com', 'org')).json()).toMatchObject({ domain: 'example.org' });
    const empty = await check(' !! ', 'cc');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a domain name to search.');
    expect((await check('a', 'cc')).json()).toMatchObject({
      available: false,
      message: 'Domain name must be at least 2 characters',
      code: 'invalid',
    });
    expect((await check('-ab', 'cc')).json()).toMatchObject({
      available: false,
      message: 'Domain name cannot start or end with a hyphen',
    });
    expect((await check('xn--abc', 'cc')).json()).toMatchObject({ available: false });
    const tld = await check('shop', 'xyz');
    expect(tld.statusCode).toBe(400);
    expect(tld.json().message).toBe('This extension is not offered');
  });

  it("sends a refusal's message in the requester's language; the code stays the same", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/domains/availability',
      payload: { label: 'a', tld: 'cc' },
      headers: { 'accept-language': 'es' },
    });
    expect(answer.json()).toMatchObject({
      available: false,
      code: 'invalid',
      message: 'El nombre de dominio debe tener al menos 2 caracteres',
    });
  });

  it('caches answers in domain_search_cache with an expiry, and asks again once it has passed', async () => {
    const before = t.rdap.requests.filter((r) => r.path.endsWith('/cachedname.store')).length;
    expect((await check('cachedname', 'store')).json()).toMatchObject({ available: true });
    const [row] = await t.database.db
      .select()
      .from(domainSearchCache)
      .where(eq(domainSearchCache.domain, 'cachedname.store'));
    expect(row).toMatchObject({ isAvailable: true });
    expect(row!.expiresAt.getTime() - row!.lastChecked.getTime()).toBe(AVAILABLE_TTL_MS);
    t.rdap.register('cachedname.store');
    // Within the expiry: the cached answer, no registry call.
    expect((await check('cachedname', 'store')).json()).toMatchObject({ available: true });
    expect(t.rdap.requests.filter((r) => r.path.endsWith('/cachedname.store')).length - before).toBe(1);
    t.clock.advance(AVAILABLE_TTL_MS + 1000);
    expect((await check('cachedname', 'store')).json()).toMatchObject({ available: false });
    expect(t.rdap.requests.filter((r) => r.path.endsWith('/cachedname.store')).length - before).toBe(2);
  });

  it('RDAP down: a clear "could not check, try again" (503 with Retry-After, never a 502 page), not a guess, and nothing cached', async () => {
    t.rdap.switches.hang({ target: 'com' });
    const hung = await check('nobodyknows', 'com');
    expect(hung.statusCode).toBe(503);
    expect(hung.headers['retry-after']).toBe('10');
    expect(hung.json()).toMatchObject({
      message: 'The domain registry did not answer in time. Please try again.',
      error: 'DOMAIN_LOOKUP_FAILED',
      reason: 'timeout',
      retryable: true,
    });
    t.rdap.switches.reset();
    t.rdap.switches.fail(503, { target: 'com' });
    expect((await check('nobodyknows', 'com')).json().message).toBe(
      'The domain registry could not be reached. Please try again.',
    );
    const cached = await t.database.db
      .select()
      .from(domainSearchCache)
      .where(eq(domainSearchCache.domain, 'nobodyknows.com'));
    expect(cached).toEqual([]);
    t.rdap.switches.reset();
    expect((await check('nobodyknows', 'com')).json()).toMatchObject({ available: true });
  });

  it(".co.za (no RDAP in IANA's bootstrap) is checked over WHOIS at ZACR: free, taken, and cached like any other", async () => {
    t.whois.register('zashop.co.za');
    const taken = await check('zashop', 'co.za');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({
      available: false,
      domain: 'zashop.co.za',
      tld: 'co.za',
      message: 'zashop.co.za is already registered.',
      code: 'registered',
      planTypeRequired: 'starter',
    });
    expect((await check('za-fresh', 'co.za')).json()).toMatchObject({
      available: true,
      message: 'za-fresh.co.za is available.',
    });
    const [row] = await t.database.db
      .select()
      .from(domainSearchCache)
      .where(eq(domainSearchCache.domain, 'zashop.co.za'));
    expect(row!.registrarResponse).toMatchObject({
      via: 'whois',
      server: 'whois://whois.registry.net.za',
      status: 'registered',
      summary: { 'domain name': 'zashop.co.za' },
    });
    expect(t.whois.queries.filter((q) => q.query === 'zashop.co.za')).toHaveLength(1);
  });

  it.each([
    [
      'hangs',
      () => t.whois.switches.hang({ target: 'co.za' }),
      'timeout',
      '10',
      'The domain registry did not answer in time. Please try again.',
    ],
    [
      'closes early',
      () => t.whois.switches.fail({ target: 'co.za' }),
      'unavailable',
      '10',
      'The domain registry could not be reached. Please try again.',
    ],
    [
      'answers garbage',
      () => t.whois.switches.garbage({ target: 'co.za' }),
      'unreadable',
      '10',
      'The domain registry gave an answer that could not be read, so this name could not be checked. Please try again.',
    ],
    [
      'says "Query rate exceeded"',
      () => t.whois.switches.rateLimit({ target: 'co.za' }),
      'rate-limited',
      '60',
      'The domain registry is busy and could not check this name just now. Please try again in a minute.',
    ],
  ] as const)(
    'ZACR\'s WHOIS %s: 503 "could not check, try again" with Retry-After, nothing cached',
    async (_what, arm, reason, retryAfter, message) => {
      arm();
      const res = await check('za-unknown', 'co.za');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(retryAfter);
      expect(res.json()).toMatchObject({ message, error: 'DOMAIN_LOOKUP_FAILED', reason, retryable: true });
      expect(
        await t.database.db.select().from(domainSearchCache).where(eq(domainSearchCache.domain, 'za-unknown.co.za')),
      ).toEqual([]);
    },
  );

  it('System → Status shows RDAP/WHOIS failing when ZACR hangs, and a rate limit is not an outage', async () => {
    const domainLookup = async () => {
      const res = await t.get('/api/admin/system-status', t.admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as SystemStatusResponse).systems.find((x) => x.id === 'domain-lookup')!;
    };
    // The test clock stands still: each step moves it on, so the health records' times tell the steps apart.
    t.clock.advance(1000);
    expect((await check('status-ok', 'co.za')).statusCode).toBe(200);
    expect(await domainLookup()).toMatchObject({
      state: 'ok',
      label: 'RDAP/WHOIS',
      detail: 'RDAP via data.iana.org, WHOIS via whois.iana.org',
    });
    t.clock.advance(1000);
    t.whois.switches.rateLimit({ target: 'co.za', times: 1 });
    expect((await check('status-limited', 'co.za')).statusCode).toBe(503);
    expect((await domainLookup()).state).toBe('ok');
    t.clock.advance(1000);
    t.whois.switches.hang({ target: 'co.za', times: 1 });
    expect((await check('status-hung', 'co.za')).statusCode).toBe(503);
    expect(await domainLookup()).toMatchObject({
      state: 'failing',
      lastFailureMessage: expect.stringContaining('whois.registry.net.za did not answer'),
    });
  });

  it('a domain already hosted here, or bought by a checkout, is never available; an unpaid checkout does not hide it', async () => {
    const user = await t.client();
    await t.database.db
      .insert(hostingAccounts)
      .values({ userId: user.user.id, domain: 'hostedhere.com', subdomain: 'hostedhere', status: 'active' });
    expect((await check('hostedhere', 'com')).json()).toMatchObject({
      available: false,
      message: 'hostedhere.com is already hosted here.',
      code: 'hostedHere',
    });
    // An unpaid checkout: its buyer must be able to check the name again and come back (subscribe keeps rivals out).
    await t.database.db.insert(premiumHostingOrders).values({
      customerEmail: 'a@b.test',
      domainName: 'heldname.net',
      orderType: 'premium_hosting',
      status: 'pending',
    });
    expect((await check('heldname', 'net')).json()).toMatchObject({ available: true });
    // Paid: the name is taken, even before its hosting account exists.
    await t.database.db
      .update(premiumHostingOrders)
      .set({ status: 'active', paymentStatus: 'paid' })
      .where(eq(premiumHostingOrders.domainName, 'heldname.net'));
    expect((await check('heldname', 'net')).json()).toMatchObject({ available: false });
    // A released hold frees the name again.
    await t.database.db
      .update(premiumHostingOrders)
      .set({ status: 'released' })
      .where(eq(premiumHostingOrders.domainName, 'heldname.net'));
    expect((await check('heldname', 'net')).json()).toMatchObject({ available: true });
  });
});

describe('POST /api/domains/availability under the per-registry rate limit', () => {
  let t: PaidHostingTestContext;
  beforeAll(async () => {
    t = await createPaidHostingTestApp(
      {},
      { packages: false, lookup: { buckets: { whois: { capacity: 1, refillPerSecond: 0.05 } } } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a spent bucket at ZACR's host answers 503 with the wait, asks nothing, and other registries still answer", async () => {
    expect((await t.post('/api/domains/availability', { label: 'first-za', tld: 'co.za' })).json()).toMatchObject({
      available: true,
    });
    const sent = t.whois.queries.length;
    const limited = await t.post('/api/domains/availability', { label: 'second-za', tld: 'co.za' });
    expect(limited.statusCode).toBe(503);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(10);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(20);
    expect(limited.json()).toMatchObject({
      reason: 'rate-limited',
      message: 'The domain registry is busy and could not check this name just now. Please try again in a minute.',
    });
    expect(t.whois.queries.length).toBe(sent);
    expect((await t.post('/api/domains/availability', { label: 'second-za', tld: 'store' })).json()).toMatchObject({
      available: true,
    });
  });
});
