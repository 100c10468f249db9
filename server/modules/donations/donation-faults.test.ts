import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type CreateSubscriptionResponse } from '../../../contract/payments.js';
import { donations, plugins } from '../../db/schema/index.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

// Stripe failing at each step of a donation start: the donor sees a clear, retryable error, the row is left
// failed (never pending with a client secret nobody holds), nothing is created twice, and a retry works.
describe('donation start when Stripe fails', () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    await t.configureStripe();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.stripe.switches.reset());

  const donate = (email: string) =>
    t.post('/api/create-subscription', { amount: 500, giftTier: '$5', giftType: 'vps', email });
  const subsOf = (email: string) =>
    [...t.stripe.state.subscriptions.values()].filter((s) => t.stripe.state.customers.get(s.customer)?.email === email);

  const steps: [string, string][] = [
    ['GET /v1/prices', 'fail'],
    ['POST /v1/products', 'hang'],
    ['POST /v1/prices', 'garbage'],
    ['GET /v1/customers', 'fail'],
    ['POST /v1/customers', 'hang'],
    ['POST /v1/subscriptions', 'fail'],
    ['POST /v1/subscriptions', 'hang'],
    ['POST /v1/subscriptions', 'garbage'],
  ];
  for (const [op, kind] of steps) {
    it(`${kind} at ${op}: 502 with a retryable message, the row failed, no subscription; the retry succeeds`, async () => {
      const email = `${kind}-${op.replace(/\W+/g, '-')}@example.test`.toLowerCase();
      if (op.includes('products') || op.includes('prices')) {
        // A catalogue Stripe no longer has (deleted in the dashboard, or a new account): found again or created.
        t.stripe.state.prices.clear();
        t.stripe.state.products.clear();
        await t.configureStripe();
      }
      (t.stripe.switches as unknown as Record<string, (op: string) => void>)[kind]!(op);
      const res = await donate(email);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
      const rows = (await t.database.db.select().from(donations)).filter((d) => d.donorEmail === email);
      expect(rows.map((r) => r.status)).toEqual(['failed']);
      t.stripe.switches.reset();
      const retry = await donate(email);
      expect(retry.statusCode).toBe(200);
      // A hung subscription create may have been done at Stripe (the work happens, the answer never comes);
      // stripe-node retried with the same Idempotency-Key, so at most that one extra, never-confirmable one.
      expect(subsOf(email).length).toBeLessThanOrEqual(2);
    });
  }

  it('timed out but created: stripe-node retries with the same Idempotency-Key and gets the same subscription', async () => {
    const email = 'hang-after@example.test';
    t.stripe.switches.hangAfter('POST /v1/subscriptions');
    const first = t.stripe.requests.length;
    const res = await donate(email);
    // The first attempt created it and never answered; the retry under the same key got Stripe's stored answer.
    expect(res.statusCode).toBe(200);
    const attempts = t.stripe.requests.slice(first).filter((r) => r.op === 'POST /v1/subscriptions');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(subsOf(email)).toHaveLength(1);
    expect((res.json() as CreateSubscriptionResponse).subscriptionId).toBe(subsOf(email)[0]!.id);
  });

  it('slow but within the time-out: succeeds', async () => {
    t.stripe.switches.slow('POST /v1/subscriptions', 150);
    const res = await donate('slow@example.test');
    expect(res.statusCode).toBe(200);
    expect((res.json() as CreateSubscriptionResponse).clientSecret).toBeTruthy();
  });

  it('the success page while Stripe is down: 502 (retryable), the donation stays as it was', async () => {
    const started = (await donate('status-down@example.test')).json() as CreateSubscriptionResponse;
    t.stripe.pay(started.paymentIntentId);
    t.stripe.switches.fail('GET /v1/payment_intents/:id', 500);
    const res = await t.get(
      `/api/donation-status?payment_intent=${started.paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(started.clientSecret)}`,
    );
    expect(res.statusCode).toBe(502);
    t.stripe.switches.reset();
    const again = await t.get(
      `/api/donation-status?payment_intent=${started.paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(started.clientSecret)}`,
    );
    expect(again.json().status).toBe('completed');
  });

  it('the plugin donation when Stripe fails: 502, the row failed, no intent; the retry gets one', async () => {
    const [plugin] = await t.database.db.insert(plugins).values({ name: 'Cache Pro', slug: 'cache-pro' }).returning();
    t.stripe.switches.fail('POST /v1/payment_intents', 500);
    const before = t.stripe.state.paymentIntents.size;
    const res = await t.post('/api/create-payment-intent', { amount: 5, pluginId: plugin!.id });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
    expect(t.stripe.state.paymentIntents.size).toBe(before);
    const rows = (await t.database.db.select().from(donations)).filter((d) => d.pluginId === plugin!.id);
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    t.stripe.switches.reset();
    const retry = await t.post('/api/create-payment-intent', { amount: 5, pluginId: plugin!.id });
    expect(retry.statusCode).toBe(200);
    expect(t.stripe.state.paymentIntents.size).toBe(before + 1);
  });

  it('prices are found by lookup key and created once across donations', async () => {
    const prices = [...t.stripe.state.prices.values()].filter(
      (p) => p.lookup_key === 'hostfree_donation_monthly_month_usd_500',
    );
    expect(prices).toHaveLength(1);
    expect(t.stripe.state.products.has('hostfree_donation_monthly')).toBe(true);
  });
});
