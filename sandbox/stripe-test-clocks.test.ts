// Test clocks in the fake Stripe, through the real client (stripe-node 23, as server/integrations/stripe builds it):
// Stripe.TestHelpers.TestClock on the wire, customers on a clock, and Stripe's billing played as the clock advances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, type StripeClient } from '../server/integrations/stripe/client.js';
import type { FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
let price: string;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
  const product = await stripe.products.create({ name: 'Clocked plan' });
  price = (
    await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 895,
      recurring: { interval: 'month' },
    })
  ).id;
});
afterAll(async () => {
  await fake.stop();
});

const DAY = 86_400;
/** 2026-01-01T00:00:00Z: a clock far from the wall clock, so nothing passes by accident. */
const T0 = 1_767_225_600;

/** A customer on a new clock with a paid monthly subscription (first invoice paid with `card`). */
async function subscribedOnClock(
  card = 'pm_card_mastercard',
  email = `clock-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0, name: email });
  const customer = await stripe.customers.create({ email, test_clock: clock.id });
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  const secret = (sub.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
  fake.pay(secret.split('_secret_')[0]!, card);
  return { clock, customer, sub: await stripe.subscriptions.retrieve(sub.id) };
}
const periodEnd = (sub: Stripe.Subscription) => sub.items.data[0]!.current_period_end;
const eventsSince = (mark: number) => fake.state.events.slice(mark);

describe('test clocks on the wire (Stripe.TestHelpers.TestClock)', () => {
  it("create, retrieve, list and delete answer Stripe's objects", async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0, name: 'Wire' });
    expect(clock).toMatchObject({
      object: 'test_helpers.test_clock',
      frozen_time: T0,
      name: 'Wire',
      status: 'ready',
      status_details: {},
      livemode: false,
    });
    expect(clock.id).toMatch(/^clock_/);
    expect(clock.deletes_after).toBe(clock.created + 30 * DAY);
    expect(await stripe.testHelpers.testClocks.retrieve(clock.id)).toEqual(clock);
    expect((await stripe.testHelpers.testClocks.list()).data.map((c) => c.id)).toContain(clock.id);

    const customer = await stripe.customers.create({ email: 'wire@example.test', test_clock: clock.id });
    expect(customer.test_clock).toBe(clock.id);
    // Created at the clock's time, not the wall clock's.
    expect(customer.created).toBe(T0);
    expect((await stripe.customers.list({ test_clock: clock.id })).data.map((c) => c.id)).toEqual([customer.id]);

    const deleted = await stripe.testHelpers.testClocks.del(clock.id);
    expect(deleted).toEqual({ id: clock.id, object: 'test_helpers.test_clock', deleted: true });
    // Everything on the clock goes with it.
    await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
    });
    await expect(stripe.testHelpers.testClocks.retrieve(clock.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses what Stripe refuses: no frozen_time, an unknown clock, a fourth customer, going back, two intervals at once', async () => {
    await expect(
      stripe.testHelpers.testClocks.create({} as Stripe.TestHelpers.TestClockCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    await expect(stripe.customers.create({ email: 'x@example.test', test_clock: 'clock_nope' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'test_clock',
    });
    const full = await stripe.testHelpers.testClocks.create({ frozen_time: T0 });
    for (let i = 0; i < 3; i++) await stripe.customers.create({ email: `c${i}@example.test`, test_clock: full.id });
    await expect(stripe.customers.create({ email: 'c4@example.test', test_clock: full.id })).rejects.toMatchObject({
      statusCode: 400,
      param: 'test_clock',
    });

    const { clock, sub } = await subscribedOnClock();
    await expect(stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 - 1 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'frozen_time',
    });
    await expect(
      stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd(sub) + 31 * DAY }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'frozen_time' });
    // Refused advances changed nothing.
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(T0);
  });

  it('advance answers status advancing with the target, is ready once done, and says so in events', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0 });
    const mark = fake.state.events.length;
    const advancing = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 3600 });
    expect(advancing).toMatchObject({
      status: 'advancing',
      status_details: { advancing: { target_frozen_time: T0 + 3600 } },
    });
    expect(await stripe.testHelpers.testClocks.retrieve(clock.id)).toMatchObject({
      status: 'ready',
      frozen_time: T0 + 3600,
      status_details: {},
    });
    expect(eventsSince(mark).map((e) => e.type)).toEqual([
      'test_helpers.test_clock.advancing',
      'test_helpers.test_clock.ready',
    ]);
    expect(eventsSince(mark)[1]).toMatchObject({ created: T0 + 3600 });
  });

  it('a failure switch names the operation with :id', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0 });
    fake.switches.fail('POST /v1/test_helpers/test_clocks/:id/advance', 503);
    try {
      await expect(stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 60 })).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(fake.requests.at(-1)).toMatchObject({ op: 'POST /v1/test_helpers/test_clocks/:id/advance', status: 503 });
    } finally {
      fake.switches.reset();
    }
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(T0);
  });
});

describe("advancing a clock plays Stripe's billing", () => {
  it("a subscription on a clock starts at the clock's time", async () => {
    const { sub } = await subscribedOnClock();
    expect(sub).toMatchObject({ status: 'active', created: T0, test_clock: expect.stringMatching(/^clock_/) });
    expect(sub.items.data[0]!.current_period_start).toBe(T0);
  });

  it('past the period end: renewed with a paid invoice charged to the saved card, with invoice.paid and customer.subscription.updated', async () => {
    const { clock, sub } = await subscribedOnClock('pm_card_mastercard');
    const end = periodEnd(sub);
    const mark = fake.state.events.length;
    // Not yet: the day before the end nothing happens.
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end - DAY });
    expect(eventsSince(mark).map((e) => e.type)).toEqual([
      'test_helpers.test_clock.advancing',
      'test_helpers.test_clock.ready',
    ]);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + DAY });

    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice', 'default_payment_method'] });
    expect(after.status).toBe('active');
    expect(after.items.data[0]).toMatchObject({ current_period_start: end, current_period_end: end + 30 * DAY });
    const invoice = after.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 895,
      created: end,
    });
    expect(invoice.status_transitions.paid_at).toBe(end);
    expect((after.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });

    const events = eventsSince(mark).filter((e) => !e.type.startsWith('test_helpers.'));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['invoice.finalized', 'invoice.paid', 'customer.subscription.updated']),
    );
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    expect(paid.created).toBe(end);
    expect((paid.data.object as Stripe.Invoice).parent?.subscription_details?.subscription).toBe(sub.id);
    expect(events.find((e) => e.type === 'customer.subscription.updated')!.data.previous_attributes).toMatchObject({
      latest_invoice: sub.latest_invoice,
    });
  });

  it('two periods in one advance renew twice, in order', async () => {
    const { clock, sub } = await subscribedOnClock('pm_card_visa');
    const mark = fake.state.events.length;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd(sub) + 30 * DAY });
    const paid = eventsSince(mark).filter((e) => e.type === 'invoice.paid');
    expect(paid.map((e) => e.created)).toEqual([periodEnd(sub), periodEnd(sub) + 30 * DAY]);
  });

  it('cancel_at_period_end: cancelled exactly at the period end (customer.subscription.deleted); resumed, it renews instead', async () => {
    const { clock, sub } = await subscribedOnClock();
    const end = periodEnd(sub);
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const mark = fake.state.events.length;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 3600 });
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', canceled_at: end, ended_at: end });
    const deleted = eventsSince(mark).filter((e) => e.type === 'customer.subscription.deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.created).toBe(end);
    expect(eventsSince(mark).some((e) => e.type === 'invoice.paid')).toBe(false);

    const other = await subscribedOnClock();
    await stripe.subscriptions.update(other.sub.id, { cancel_at_period_end: true });
    await stripe.subscriptions.update(other.sub.id, { cancel_at_period_end: false });
    await stripe.testHelpers.testClocks.advance(other.clock.id, { frozen_time: periodEnd(other.sub) + 3600 });
    expect(await stripe.subscriptions.retrieve(other.sub.id)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
  });

  it('a saved card that declines: the renewal fails, invoice.payment_failed, past_due', async () => {
    const { clock, sub } = await subscribedOnClock('pm_card_visa');
    // The card was replaced by one that declines (as a customer's expired card would).
    fake.state.subscriptions.get(sub.id)!.default_payment_method = 'pm_card_chargeDeclined';
    const mark = fake.state.events.length;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd(sub) + 60 });
    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('past_due');
    expect((after.latest_invoice as Stripe.Invoice).status).toBe('open');
    expect(eventsSince(mark).map((e) => e.type)).toContain('invoice.payment_failed');
  });

  it('a subscription nobody paid expires 23 hours after it started', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0 });
    const customer = await stripe.customers.create({ email: 'never-paid@example.test', test_clock: clock.id });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
    });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 22 * 3600 });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 24 * 3600 });
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({
      status: 'incomplete_expired',
      ended_at: T0 + 23 * 3600,
    });
  });

  it("a customer off any clock is not moved by someone else's clock", async () => {
    const plain = await stripe.customers.create({ email: 'wall-clock@example.test' });
    expect(plain.test_clock).toBeNull();
    const sub = await stripe.subscriptions.create({
      customer: plain.id,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    fake.pay(fake.state.invoices.get((sub.latest_invoice as Stripe.Invoice).id!)!.payment_intent!);
    const { clock, sub: clocked } = await subscribedOnClock();
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd(clocked) + 60 });
    expect((await stripe.subscriptions.retrieve(sub.id)).items.data[0]!.current_period_end).toBe(periodEnd(sub));
  });
});
