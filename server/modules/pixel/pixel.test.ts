import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '../../../contract/marketing.js';
import { startFakeGraph, type FakeGraph } from '../../../sandbox/facebook-graph.js';
import { facebookPixelSettings } from '../../db/schema/index.js';
import { sha256Hex } from '../../integrations/facebook/normalize.js';
import { bearer, createClock, nextAddress, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';

const PIXEL = '123456789012345';
const TOKEN = 'EAAsandboxtoken';

// Pixel settings (token sealed, write-only) and the Conversions API as a retried job.
describe('Facebook pixel', () => {
  let t: TestContext;
  let graph: FakeGraph;
  let admin: SignedInUser;
  let client: SignedInUser;
  const clock = createClock();
  const drain = async (rounds = 1) => {
    for (let i = 0; i < rounds; i++) {
      await t.app.services.jobs.runDue();
      clock.advance(3600_000);
    }
  };
  beforeAll(async () => {
    graph = await startFakeGraph({ tokens: [TOKEN], now: () => clock.now().getTime() });
    ({ t, admin, client } = await startAdminTestApp({ FACEBOOK_GRAPH_URL: graph.url }, { now: clock.now }));
  });
  afterAll(async () => {
    await t?.close();
    await graph?.stop();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    token: string | null = admin.token,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const save = (change: Record<string, unknown> = {}) =>
    call('POST', '/api/facebook-pixel-settings', { pixelId: PIXEL, accessToken: TOKEN, ...change });
  const registerVisitor = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '203.0.113.7',
      headers: {
        'user-agent': 'Mozilla/5.0 test',
        referer: 'https://hostfree.test/auth',
        cookie: '_fbp=fb.1.1763700000123.1098115397',
      },
      payload: { email, password: 'visitor-password' },
    });

  it.each([
    ['GET', '/api/facebook-pixel-settings'],
    ['POST', '/api/facebook-pixel-settings'],
    ['DELETE', '/api/facebook-pixel-settings'],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url) => {
    const body = method === 'POST' ? { pixelId: PIXEL } : undefined;
    expect((await call(method, url, body, null)).statusCode).toBe(401);
    expect((await call(method, url, body, client.token)).statusCode).toBe(403);
  });

  it('inactive by default: the browser config loads nothing and a registration sends nothing', async () => {
    expect((await call('GET', '/api/facebook-pixel/config', undefined, null)).json()).toMatchObject({
      isActive: false,
      pixelId: null,
    });
    expect((await registerVisitor('quiet@example.test')).statusCode).toBe(201);
    await drain();
    expect(graph.calls).toBe(0);
  });

  it.each([
    [{ pixelId: '' }, MARKETING_MESSAGES.pixelIdRequired],
    [{ pixelId: '12ab' }, MARKETING_MESSAGES.pixelIdDigits],
    [{ pixelId: "1');alert(1)//" }, MARKETING_MESSAGES.pixelIdDigits],
    [{ purchaseEventValue: -1 }, MARKETING_MESSAGES.purchaseValueMin],
  ])('refuses %j with 400', async (change, message) => {
    const res = await save(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.select().from(facebookPixelSettings)).toEqual([]);
  });

  it('saves with the default purchase value 5.00 USD, seals the token and never answers it', async () => {
    const res = await save();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pixelId: PIXEL,
      isActive: true,
      trackPageViews: true,
      trackPurchases: true,
      purchaseEventValue: 5,
      hasAccessToken: true,
      testMode: false,
    });
    for (const body of [
      res.body,
      (await call('GET', '/api/facebook-pixel-settings')).body,
      (await call('GET', '/api/facebook-pixel/config', undefined, null)).body,
    ]) {
      expect(body).not.toContain(TOKEN);
    }
    const [row] = await t.database.db.select().from(facebookPixelSettings);
    expect(row!.accessToken).not.toContain(TOKEN);
    expect((await call('GET', '/api/facebook-pixel/config', undefined, null)).json()).toEqual({
      isActive: true,
      pixelId: PIXEL,
      trackPageViews: true,
      trackPurchases: true,
      purchaseEventValue: 5,
    });
  });

  it('a registration reaches the Graph API once, with the browser event id, hashed e-mail, 5 USD, test code in test mode; retried through a 500', async () => {
    expect((await save({ accessToken: '', testMode: true, testEventCode: 'TEST12345' })).json()).toMatchObject({
      hasAccessToken: true,
      testMode: true,
    });
    graph.switches.fail(2);
    const res = await registerVisitor('Jane.Doe@Example.com');
    const userId = res.json().user.id;
    await drain(4);
    expect(graph.calls).toBe(3);
    expect(graph.received).toHaveLength(1);
    const [{ event, pixelId, testEventCode }] = graph.received as [(typeof graph.received)[0]];
    expect(pixelId).toBe(PIXEL);
    expect(testEventCode).toBe('TEST12345');
    expect(event).toMatchObject({
      event_name: 'CompleteRegistration',
      event_id: `reg-${userId}`,
      action_source: 'website',
      event_source_url: 'https://hostfree.test/auth',
      custom_data: { value: 5, currency: 'USD' },
      user_data: {
        em: [sha256Hex('jane.doe@example.com')],
        client_ip_address: '203.0.113.7',
        client_user_agent: 'Mozilla/5.0 test',
        fbp: 'fb.1.1763700000123.1098115397',
      },
    });
  });

  it('Purchase through the hook uses purchaseEventValue unless the caller gives the amount, and is skipped when trackPurchases is off', async () => {
    await save({ accessToken: '', purchaseEventValue: 8.95 });
    const before = graph.received.length;
    await t.database.db.transaction(async (tx) => {
      await t.app.services.pixel.trackPurchase(tx, {
        eventId: 'pay-in_1',
        email: 'buyer@example.test',
        client: { ip: nextAddress(), userAgent: 'UA' },
      });
      await t.app.services.pixel.trackPurchase(tx, { eventId: 'pay-in_2', valueCents: 395 });
    });
    await drain();
    const events = graph.received.slice(before).map((r) => r.event);
    expect(events.map((e) => [e.event_id, (e.custom_data as { value: number }).value])).toEqual([
      ['pay-in_1', 8.95],
      ['pay-in_2', 3.95],
    ]);
    expect(events[0]!.event_source_url).toBe('https://hostfree.test/');
    await save({ accessToken: '', trackPurchases: false });
    await t.database.db.transaction((tx) => t.app.services.pixel.trackPurchase(tx, { eventId: 'pay-in_3' }));
    await drain();
    expect(graph.received.length).toBe(before + 2);
  });

  it('a refused token is not retried forever; a deleted pixel sends nothing more', async () => {
    await save({ accessToken: 'EAAwrongtoken', trackPurchases: true });
    const calls = graph.calls;
    await t.database.db.transaction((tx) => t.app.services.pixel.trackPurchase(tx, { eventId: 'pay-in_4' }));
    await drain(3);
    expect(graph.calls).toBe(calls + 1);
    expect((await call('DELETE', '/api/facebook-pixel-settings')).json()).toEqual({
      message: MARKETING_MESSAGES.pixelDeleted,
    });
    await registerVisitor('after-delete@example.test');
    await drain();
    expect(graph.calls).toBe(calls + 1);
    expect((await call('GET', '/api/facebook-pixel/config', undefined, null)).json()).toMatchObject({
      isActive: false,
    });
  });
});
