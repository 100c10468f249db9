import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DomainAvailability } from '../../../contract/paid-hosting.js';
import { domainSearchCache, hostingAccounts, premiumHostingOrders } from '../../db/schema/index.js';
import { AVAILABLE_TTL_MS } from './domain-availability.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from '../../test/kits/paid-hosting.js';

describe('POST /api/domains/availability (issue 8 point 1)', () => {
  let t: PaidHostingTestContext;
  beforeAll(async () => { t = await createPaidHostingTestApp(); });
  afterAll(async () => { await t?.close(); });
  afterEach(() => { t.rdap.switches.reset(); });

  const check = (label: string, tld: string) => t.post('/api/domains/availability', { label, tld });

  it('asks the registry: 404 is available, 200 taken; planTypeRequired premium for com/net/org', async () => {
    t.rdap.register('takenbrand.cc');
    const free = await check('  My-Shop!! ', 'cc');
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({ available: true, domain: 'my-shop.cc', tld: 'cc', message: 'my-shop.cc is available.', planTypeRequired: 'starter' });
    expect((await check('takenbrand', '.CC')).json()).toMatchObject({ available: false, domain: 'takenbrand.cc', message: 'takenbrand.cc is already registered.' });
    for (const tld of ['com', 'net', 'org']) expect((await check('my-shop', tld)).json<DomainAvailability>().planTypeRequired).toBe('premium');
    expect((await check('my-shop', 'co.za')).json()).toMatchObject({ available: true, domain: 'my-shop.co.za', planTypeRequired: 'starter' });
  });

  it('cleans the label as 000 §5 says and refuses what cannot be a name', async () => {
    expect((await check('example.com', 'org')).json()).toMatchObject({ domain: 'example.org' });
    const empty = await check(' !! ', 'cc');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a domain name to search.');
    expect((await check('a', 'cc')).json()).toMatchObject({ available: false, message: 'Domain name must be at least 2 characters' });
    expect((await check('-ab', 'cc')).json()).toMatchObject({ available: false, message: 'Domain name cannot start or end with a hyphen' });
    expect((await check('xn--abc', 'cc')).json()).toMatchObject({ available: false });
    const tld = await check('shop', 'xyz');
    expect(tld.statusCode).toBe(400);
    expect(tld.json().message).toBe('This extension is not offered');
  });

  it('caches answers in domain_search_cache with an expiry, and asks again once it has passed', async () => {
    const before = t.rdap.requests.filter((r) => r.path.endsWith('/cachedname.store')).length;
    expect((await check('cachedname', 'store')).json()).toMatchObject({ available: true });
    const [row] = await t.database.db.select().from(domainSearchCache).where(eq(domainSearchCache.domain, 'cachedname.store'));
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

  it('RDAP down: a clear lookup failure (502), not a guess, and nothing cached', async () => {
    t.rdap.switches.hang({ target: 'com' });
    const hung = await check('nobodyknows', 'com');
    expect(hung.statusCode).toBe(502);
    expect(hung.json()).toMatchObject({ message: 'The domain registry did not answer in time. Please try again.', error: 'DOMAIN_LOOKUP_FAILED' });
    t.rdap.switches.reset();
    t.rdap.switches.fail(503, { target: 'com' });
    expect((await check('nobodyknows', 'com')).json().message).toBe('The domain registry could not be reached. Please try again.');
    const cached = await t.database.db.select().from(domainSearchCache).where(eq(domainSearchCache.domain, 'nobodyknows.com'));
    expect(cached).toEqual([]);
    t.rdap.switches.reset();
    expect((await check('nobodyknows', 'com')).json()).toMatchObject({ available: true });
  });

  it('a domain already hosted here, or held by a checkout, is never available', async () => {
    const user = await t.client();
    await t.database.db.insert(hostingAccounts).values({ userId: user.user.id, domain: 'hostedhere.com', subdomain: 'hostedhere', status: 'active' });
    expect((await check('hostedhere', 'com')).json()).toMatchObject({ available: false, message: 'hostedhere.com is already hosted here.' });
    await t.database.db.insert(premiumHostingOrders).values({ customerEmail: 'a@b.test', domainName: 'heldname.net', orderType: 'premium_hosting', status: 'pending' });
    expect((await check('heldname', 'net')).json()).toMatchObject({ available: false });
    // A released hold frees the name again.
    await t.database.db.update(premiumHostingOrders).set({ status: 'released' }).where(eq(premiumHostingOrders.domainName, 'heldname.net'));
    expect((await check('heldname', 'net')).json()).toMatchObject({ available: true });
  });
});
