// Checkout Sessions on the fake Stripe, through the real client (stripe-node 23) and the hosted page a browser
// sees: the wire format of Stripe.Checkout.Session in payment mode, its validation, paying, declining, expiring.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, type StripeClient } from '../server/integrations/stripe/client.js';
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

const SUCCESS = 'http://localhost:5000/plugin-checkout-success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'http://localhost:5000/plugin/seo/donate';

const donation = (
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price_data: { currency: 'usd', unit_amount: 500, product_data: { name: '$5 donation to SEO' } }, quantity: 1 },
  ],
  success_url: SUCCESS,
  cancel_url: CANCEL,
  customer_email: 'donor@example.test',
  client_reference_id: 'donation-7',
  metadata: { kind: 'plugin_donation', donationId: '7' },
  payment_intent_data: {
    metadata: { kind: 'plugin_donation', donationId: '7' },
    receipt_email: 'donor@example.test',
    description: '$5 donation to SEO',
  },
  ...overrides,
});

/** The hosted page's form post, as the browser sends it (no redirect following: the 303 is the answer). */
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });

describe('Checkout Sessions (mode=payment) on the wire', () => {
  it('creates an open session: no PaymentIntent yet, a hosted url, 24 hours to live; Idempotency-Key replays it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await stripe.checkout.sessions.create(donation(), {
      idempotencyKey: 'donation:7:checkout-session',
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      ui_mode: 'hosted_page',
      amount_total: 500,
      currency: 'usd',
      customer_email: 'donor@example.test',
      client_reference_id: 'donation-7',
      success_url: SUCCESS,
      cancel_url: CANCEL,
      metadata: { kind: 'plugin_donation', donationId: '7' },
      customer_details: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
    expect(session.expires_at - before).toBeGreaterThanOrEqual(24 * 3600 - 2);
    expect(session.line_items).toBeUndefined();

    const again = await stripe.checkout.sessions.create(donation(), { idempotencyKey: 'donation:7:checkout-session' });
    expect(again.id).toBe(session.id);
    expect(fake.requests.at(-1)).toMatchObject({
      op: 'POST /v1/checkout/sessions',
      idempotencyKey: 'donation:7:checkout-session',
    });
    await expect(
      stripe.checkout.sessions.create(donation({ client_reference_id: 'other' }), {
        idempotencyKey: 'donation:7:checkout-session',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(read.line_items!.data).toMatchObject([
      {
        object: 'item',
        description: '$5 donation to SEO',
        amount_total: 500,
        quantity: 1,
        price: { unit_amount: 500, type: 'one_time' },
      },
    ]);
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses what Stripe refuses, with its 400 envelope', async () => {
    const product = await stripe.products.create({ name: 'Monthly' });
    const monthly = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 500,
      recurring: { interval: 'month' },
    });
    const cases: [Stripe.Checkout.SessionCreateParams, RegExp][] = [
      [donation({ mode: undefined }), /Missing required param: mode/],
      [
        donation({ line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'x' } } }] }),
        /Quantity is required/,
      ],
      [
        donation({
          line_items: [{ price_data: { currency: 'usd', unit_amount: 20, product_data: { name: 'x' } }, quantity: 1 }],
        }),
        /at least \$0\.50/,
      ],
      [donation({ line_items: [{ price: monthly.id, quantity: 1 }] }), /passed a recurring price/],
      [donation({ customer: 'cus_x' }), /only specify one of these parameters: customer, customer_email/],
      [donation({ expires_at: Math.floor(Date.now() / 1000) + 60 }), /at least 30 minutes/],
      [donation({ success_url: 'not a url' }), /Not a valid URL/],
    ];
    for (const [params, message] of cases) {
      const error = await stripe.checkout.sessions.create(params).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, String(message)).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect((error as Error).message).toMatch(message);
    }
    const once = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 300 });
    const priced = await stripe.checkout.sessions.create(donation({ line_items: [{ price: once.id, quantity: 2 }] }));
    expect(priced.amount_total).toBe(600);
  });

  it("the hosted page: a declined card shows Stripe's message and waits; 4242 pays and redirects to success_url", async () => {
    const session = await stripe.checkout.sessions.create(donation());
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('$5 donation to SEO');
    expect(html).toContain('$5.00');
    expect(html).toContain(`href="${CANCEL}"`);

    const declined = await submit(session.url!, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    const waiting = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(waiting).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect((waiting.payment_intent as Stripe.PaymentIntent).last_payment_error).toMatchObject({
      decline_code: 'generic_decline',
    });

    const firstEvent = fake.state.events.length;
    const paid = await submit(session.url!, { card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5000/plugin-checkout-success?session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'donor@example.test' },
    });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 500,
      amount_received: 500,
      currency: 'usd',
      receipt_email: 'donor@example.test',
      metadata: { kind: 'plugin_donation', donationId: '7' },
      description: '$5 donation to SEO',
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(intent.id);
    expect(fake.state.events.slice(firstEvent).map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    const completed = fake.eventsOf('checkout.session.completed').at(-1)!;
    expect(completed.data.object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
    });

    // The session's PaymentIntent is Checkout's: the API refuses to confirm or cancel it.
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toThrow(/owned by a Checkout Session/);
    expect(await (await fetch(session.url!)).text()).toContain('This payment is complete');
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toThrow(/has a status of complete/);
  });

  it('a session without customer_email asks for one on the page and keeps what was typed', async () => {
    const session = await stripe.checkout.sessions.create(
      donation({ customer_email: undefined, success_url: undefined }),
    );
    expect(await (await submit(session.url!, { card: '4242424242424242' })).text()).toContain(
      'Your email is incomplete.',
    );
    const paid = await submit(session.url!, { card: '4242424242424242', email: 'typed@example.test' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment succeeded.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).customer_details?.email).toBe('typed@example.test');
  });

  it('expiring: by the API, by the clock passing expires_at, or by the control route; nothing can be paid after', async () => {
    const byApi = await stripe.checkout.sessions.create(donation());
    const expired = await stripe.checkout.sessions.expire(byApi.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null, payment_intent: null });
    expect(fake.eventsOf('checkout.session.expired').at(-1)!.data.object).toMatchObject({
      id: byApi.id,
      status: 'expired',
    });
    expect((await submit(`${fake.url}/c/pay/${byApi.id}`, { card: '4242424242424242' })).status).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(byApi.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire(byApi.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );

    const byClock = await stripe.checkout.sessions.create(
      donation({ expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    fake.state.advanceClock(3601);
    try {
      expect((await stripe.checkout.sessions.retrieve(byClock.id)).status).toBe('expired');
      expect(
        fake.eventsOf('checkout.session.expired').some((e) => (e.data.object as { id: string }).id === byClock.id),
      ).toBe(true);
    } finally {
      fake.state.advanceClock(-3601);
    }

    const byControl = await stripe.checkout.sessions.create(donation());
    const res = await fetch(`${fake.url}/__sandbox/checkout_sessions/${byControl.id}/expire`, { method: 'POST' });
    expect(await res.json()).toEqual({ status: 'expired' });
  });

  it('fault switches name checkout operations like the others', async () => {
    fake.switches.fail('POST /v1/checkout/sessions', 503);
    try {
      await expect(stripe.checkout.sessions.create(donation())).rejects.toMatchObject({ statusCode: 503 });
      expect(fake.requests.at(-1)!.op).toBe('POST /v1/checkout/sessions');
    } finally {
      fake.switches.reset();
    }
    const session = await stripe.checkout.sessions.create(donation());
    await stripe.checkout.sessions.retrieve(session.id);
    expect(fake.requests.at(-1)!.op).toBe('GET /v1/checkout/sessions/:id');
  });
});
