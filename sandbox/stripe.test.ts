// The fake Stripe on the wire and the real client (stripe-node 23, as built by server/integrations/stripe)
// against it: the contract the payments module relies on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient, Stripe, verifyWebhook, type StripeClient } from '../server/integrations/stripe/client.js';
import type { FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
});
afterAll(async () => {
  await fake.stop();
});

const form = (path: string, body: string, key = fake.secretKey, headers: Record<string, string> = {}) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('the fake Stripe on the wire', () => {
  it("parses bracket keys in both encodings and answers Stripe's error envelope with a Request-Id", async () => {
    const res = await form('/v1/customers', 'email=a%40example.test&metadata%5Bplan%5D=gold&metadata[tier]=x');
    const customer = await res.json();
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'a@example.test',
      metadata: { plan: 'gold', tier: 'x' },
    });
    const missing = await fetch(`${fake.url}/v1/customers/cus_nope`, {
      headers: { authorization: `Bearer ${fake.secretKey}` },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('request-id')).toMatch(/^req_/);
    expect((await missing.json()).error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    const noKey = await fetch(`${fake.url}/v1/balance`);
    expect(noKey.status).toBe(401);
  });

  it('replays an Idempotency-Key and refuses it with other parameters', async () => {
    const first = await (
      await form('/v1/customers', 'email=idem%40example.test', fake.secretKey, { 'idempotency-key': 'k-1' })
    ).json();
    const replay = await form('/v1/customers', 'email=idem%40example.test', fake.secretKey, {
      'idempotency-key': 'k-1',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await replay.json()).id).toBe(first.id);
    const other = await form('/v1/customers', 'email=other%40example.test', fake.secretKey, {
      'idempotency-key': 'k-1',
    });
    expect(other.status).toBe(400);
    expect((await other.json()).error.type).toBe('idempotency_error');
  });

  it('a publishable key may only retrieve and confirm a PaymentIntent with its client secret (as Stripe.js does)', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { kind: 'test' },
    });
    expect((await form('/v1/customers', 'email=x%40example.test', fake.publishableKey)).status).toBe(401);
    const wrong = await form(
      `/v1/payment_intents/${pi.id}/confirm`,
      `client_secret=${pi.id}_secret_wrong&payment_method=pm_card_visa`,
      fake.publishableKey,
    );
    expect(wrong.status).toBe(404);
    const declined = await form(
      `/v1/payment_intents/${pi.id}/confirm`,
      `client_secret=${pi.client_secret}&payment_method_data[type]=card&payment_method_data[card][number]=4000000000000002`,
      fake.publishableKey,
    );
    expect(declined.status).toBe(402);
    expect((await declined.json()).error).toMatchObject({
      type: 'card_error',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const ok = await form(
      `/v1/payment_intents/${pi.id}/confirm`,
      `client_secret=${pi.client_secret}&payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242`,
      fake.publishableKey,
    );
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.status).toBe('succeeded');
    expect(body.metadata).toBeUndefined();
    const read = await fetch(`${fake.url}/v1/payment_intents/${pi.id}?client_secret=${pi.client_secret}`, {
      headers: { authorization: `Bearer ${fake.publishableKey}` },
    });
    expect((await read.json()).status).toBe('succeeded');
  });

  it('the hosted invoice page pays the first invoice with a test card', async () => {
    const product = await stripe.products.create({ name: 'Hosted page test' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 895,
      recurring: { interval: 'month' },
    });
    const customer = await stripe.customers.create({ email: 'page@example.test' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    const invoice = sub.latest_invoice as Stripe.Invoice;
    const page = await fetch(invoice.hosted_invoice_url!);
    expect(await page.text()).toContain('8.95 USD');
    const declined = await fetch(`${invoice.hosted_invoice_url}/pay`, {
      method: 'POST',
      body: 'card=4000+0000+0000+0002',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await declined.text()).toContain('Your card was declined.');
    const paid = await fetch(`${invoice.hosted_invoice_url}/pay`, {
      method: 'POST',
      body: 'card=4242+4242+4242+4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await paid.text()).toContain('Invoice paid');
    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect((after.latest_invoice as Stripe.Invoice).status).toBe('paid');
  });
});

describe('the real client against the fake', () => {
  it('subscriptions: default_incomplete, confirmation_secret only when expanded, basil invoice shape', async () => {
    const product = await stripe.products.create({ id: 'prod_contract', name: 'Contract' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 395,
      recurring: { interval: 'month' },
      lookup_key: 'contract_395',
    });
    expect((await stripe.prices.list({ lookup_keys: ['contract_395'], active: true })).data.map((p) => p.id)).toEqual([
      price.id,
    ]);
    await expect(
      stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: 395,
        recurring: { interval: 'month' },
        lookup_key: 'contract_395',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const customer = await stripe.customers.create({ email: 'contract@example.test' });
    const plain = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
    });
    expect(typeof plain.latest_invoice).toBe('string');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(sub.status).toBe('incomplete');
    expect(invoice).toMatchObject({
      status: 'open',
      amount_due: 395,
      billing_reason: 'subscription_create',
      confirmation_secret: { type: 'payment_intent' },
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect((await stripe.invoices.retrieve(invoice.id!)).confirmation_secret).toBeUndefined();
    const piId = invoice.confirmation_secret!.client_secret.split('_secret_')[0]!;
    await expect(
      stripe.paymentIntents.confirm(piId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await stripe.paymentIntents.confirm(piId, { payment_method: 'pm_card_visa' });
    const paid = await stripe.invoices.retrieve(invoice.id!);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 395 });
    expect(paid.status_transitions.paid_at).toBeGreaterThan(0);
    const canceled = await stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
  });

  it("errors become stripe-node's classes; hangs end at the time-out; garbage is an API error", async () => {
    const wrong = createStripeClient({
      secretKey: 'sk_test_wrong0000000000000000',
      apiUrl: fake.url,
      timeoutMs: 500,
      maxNetworkRetries: 0,
    });
    await expect(wrong.balance.retrieve()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    fake.switches.hang('GET /v1/balance');
    await expect(stripe.balance.retrieve()).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    fake.switches.reset();
    fake.switches.garbage('GET /v1/balance');
    await expect(stripe.balance.retrieve()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.switches.reset();
    fake.switches.fail('GET /v1/balance', 503);
    await expect(stripe.balance.retrieve()).rejects.toMatchObject({ statusCode: 503 });
    fake.switches.reset();
  });

  it("webhooks: delivered signed to a URL, verified by stripe-node's constructEvent; retried after a failure", async () => {
    const received: { body: string; signature: string }[] = [];
    let refuseFirst = true;
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (refuseFirst) {
          refuseFirst = false;
          res.writeHead(500).end();
          return;
        }
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      fake.webhooks.configure({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        secret: fake.webhookSecret,
      });
      const pi = await stripe.paymentIntents.create({
        amount: 500,
        currency: 'usd',
        metadata: { kind: 'plugin_donation' },
      });
      await fake.webhooks.idle();
      const [first] = received;
      expect(first).toBeDefined();
      const event = verifyWebhook(first!.body, first!.signature, fake.webhookSecret);
      expect(event).toMatchObject({ type: 'payment_intent.created', data: { object: { id: pi.id } } });
      expect(fake.webhooks.deliveries.some((d) => d.status === 500)).toBe(true);
      expect(() => verifyWebhook(first!.body, first!.signature, 'whsec_other')).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
    } finally {
      fake.webhooks.configure({ url: null, secret: fake.webhookSecret });
      server.close();
    }
  });
});

describe('the request counts', () => {
  it('count every /v1 call by method, also over the control route', async () => {
    const before = fake.requestCounts();
    await stripe.customers.create({ email: 'count@example.test' });
    await stripe.customers.list({ limit: 1 });
    const after = fake.requestCounts();
    expect((after.POST ?? 0) - (before.POST ?? 0)).toBe(1);
    expect((after.GET ?? 0) - (before.GET ?? 0)).toBe(1);
    const res = await fetch(`${fake.url}/__sandbox/request_counts`, { method: 'POST' });
    expect(await res.json()).toEqual(after);
  });
});
