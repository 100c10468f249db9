// The fake Stripe's /v1/webhook_endpoints on the wire, through the real client (stripe-node 23), and its deliveries:
// each endpoint gets only its event types, signed with its own secret, rendered in its own API version.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, verifyWebhook, type StripeClient } from '../server/integrations/stripe/client.js';
import { FAKE_API_VERSION, type FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';
import { MAX_WEBHOOK_ENDPOINTS } from './stripe/webhook-endpoints.js';

let fake: FakeStripe;
let stripe: StripeClient;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => {
  fake.switches.reset();
  fake.state.webhookEndpoints.clear();
});

const raw = (method: string, path: string, body?: string) =>
  fetch(`${fake.url}${path}`, {
    method,
    body,
    headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('/v1/webhook_endpoints', () => {
  it("creates with the secret in the answer only, lists, retrieves, updates and deletes in Stripe's shapes", async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'https://hostfree.example/api/stripe/webhook',
      enabled_events: ['invoice.paid', 'customer.subscription.deleted'],
      api_version: '2026-10-28.endive',
      metadata: { hostfree: '1' },
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hostfree.example/api/stripe/webhook',
      enabled_events: ['invoice.paid', 'customer.subscription.deleted'],
      api_version: '2026-10-28.endive',
      status: 'enabled',
      metadata: { hostfree: '1' },
      livemode: false,
      application: null,
      description: null,
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.created).toBeGreaterThan(0);

    const listed = await raw('GET', '/v1/webhook_endpoints?limit=10');
    const list = await listed.json();
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/webhook_endpoints' });
    expect(list.data.map((e: { id: string }) => e.id)).toEqual([created.id]);
    expect(list.data[0]).not.toHaveProperty('secret');
    expect(await stripe.webhookEndpoints.retrieve(created.id)).not.toHaveProperty('secret');

    const updated = await stripe.webhookEndpoints.update(created.id, {
      enabled_events: ['invoice.paid'],
      url: 'https://new.example/hook',
      disabled: true,
    });
    expect(updated).toMatchObject({
      id: created.id,
      enabled_events: ['invoice.paid'],
      url: 'https://new.example/hook',
      status: 'disabled',
      api_version: '2026-10-28.endive',
    });
    expect(updated).not.toHaveProperty('secret');
    expect((await stripe.webhookEndpoints.update(created.id, { disabled: false })).status).toBe('enabled');

    expect(await stripe.webhookEndpoints.del(created.id)).toEqual({
      id: created.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    await expect(stripe.webhookEndpoints.del(created.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    expect((await stripe.webhookEndpoints.list()).data).toEqual([]);
  });

  it("pins the account's default version when none is asked, and refuses to change api_version afterwards", async () => {
    fake.state.accountApiVersion = '2024-06-20';
    try {
      const created = await stripe.webhookEndpoints.create({
        url: 'https://hostfree.example/hook',
        enabled_events: ['*'],
      });
      expect(created.api_version).toBe('2024-06-20');
      const res = await raw('POST', `/v1/webhook_endpoints/${created.id}`, `api_version=${FAKE_API_VERSION}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        type: 'invalid_request_error',
        param: 'api_version',
        message: 'Received unknown parameter: api_version',
      });
    } finally {
      fake.state.accountApiVersion = FAKE_API_VERSION;
    }
  });

  it("answers Stripe's 400 for what Stripe refuses", async () => {
    const cases: [string, Record<string, unknown>][] = [
      [
        'enabled_events[0]=invoice.paid',
        { param: 'url', code: 'parameter_missing', message: 'Missing required param: url.' },
      ],
      ['url=https://hostfree.example/hook', { param: 'enabled_events', code: 'parameter_missing' }],
      [
        'url=http://localhost:5000/hook&enabled_events[0]=invoice.paid',
        { param: 'url', code: 'url_invalid', message: expect.stringContaining('publicly accessible') },
      ],
      ['url=https://10.0.0.5/hook&enabled_events[0]=invoice.paid', { param: 'url', code: 'url_invalid' }],
      ['url=not a url&enabled_events[0]=invoice.paid', { param: 'url', code: 'url_invalid' }],
      ['url=https://hostfree.example/hook&enabled_events[0]=invoice.nonsense', { param: 'enabled_events[0]' }],
      [
        'url=https://hostfree.example/hook&enabled_events[0]=invoice.paid&api_version=2099-01-01',
        { param: 'api_version', message: 'Invalid api_version: 2099-01-01' },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await raw('POST', '/v1/webhook_endpoints', body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).error, body).toMatchObject({ type: 'invalid_request_error', ...error });
    }
    expect(fake.state.webhookEndpoints.size).toBe(0);
  });

  it("pages newest first and stops at Stripe's limit of endpoints", async () => {
    const ids: string[] = [];
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i += 1)
      ids.push(
        (
          await stripe.webhookEndpoints.create({
            url: `https://hostfree.example/hook/${i}`,
            enabled_events: ['invoice.paid'],
          })
        ).id,
      );
    const first = await stripe.webhookEndpoints.list({ limit: 5 });
    expect(first.has_more).toBe(true);
    expect(first.data.map((e) => e.id)).toEqual(ids.slice(-5).reverse());
    expect(
      (await stripe.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({ limit: 100 })).map((e) => e.id),
    ).toEqual([...ids].reverse());
    await expect(
      stripe.webhookEndpoints.create({ url: 'https://hostfree.example/one-more', enabled_events: ['invoice.paid'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: `You have reached the maximum of ${MAX_WEBHOOK_ENDPOINTS} test webhook endpoints.`,
    });
  });

  it('the fault switches apply (fail, hang, garbage)', async () => {
    fake.switches.fail('POST /v1/webhook_endpoints', 503);
    await expect(
      stripe.webhookEndpoints.create({ url: 'https://hostfree.example/hook', enabled_events: ['invoice.paid'] }),
    ).rejects.toMatchObject({ statusCode: 503 });
    fake.switches.reset();
    fake.switches.hang('GET /v1/webhook_endpoints');
    await expect(stripe.webhookEndpoints.list()).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    fake.switches.reset();
    fake.switches.garbage('DELETE /v1/webhook_endpoints/:id');
    await expect(stripe.webhookEndpoints.del('we_any')).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.state.webhookEndpoints.size).toBe(0);
  });
});

describe('deliveries to webhook endpoints', () => {
  let server: Server;
  const received: { path: string; body: string; signature: string }[] = [];
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('each endpoint gets its types, signed with its secret, in its API version', async () => {
    const modern = await stripe.webhookEndpoints.create({
      url: `${base}/modern`,
      enabled_events: ['invoice.paid'],
      api_version: FAKE_API_VERSION,
    });
    const old = await stripe.webhookEndpoints.create({
      url: `${base}/old`,
      enabled_events: ['invoice.paid', 'payment_intent.succeeded'],
      api_version: '2024-06-20',
    });
    const elsewhere = await stripe.webhookEndpoints.create({
      url: 'https://hostfree.example/hook',
      enabled_events: ['*'],
    });

    const product = await stripe.products.create({ name: 'Delivery test' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 500,
      recurring: { interval: 'month' },
    });
    const customer = await stripe.customers.create({ email: 'deliveries@example.test' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const piId = (sub.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret.split('_secret_')[0]!;
    await stripe.paymentIntents.confirm(piId, { payment_method: 'pm_card_visa' });
    await fake.webhooks.idle();

    const at = (path: string) => received.filter((r) => r.path === path);
    expect(at('/modern').map((r) => JSON.parse(r.body).type)).toEqual(['invoice.paid']);
    expect(
      at('/old')
        .map((r) => JSON.parse(r.body).type)
        .sort(),
    ).toEqual(['invoice.paid', 'payment_intent.succeeded']);

    const modernEvent = verifyWebhook(at('/modern')[0]!.body, at('/modern')[0]!.signature, modern.secret!);
    expect(modernEvent.api_version).toBe(FAKE_API_VERSION);
    expect((modernEvent.data.object as Stripe.Invoice).parent?.subscription_details?.subscription).toBe(sub.id);
    expect(() => verifyWebhook(at('/modern')[0]!.body, at('/modern')[0]!.signature, old.secret!)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const oldInvoice = at('/old').find((r) => JSON.parse(r.body).type === 'invoice.paid')!;
    const oldEvent = verifyWebhook(oldInvoice.body, oldInvoice.signature, old.secret!);
    expect(oldEvent.api_version).toBe('2024-06-20');
    expect(oldEvent.data.object).toMatchObject({ object: 'invoice', subscription: sub.id, paid: true });
    expect(oldEvent.data.object).not.toHaveProperty('parent');

    // Public URLs are registered like Stripe would, but the sandbox posts nothing off this machine.
    expect(
      fake.webhooks.deliveries.filter((d) => d.target === elsewhere.id).every((d) => d.status === 'not-sent'),
    ).toBe(true);

    // A deleted endpoint gets nothing more; a disabled one neither.
    await stripe.webhookEndpoints.del(old.id);
    await stripe.webhookEndpoints.update(modern.id, { disabled: true });
    const before = received.length;
    const later = await stripe.paymentIntents.create({ amount: 500, currency: 'usd', metadata: { kind: 'after' } });
    await stripe.paymentIntents.confirm(later.id, { payment_method: 'pm_card_visa' });
    await fake.webhooks.idle();
    expect(received.length).toBe(before);
  });
});
