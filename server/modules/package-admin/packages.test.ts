import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type HostingPackage } from '../../../contract/admin.js';
import { hostingAccounts, hostingPackages } from '../../db/schema/index.js';
import { bearer, nextAddress, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

describe('hosting packages (001 §2 Package Management, §5, §7; 000 §3)', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    token: string | undefined = admin.token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const valid = (over: Record<string, unknown> = {}) => ({
    name: `p-${Math.random().toString(36).slice(2, 8)}`,
    displayName: 'Package',
    price: 395,
    whmPackageName: 'hf_starter',
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/packages', valid(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as HostingPackage;
  };
  const list = async () => (await call('GET', '/api/admin/packages')).json() as HostingPackage[];

  it.each([
    ['GET', '/api/admin/packages', undefined],
    ['POST', '/api/admin/packages', {}],
    ['PUT', '/api/admin/packages/1', { displayName: 'x' }],
    ['DELETE', '/api/admin/packages/2', undefined],
    ['POST', '/api/admin/packages/1/duplicate', undefined],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url, body) => {
    expect((await call(method, url, body, '')).statusCode).toBe(401);
    expect((await call(method, url, body, client.token)).statusCode).toBe(403);
  });

  it('lists the seeded free package with every field', async () => {
    const [free] = await list();
    expect(free).toMatchObject({
      id: 1,
      name: 'free',
      planType: 'free',
      isFree: true,
      price: 0,
      currency: 'USD',
      whmPackageName: 'default',
      allowedTlds: [],
    });
  });

  it('creates with the form defaults of 001 §9 and normalised TLDs', async () => {
    const created = await create({ allowedTlds: ' .COM, org,, co.za ,com', description: '  ' });
    expect(created).toMatchObject({
      displayName: 'Package',
      price: 395,
      currency: 'USD',
      planType: 'custom',
      isActive: true,
      isFree: false,
      description: null,
      diskSpaceQuota: 1024,
      bandwidthQuota: 10240,
      emailAccounts: 10,
      databases: 5,
      subdomains: 10,
      allowedTlds: ['com', 'org', 'co.za'],
      stripePriceId: null,
    });
    expect((await create({ allowedTlds: ['.NET', ' io '] })).allowedTlds).toEqual(['net', 'io']);
    expect((await create({ planType: 'free', price: 0 })).isFree).toBe(true);
    expect((await list()).map((p) => p.id)).toContain(created.id);
  });

  it('refuses invalid packages with the spec messages, writing nothing', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Package name is required'],
      [{ name: undefined }, 'Package name is required'],
      [{ displayName: ' ' }, 'Display name is required'],
      [{ price: -1 }, 'Price must be 0 or greater'],
      [{ price: 3.5 }, ADMIN_MESSAGES.priceWholeCents],
      [{ diskSpaceQuota: 0 }, 'Disk space quota is required'],
      [{ diskSpaceQuota: null }, 'Disk space quota is required'],
      [{ bandwidthQuota: 0 }, 'Bandwidth quota is required'],
      [{ emailAccounts: -1 }, ADMIN_MESSAGES.emailAccountsMin],
      [{ databases: -1 }, ADMIN_MESSAGES.databasesMin],
      [{ subdomains: -1 }, ADMIN_MESSAGES.subdomainsMin],
      [{ whmPackageName: '' }, 'WHM package selection is required'],
      [{ whmPackageName: undefined }, 'WHM package selection is required'],
      [{ planType: 'enterprise' }, ADMIN_MESSAGES.planTypeInvalid],
      [{ currency: 'JPY' }, ADMIN_MESSAGES.currencyInvalid],
      [{ allowedTlds: 'com, not a tld' }, ADMIN_MESSAGES.tldInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/api/admin/packages', valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expect((await call('POST', '/api/admin/packages', valid({ id: 50 }))).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/packages', valid({ createdAt: '2000-01-01' }))).statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('refuses a name another package has, case-insensitively', async () => {
    const first = await create({ name: 'business' });
    const res = await call('POST', '/api/admin/packages', valid({ name: 'Business' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.packageNameTaken);
    const other = await create();
    expect((await call('PUT', `/api/admin/packages/${other.id}`, { name: 'BUSINESS' })).statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/admin/packages/${first.id}`, { name: 'business', displayName: 'Business' })).statusCode,
    ).toBe(200);
  });

  it('updates any subset of the fields with the same rules', async () => {
    const pkg = await create();
    const res = await call('PUT', `/api/admin/packages/${pkg.id}`, {
      price: 895,
      planType: 'premium',
      allowedTlds: 'com,.net',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pkg.id,
      name: pkg.name,
      price: 895,
      planType: 'premium',
      allowedTlds: ['com', 'net'],
      stripePriceId: null,
      isActive: false,
    });
    // Stripe prices are made by the server, never typed: a body naming one is refused.
    const typed = await call('PUT', `/api/admin/packages/${pkg.id}`, { stripePriceId: 'price_123' });
    expect(typed.statusCode).toBe(400);
    const bad = await call('PUT', `/api/admin/packages/${pkg.id}`, { price: -5 });
    expect(bad.json().message).toBe('Price must be 0 or greater');
    expect((await call('PUT', `/api/admin/packages/${pkg.id}`, { isFree: true, whatever: 1 })).statusCode).toBe(400);
    expect((await list()).find((p) => p.id === pkg.id)).toMatchObject({ price: 895, isFree: false });
    expect((await call('PUT', '/api/admin/packages/987654', { price: 1 })).statusCode).toBe(404);
  });

  it('package 1 stays the free package and cannot be deleted', async () => {
    const retype = await call('PUT', '/api/admin/packages/1', { planType: 'starter' });
    expect(retype.statusCode).toBe(400);
    expect(retype.json().message).toBe(ADMIN_MESSAGES.freePackageStaysFree);
    for (const body of [{ isFree: false }, { price: 100 }, { isActive: false }]) {
      expect((await call('PUT', '/api/admin/packages/1', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', '/api/admin/packages/1', { diskSpaceQuota: 2048 })).json().diskSpaceQuota).toBe(2048);
    const res = await call('DELETE', '/api/admin/packages/1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_MESSAGES.freePackageProtected);
    expect((await list())[0].id).toBe(1);
  });

  it('duplicates as <name>-copy, then -copy-2, inactive and without a Stripe price', async () => {
    const source = await create({
      name: 'gold',
      displayName: 'Gold',
      allowedTlds: 'com',
      planType: 'premium',
      price: 1200,
    });
    const first = await call('POST', `/api/admin/packages/${source.id}/duplicate`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'gold-copy',
      displayName: 'Gold (Copy)',
      isActive: false,
      stripePriceId: null,
      price: 1200,
      planType: 'premium',
      allowedTlds: ['com'],
      whmPackageName: source.whmPackageName,
      diskSpaceQuota: source.diskSpaceQuota,
    });
    expect(first.json().id).not.toBe(source.id);
    expect((await call('POST', `/api/admin/packages/${source.id}/duplicate`)).json().name).toBe('gold-copy-2');
    expect((await call('POST', `/api/admin/packages/${source.id}/duplicate`)).json().name).toBe('gold-copy-3');
    // A freed name is reused.
    const copy2 = (await list()).find((p) => p.name === 'gold-copy-2')!;
    expect((await call('DELETE', `/api/admin/packages/${copy2.id}`)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/packages/${source.id}/duplicate`)).json().name).toBe('gold-copy-2');
    expect((await call('POST', '/api/admin/packages/987654/duplicate')).statusCode).toBe(404);
  });

  it('refuses to delete a package hosting accounts use, saying how many', async () => {
    const pkg = await create();
    const owner = await registerUser(t.app);
    await t.database.db.insert(hostingAccounts).values([
      {
        userId: owner.user.id,
        packageId: pkg.id,
        domain: `pkg-a-${pkg.id}.hostfree.test`,
        subdomain: `pkg-a-${pkg.id}`,
      },
      {
        userId: owner.user.id,
        packageId: pkg.id,
        domain: `pkg-b-${pkg.id}.hostfree.test`,
        subdomain: `pkg-b-${pkg.id}`,
        status: 'suspended',
      },
    ]);
    const res = await call('DELETE', `/api/admin/packages/${pkg.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This package is used by 2 hosting accounts. Move them to another package before deleting it.',
      accounts: 2,
    });
    expect((await list()).some((p) => p.id === pkg.id)).toBe(true);
  });

  it('deletes an unused package', async () => {
    const pkg = await create();
    const res = await call('DELETE', `/api/admin/packages/${pkg.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Package deleted successfully.' });
    expect((await list()).some((p) => p.id === pkg.id)).toBe(false);
    expect((await call('DELETE', `/api/admin/packages/${pkg.id}`)).statusCode).toBe(404);
  });

  it('GET /api/hosting/packages (public): active starter and premium packages, cheapest first, public fields only', async () => {
    const premium = await create({
      planType: 'premium',
      price: 895,
      displayName: 'Premium Hosting',
      allowedTlds: 'com,org,net',
    });
    const starter = await create({ planType: 'starter', price: 395, displayName: 'Starter Hosting' });
    await create({ planType: 'starter', price: 100, isActive: false });
    await create({ planType: 'custom', price: 50 });
    const res = await call('GET', '/api/hosting/packages', undefined, '');
    expect(res.statusCode).toBe(200);
    const publicList = res.json() as Record<string, unknown>[];
    const ids = publicList.map((p) => p.id);
    expect(ids.indexOf(starter.id)).toBeLessThan(ids.indexOf(premium.id));
    expect(publicList.every((p) => p.planType === 'starter' || p.planType === 'premium')).toBe(true);
    const shown = publicList.find((p) => p.id === premium.id)!;
    expect(Object.keys(shown).sort()).toEqual([
      'allowedTlds',
      'bandwidthQuota',
      'currency',
      'databases',
      'description',
      'diskSpaceQuota',
      'displayName',
      'emailAccounts',
      'id',
      'name',
      'planType',
      'price',
      'subdomains',
    ]);
    expect(shown).toMatchObject({ price: 895, currency: 'USD', allowedTlds: ['com', 'org', 'net'] });
    expect(JSON.stringify(publicList)).not.toMatch(/whm|stripe|isActive/i);
    // 000 §3 default description when the package has none.
    const bare = await create({ planType: 'starter', price: 395 });
    t.app.services.packages.forgetPublicPackages();
    const again = (await call('GET', '/api/hosting/packages', undefined, '')).json() as {
      id: number;
      description: string | null;
    }[];
    expect(again.find((p) => p.id === bare.id)?.description).toBe('Starter Hosting');
  });

  it('the public list is cached, and an admin write on this instance refreshes it at once', async () => {
    const pkg = await create({ planType: 'starter', price: 500 });
    const publicPrice = async () =>
      ((await call('GET', '/api/hosting/packages', undefined, '')).json() as { id: number; price: number }[]).find(
        (p) => p.id === pkg.id,
      )?.price;
    expect(await publicPrice()).toBe(500);
    // A write that bypasses this instance (another instance's admin) shows after the TTL only.
    await t.database.db.update(hostingPackages).set({ price: 600 }).where(eq(hostingPackages.id, pkg.id));
    expect(await publicPrice()).toBe(500);
    expect((await call('PUT', `/api/admin/packages/${pkg.id}`, { price: 700 })).statusCode).toBe(200);
    expect(await publicPrice()).toBe(700);
    expect((await call('PUT', `/api/admin/packages/${pkg.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await publicPrice()).toBeUndefined();
  });
});
