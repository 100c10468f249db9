import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';

describe('health and cross-cutting HTTP behaviour', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz with a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('seeds the Free and Donor groups and the free package', async () => {
    const groups = await t.database.db.query.userGroups.findMany();
    expect(groups.map((g) => g.name).sort()).toEqual(['Donor', 'Free']);
    const free = await t.database.db.query.hostingPackages.findFirst();
    expect(free).toMatchObject({ id: 1, isFree: true, planType: 'free' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/healthz']).toBeDefined();
  });
});

describe('client config', () => {
  it('exposes the hosted domain and the IP lookup address', async () => {
    const t = await createTestApp({
      IP_LOOKUP_URL: 'https://ip.example.test/json',
      COMMUNITY_CHAT_URL: 'https://chat.example.test/hostfree',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(res.json()).toEqual({
        hostedDomain: 'hostfree.test',
        ipLookupUrl: 'https://ip.example.test/json',
        communityChatUrl: 'https://chat.example.test/hostfree',
        stripePublicKey: null,
        supportContact: { email: null, url: null },
      });
    } finally {
      await t.close();
    }
  });
});
