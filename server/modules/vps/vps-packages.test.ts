import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VPS_MESSAGES, type VpsPackage } from '../../../contract/vps.js';
import { vpsOrders, vpsPackages } from '../../db/schema/index.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

// VPS Packages (001 §3, §5, §7) through the API, on the sandbox Stripe.
describe('VPS packages', () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, token = t.admin.token) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const base = {
    name: 'vps-basic',
    displayName: 'Basic VPS',
    price: 9.99,
    vcpu: 1.5,
    memory: 2048,
    storage: 40,
    trafficPort: '1Gbps',
    osChoices: [
      { label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' },
      { label: 'Windows 11', value: 'windows-11' },
    ],
  };

  it('only admins manage packages', async () => {
    const client = await t.client();
    expect((await send('GET', '/api/admin/vps-packages', undefined, client.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vps-packages' })).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/vps-packages', base, client.token)).statusCode).toBe(403);
  });

  it('validates every required field of the form with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '  ' }, VPS_MESSAGES.nameRequired],
      [{ ...base, name: undefined }, VPS_MESSAGES.nameRequired],
      [{ ...base, displayName: '' }, VPS_MESSAGES.displayNameRequired],
      [{ ...base, price: undefined }, VPS_MESSAGES.priceRequired],
      [{ ...base, price: 0.2 }, VPS_MESSAGES.priceMin],
      [{ ...base, price: 9.999 }, VPS_MESSAGES.priceCents],
      [{ ...base, vcpu: 0 }, VPS_MESSAGES.vcpuRequired],
      [{ ...base, memory: 0 }, VPS_MESSAGES.memoryRequired],
      [{ ...base, storage: undefined }, VPS_MESSAGES.storageRequired],
      [{ ...base, ipv4Addresses: 0 }, VPS_MESSAGES.ipv4Required],
      [{ ...base, trafficPort: '' }, VPS_MESSAGES.trafficPortRequired],
      [{ ...base, osChoices: [] }, VPS_MESSAGES.osChoicesRequired],
      [{ ...base, osChoices: [{ label: 'Arch', value: 'arch' }] }, VPS_MESSAGES.osChoiceInvalid],
      [{ ...base, osChoices: [base.osChoices[0], base.osChoices[0]] }, VPS_MESSAGES.osChoicesRepeated],
      [{ ...base, currency: 'EUR' }, VPS_MESSAGES.currencyInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/admin/vps-packages', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    // stripePriceId is never typed.
    expect((await send('POST', '/api/admin/vps-packages', { ...base, stripePriceId: 'price_x' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(vpsPackages)).toHaveLength(0);
  });

  let basic: VpsPackage;
  it('stores the dollar price as cents with the 001 §9 defaults; without Stripe no price yet, the public list shows active ones by sortOrder', async () => {
    const res = await send('POST', '/api/admin/vps-packages', base);
    expect(res.statusCode, res.body).toBe(201);
    basic = res.json();
    expect(basic).toMatchObject({
      price: 999,
      currency: 'USD',
      vcpu: 1.5,
      memory: 2048,
      storage: 40,
      additionalStorage: 0,
      ipv4Addresses: 1,
      isAnonymous: true,
      isActive: true,
      sortOrder: 0,
      stripePriceId: null,
      osChoices: base.osChoices,
    });
    const [row] = await t.database.db.select().from(vpsPackages).where(eq(vpsPackages.id, basic.id));
    expect(row!.price).toBe(999);
    expect((await send('POST', '/api/admin/vps-packages', { ...base, displayName: 'Other' })).statusCode).toBe(409);
    expect((await send('POST', '/api/admin/vps-packages', { ...base, name: 'VPS-BASIC' })).json().message).toBe(
      VPS_MESSAGES.nameTaken,
    );

    const first = (
      await send('POST', '/api/admin/vps-packages', { ...base, name: 'vps-first', price: 19, sortOrder: -1 })
    ).json() as VpsPackage;
    await send('POST', '/api/admin/vps-packages', { ...base, name: 'vps-hidden', isActive: false });
    const listed = (await t.get('/api/vps/packages')).json() as { id: number; name: string; stripePriceId?: unknown }[];
    expect(listed.map((p) => p.name)).toEqual(['vps-first', 'vps-basic']);
    expect(listed[0]).not.toHaveProperty('stripePriceId');
    expect(first.price).toBe(1900);
  });

  it('with Stripe configured each save gets a monthly price for the amount; a new amount gets a new price', async () => {
    await t.configureStripe();
    const saved = (
      await send('PUT', `/api/admin/vps-packages/${basic.id}`, { description: 'Small and quick' })
    ).json() as VpsPackage;
    expect(saved.stripePriceId).toMatch(/^price_/);
    const price = t.stripe.state.prices.get(saved.stripePriceId!)!;
    expect(price).toMatchObject({
      unit_amount: 999,
      currency: 'usd',
      recurring: expect.objectContaining({ interval: 'month' }),
    });
    const again = (await send('PUT', `/api/admin/vps-packages/${basic.id}`, { sortOrder: 3 })).json() as VpsPackage;
    expect(again.stripePriceId).toBe(saved.stripePriceId);
    const repriced = (await send('PUT', `/api/admin/vps-packages/${basic.id}`, { price: 12.5 })).json() as VpsPackage;
    expect(repriced.price).toBe(1250);
    expect(repriced.stripePriceId).not.toBe(saved.stripePriceId);
    expect(t.stripe.state.prices.get(repriced.stripePriceId!)!.unit_amount).toBe(1250);
    expect((await send('PUT', `/api/admin/vps-packages/${basic.id}`, { price: -1 })).json().message).toBe(
      VPS_MESSAGES.priceMin,
    );
    expect((await send('PUT', '/api/admin/vps-packages/100001', { price: 10 })).statusCode).toBe(404);
  });

  it('duplicates as an inactive <name>-copy with its own price; 404 for an unknown id', async () => {
    const res = await send('POST', `/api/admin/vps-packages/${basic.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as VpsPackage;
    expect(copy).toMatchObject({
      name: 'vps-basic-copy',
      displayName: 'Basic VPS (Copy)',
      isActive: false,
      price: 1250,
      vcpu: 1.5,
      osChoices: base.osChoices,
    });
    expect(copy.id).not.toBe(basic.id);
    expect((await send('POST', `/api/admin/vps-packages/${basic.id}/duplicate`)).json().name).toBe('vps-basic-copy-2');
    expect((await send('POST', '/api/admin/vps-packages/100001/duplicate')).statusCode).toBe(404);
  });

  it('a package with an order cannot be deleted (409, said so); an unused one can; ids past 100,000 are 404', async () => {
    await t.database.db
      .insert(vpsOrders)
      .values({ customerEmail: 'o@example.test', packageId: basic.id, status: 'pending' });
    const refused = await send('DELETE', `/api/admin/vps-packages/${basic.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VPS_MESSAGES.packageInUse);
    expect(await t.database.db.select().from(vpsPackages).where(eq(vpsPackages.id, basic.id))).toHaveLength(1);
    const copy = ((await send('GET', '/api/admin/vps-packages')).json() as VpsPackage[]).find(
      (p) => p.name === 'vps-basic-copy',
    )!;
    const deleted = await send('DELETE', `/api/admin/vps-packages/${copy.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(VPS_MESSAGES.packageDeleted);
    expect((await send('DELETE', `/api/admin/vps-packages/${copy.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/vps-packages/100001')).statusCode).toBe(404);
  });
});
