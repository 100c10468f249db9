// The fake Stripe's charges, refunds and disputes through the real client (stripe-node 23): the wire format the commerce
// core's refunds and disputes rely on.
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

async function paidIntent(amount = 2000) {
  const pi = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    automatic_payment_methods: { enabled: true },
    metadata: { kind: 'test' },
  });
  expect(fake.pay(pi.id, 'pm_card_mastercard')).toMatchObject({ ok: true });
  return pi.id;
}

async function stripeError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected Stripe to refuse');
}

describe('charges', () => {
  it('a succeeded PaymentIntent has its charge as latest_charge, expandable, with a receipt page', async () => {
    const id = await paidIntent();
    const pi = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    const charge = pi.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 2000,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      payment_intent: id,
      payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
    });
    expect(charge.id).toMatch(/^ch_/);
    expect((await stripe.paymentIntents.retrieve(id)).latest_charge).toBe(charge.id);
    expect((await stripe.charges.retrieve(charge.id)).receipt_url).toBe(charge.receipt_url);
    const page = await fetch(charge.receipt_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('20.00 USD');
    expect(fake.eventsOf('charge.succeeded').some((e) => (e.data.object as { id: string }).id === charge.id)).toBe(
      true,
    );
    const listed = await stripe.charges.list({ payment_intent: id });
    expect(listed.data.map((c) => c.id)).toEqual([charge.id]);
    expect((await stripeError(stripe.charges.retrieve('ch_nope'))).statusCode).toBe(404);
  });

  it('an unpaid PaymentIntent has no charge to refund', async () => {
    const pi = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    const error = await stripeError(stripe.refunds.create({ payment_intent: pi.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.code).toBe('charge_not_refundable');
  });
});

describe('refunds', () => {
  it('part, then the rest; more than is left is amount_too_large; a refunded charge is charge_already_refunded', async () => {
    const id = await paidIntent(2000);
    const part = await stripe.refunds.create({
      payment_intent: id,
      amount: 500,
      reason: 'requested_by_customer',
      metadata: { note: 'goodwill' },
      expand: ['charge'],
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 500,
      status: 'succeeded',
      payment_intent: id,
      reason: 'requested_by_customer',
      metadata: { note: 'goodwill' },
    });
    expect(part.id).toMatch(/^re_/);
    expect(part.charge).toMatchObject({ amount_refunded: 500, refunded: false });
    const refunded = fake.eventsOf('charge.refunded').at(-1)!;
    expect(refunded.data).toMatchObject({
      object: { payment_intent: id, amount: 2000, amount_refunded: 500 },
      previous_attributes: { amount_refunded: 0 },
    });
    expect(fake.eventsOf('refund.created').at(-1)!.data.object).toMatchObject({ id: part.id, amount: 500 });

    const tooMuch = await stripeError(stripe.refunds.create({ payment_intent: id, amount: 1600 }));
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect(tooMuch.message).toBe('Refund amount ($16.00) is greater than unrefunded amount on charge ($15.00)');

    // No amount: all that is left, and the charge is refunded.
    const rest = await stripe.refunds.create({ payment_intent: id });
    expect(rest.amount).toBe(1500);
    const charge = await stripe.charges.retrieve(rest.charge as string, { expand: ['refunds'] });
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: true });
    expect(charge.refunds!.data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(500);
    expect((await stripe.refunds.list({ payment_intent: id })).data).toHaveLength(2);
    const again = await stripeError(stripe.refunds.create({ charge: charge.id, amount: 1 }));
    expect(again.code).toBe('charge_already_refunded');
  });

  it('refuses a bad amount or reason, and replays the same Idempotency-Key instead of refunding twice', async () => {
    const id = await paidIntent(1000);
    expect((await stripeError(stripe.refunds.create({ payment_intent: id, amount: 0 }))).param).toBe('amount');
    expect(
      (await stripeError(stripe.refunds.create({ payment_intent: id, reason: 'changed_mind' as never }))).param,
    ).toBe('reason');
    const first = await stripe.refunds.create(
      { payment_intent: id, amount: 400 },
      { idempotencyKey: 'refund:1:click-a' },
    );
    const replay = await stripe.refunds.create(
      { payment_intent: id, amount: 400 },
      { idempotencyKey: 'refund:1:click-a' },
    );
    expect(replay.id).toBe(first.id);
    expect((await stripe.charges.list({ payment_intent: id })).data[0]!.amount_refunded).toBe(400);
  });
});

describe('disputes (test helper)', () => {
  it('opens a dispute on a charge, moves it on, and a disputed charge cannot be refunded until it closes', async () => {
    const id = await paidIntent(1500);
    const dispute = fake.openDispute(id, { reason: 'product_not_received' });
    expect(dispute).toMatchObject({
      object: 'dispute',
      payment_intent: id,
      amount: 1500,
      status: 'needs_response',
      reason: 'product_not_received',
    });
    expect(dispute.id).toMatch(/^du_/);
    expect(fake.eventsOf('charge.dispute.created').at(-1)!.data.object).toMatchObject({
      id: dispute.id,
      charge: dispute.charge,
      payment_intent: id,
    });
    expect((await stripe.charges.retrieve(dispute.charge)).disputed).toBe(true);
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe('needs_response');
    expect((await stripeError(stripe.refunds.create({ payment_intent: id }))).code).toBe('charge_disputed');

    // Over the control route, as the demo console and e2e do.
    const res = await fetch(`${fake.url}/__sandbox/disputes/${dispute.id}/status`, {
      method: 'POST',
      body: 'status=under_review',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(fake.eventsOf('charge.dispute.updated').at(-1)!.data).toMatchObject({
      object: { status: 'under_review' },
      previous_attributes: { status: 'needs_response' },
    });
    fake.state.charges.setDisputeStatus(dispute.id, 'won');
    expect(fake.eventsOf('charge.dispute.closed').at(-1)!.data.object).toMatchObject({ id: dispute.id, status: 'won' });
    expect((await stripe.refunds.create({ payment_intent: id, amount: 100 })).amount).toBe(100);

    const opened = await fetch(`${fake.url}/__sandbox/payment_intents/${await paidIntent(700)}/dispute`, {
      method: 'POST',
      body: 'reason=fraudulent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await opened.json()).toMatchObject({
      object: 'dispute',
      amount: 700,
      reason: 'fraudulent',
      status: 'needs_response',
    });
  });

  it('a renewal paid with the saved card has its own charge', async () => {
    const customer = await stripe.customers.create({ email: 'renew@example.test' });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 500,
      recurring: { interval: 'month' },
      product_data: { name: 'Renewing' },
    });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const secret = (sub.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
    fake.pay(secret.split('_secret_')[0]!);
    const invoice = fake.state.renew(fake.state.subscriptions.get(sub.id)!, 'paid');
    const intent = fake.state.paymentIntents.get(invoice.payment_intent!)!;
    expect(fake.state.charges.charges.get(intent.latest_charge!)).toMatchObject({
      amount: 500,
      payment_intent: intent.id,
      refunded: false,
    });
  });
});
