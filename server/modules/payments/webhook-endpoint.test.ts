import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type StripeSettings } from '../../../contract/payments.js';
import { auditEvents, stripeSettings } from '../../db/schema/index.js';
import { createStripeClient, Stripe } from '../../integrations/stripe/client.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';
import { HANDLED_EVENT_TYPES } from './event-types.js';

// HostFree's own Stripe webhook endpoint, through the settings routes against the sandbox Stripe:
// created on save, kept or mended, replaced when its API version is not stripe-node's, the keys saved when Stripe
// fails, and a pasted secret winning over it.

const PUBLIC_URL = 'https://pay.hostfree.example';
const WEBHOOK_URL = `${PUBLIC_URL}/api/stripe/webhook`;

describe("HostFree's own webhook endpoint", () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.stripe.switches.reset();
  });

  const keys = (webhookSecret?: string) => ({
    publicKey: t.stripe.publishableKey,
    secretKey: t.stripe.secretKey,
    isTestMode: true,
    ...(webhookSecret === undefined ? {} : { webhookSecret }),
  });
  const save = async (webhookSecret?: string): Promise<StripeSettings> => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stripe-settings',
      payload: keys(webhookSecret),
      headers: { authorization: `Bearer ${t.admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const setUpAgain = (token = t.admin.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/stripe-settings/webhook-endpoint',
      headers: { authorization: `Bearer ${token}` },
    });
  const endpoints = () => [...t.stripe.state.webhookEndpoints.values()];
  const calls = (op: string) => t.stripe.requests.filter((r) => r.op === op).length;
  /** A fresh event of the fake, delivered signed with `secret` (in `apiVersion`, as an endpoint pinned to it gets it). */
  const deliverNew = (secret: string, apiVersion?: string) => {
    t.stripe.state.createPaymentIntent({ amount: 500, currency: 'usd', metadata: { kind: 'endpoint-test' } });
    const event = t.stripe.state.events.at(-1)!;
    const { payload, header } = t.stripe.webhooks.sign(event, {
      secret,
      apiVersion,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };
  const audited = async () =>
    (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.stripe_webhook_endpoint'))
    ).map((e) => e.details as Record<string, unknown>);

  it('"Set up webhook again" is for admins, and needs saved keys', async () => {
    const client = await t.client();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/stripe-settings/webhook-endpoint' })).statusCode,
    ).toBe(401);
    expect((await setUpAgain(client.token)).statusCode).toBe(403);
    const res = await setUpAgain();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.webhookNeedsKeys);
  });

  it('Stripe down: the keys are saved, the screen says why there is no endpoint, and "Set up webhook again" makes it', async () => {
    t.stripe.switches.fail('POST /v1/webhook_endpoints', 503);
    const view = await save();
    expect(view).toMatchObject({
      hasSecretKey: true,
      hasWebhookSecret: false,
      isConfigured: false,
      webhookUrl: WEBHOOK_URL,
    });
    expect(view.webhook).toMatchObject({
      mode: 'none',
      endpointId: null,
      error: PAYMENT_MESSAGES.webhookEndpointUnreachable,
    });
    expect(endpoints()).toHaveLength(0);
    expect((await audited()).at(-1)).toMatchObject({ outcome: 'failed', step: 'set-up' });

    t.stripe.switches.reset();
    const res = await setUpAgain();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isConfigured: true,
      hasWebhookSecret: true,
      webhook: { mode: 'managed', error: null },
    });
  });

  it("creates one endpoint at PUBLIC_URL for the handled events, pinned to stripe-node's version; its secret is sealed and verifies deliveries", async () => {
    const [endpoint] = endpoints();
    expect(endpoints()).toHaveLength(1);
    expect(endpoint).toMatchObject({
      url: WEBHOOK_URL,
      api_version: Stripe.API_VERSION,
      metadata: { hostfree: '1' },
      status: 'enabled',
    });
    expect([...endpoint!.enabled_events].sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
    const view = (await t.get('/api/admin/stripe-settings', t.admin.token)).json() as StripeSettings;
    expect(view.webhook).toMatchObject({
      mode: 'managed',
      endpointId: endpoint!.id,
      apiVersion: Stripe.API_VERSION,
      pinnedApiVersion: Stripe.API_VERSION,
    });
    expect(JSON.stringify(view)).not.toContain(endpoint!.secret);
    const [row] = await t.database.db.select().from(stripeSettings);
    expect(row!.webhookEndpointSecret).toBeTruthy();
    expect(row!.webhookEndpointSecret).not.toContain(endpoint!.secret);
    expect(row!.webhookSecret).toBeNull();

    expect((await deliverNew(endpoint!.secret)).statusCode).toBe(200);
    expect((await deliverNew(t.stripe.webhookSecret)).statusCode).toBe(400);
    expect((await audited()).at(-1)).toMatchObject({
      outcome: 'created',
      endpointId: endpoint!.id,
      url: WEBHOOK_URL,
      apiVersion: Stripe.API_VERSION,
    });
  });

  it('a save with everything in order changes nothing in Stripe', async () => {
    const before = endpoints()[0]!;
    const creates = calls('POST /v1/webhook_endpoints');
    const view = await save();
    expect(view.webhook).toMatchObject({ mode: 'managed', endpointId: before.id, error: null });
    expect(endpoints()).toEqual([before]);
    expect(calls('POST /v1/webhook_endpoints')).toBe(creates);
    expect(calls('POST /v1/webhook_endpoints/:id')).toBe(0);
    expect((await audited()).at(-1)).toMatchObject({ outcome: 'unchanged' });
  });

  it('mends its endpoint when its events or status were changed in the Dashboard (same id, same secret)', async () => {
    const endpoint = endpoints()[0]!;
    endpoint.enabled_events = ['invoice.paid'];
    endpoint.status = 'disabled';
    const view = await save();
    expect(view.webhook).toMatchObject({ mode: 'managed', endpointId: endpoint.id, error: null });
    expect(endpoints()).toHaveLength(1);
    expect(endpoints()[0]).toMatchObject({ id: endpoint.id, status: 'enabled' });
    expect([...endpoints()[0]!.enabled_events].sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
    expect((await deliverNew(endpoint.secret)).statusCode).toBe(200);
    expect((await audited()).at(-1)).toMatchObject({ outcome: 'updated' });
  });

  it("replaces an endpoint pinned to another API version (Stripe cannot change it) and removes spare copies; another install's is left alone", async () => {
    const old = endpoints()[0]!;
    old.api_version = '2024-06-20';
    const client = createStripeClient({
      secretKey: t.stripe.secretKey,
      apiUrl: t.stripe.url,
      timeoutMs: 1000,
      maxNetworkRetries: 0,
    });
    const spare = await client.webhookEndpoints.create({
      url: WEBHOOK_URL,
      enabled_events: ['invoice.paid'],
      metadata: { hostfree: '1' },
    });
    const otherInstall = await client.webhookEndpoints.create({
      url: 'https://staging.hostfree.example/api/stripe/webhook',
      enabled_events: ['*'],
      metadata: { hostfree: '1' },
    });
    const admins = await client.webhookEndpoints.create({ url: WEBHOOK_URL, enabled_events: ['*'] });

    const view = await save();
    const ids = endpoints().map((e) => e.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(spare.id);
    expect(ids).toContain(otherInstall.id);
    expect(ids).toContain(admins.id);
    const fresh = endpoints().find((e) => e.id === view.webhook.endpointId)!;
    expect(fresh).toMatchObject({ url: WEBHOOK_URL, api_version: Stripe.API_VERSION });
    expect(fresh.id).not.toBe(old.id);
    expect((await deliverNew(fresh.secret)).statusCode).toBe(200);
    expect((await deliverNew(old.secret)).statusCode).toBe(400);
    expect((await audited()).at(-1)).toMatchObject({ outcome: 'replaced', endpointId: fresh.id });
    await client.webhookEndpoints.del(otherInstall.id);
    await client.webhookEndpoints.del(admins.id);
  });

  it('Stripe failing on a later save keeps the endpoint and secret that work, and says so', async () => {
    const endpoint = endpoints()[0]!;
    t.stripe.switches.hang('GET /v1/webhook_endpoints');
    const view = await save();
    expect(view).toMatchObject({
      isConfigured: true,
      webhook: { mode: 'managed', endpointId: endpoint.id, error: PAYMENT_MESSAGES.webhookEndpointUnreachable },
    });
    expect((await deliverNew(endpoint.secret)).statusCode).toBe(200);
    t.stripe.switches.reset();
    expect((await setUpAgain()).json().webhook).toMatchObject({ endpointId: endpoint.id, error: null });
  });

  it("pasting the managed endpoint's own secret keeps it managed", async () => {
    const endpoint = endpoints()[0]!;
    const view = await save(endpoint.secret);
    expect(view.webhook).toMatchObject({ mode: 'managed', endpointId: endpoint.id });
    expect(endpoints()).toHaveLength(1);
  });

  it("a pasted secret wins: HostFree removes its own endpoint and verifies with the admin's secret", async () => {
    const managed = endpoints()[0]!;
    const view = await save(t.stripe.webhookSecret);
    expect(view).toMatchObject({
      isConfigured: true,
      hasWebhookSecret: true,
      webhook: { mode: 'pasted', endpointId: null, error: null },
    });
    expect(endpoints()).toHaveLength(0);
    expect((await deliverNew(t.stripe.webhookSecret)).statusCode).toBe(200);
    expect((await deliverNew(managed.secret)).statusCode).toBe(400);
    expect((await audited()).at(-1)).toMatchObject({ outcome: 'removed', endpointId: managed.id });
    // Saving again with the pasted secret asks Stripe nothing about endpoints.
    const before = t.stripe.requests.filter((r) => r.path.startsWith('/v1/webhook_endpoints')).length;
    await save(t.stripe.webhookSecret);
    expect(t.stripe.requests.filter((r) => r.path.startsWith('/v1/webhook_endpoints')).length).toBe(before);
  });

  it('shows the last event received and warns about recent events in another API version', async () => {
    const received = await deliverNew(t.stripe.webhookSecret, '2024-06-20');
    expect(received.statusCode).toBe(200);
    await deliverNew(t.stripe.webhookSecret, '2024-06-20');
    let view = (await t.get('/api/admin/stripe-settings', t.admin.token)).json() as StripeSettings;
    expect(view.lastEvent).toMatchObject({
      type: 'payment_intent.created',
      apiVersion: '2024-06-20',
      receivedAt: t.clock.now().toISOString(),
    });
    expect(view.otherApiVersions).toEqual([
      { apiVersion: '2024-06-20', count: 2, lastAt: t.clock.now().toISOString() },
    ]);

    // A week later the old deliveries are no longer recent; the newest event is still shown. (Read through the
    // service: the admin's session has expired by then.)
    t.clock.advance(8 * 86_400_000);
    await deliverNew(t.stripe.webhookSecret);
    view = await t.app.services.stripeSettings.readSettings();
    expect(view.otherApiVersions).toEqual([]);
    expect(view.lastEvent).toMatchObject({ type: 'payment_intent.created', apiVersion: Stripe.API_VERSION });
  });
});

describe('an address Stripe cannot reach', () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ PUBLIC_URL: 'http://localhost:5000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the keys and shows Stripe's refusal in its own words", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stripe-settings',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: {
        publicKey: t.stripe.publishableKey,
        secretKey: t.stripe.secretKey,
        webhookSecret: '',
        isTestMode: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasSecretKey: true, isConfigured: false, webhook: { mode: 'none' } });
    expect(res.json().webhook.error).toBe(
      `${PAYMENT_MESSAGES.webhookEndpointRefusedPrefix}Invalid URL: URL must be publicly accessible. Consider using a tool like the Stripe CLI to test webhooks locally.`,
    );
  });
});
