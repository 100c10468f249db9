// Plan changes, invoice previews, coupons and promotion codes in the fake Stripe, through the real client
// (stripe-node 23): proration to the second as Stripe computes it, pending updates applied only when paid, and the
// promotion code restrictions refused with Stripe's error shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, type StripeClient } from '../server/integrations/stripe/client.js';
import type { FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
let starter: string;
let premium: string;
let premiumProduct: string;
const DAY = 86_400;
/** 2026-01-01T00:00:00Z: a clock far from the wall clock. */
const T0 = 1_767_225_600;

beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
  const product = await stripe.products.create({ name: 'Starter hosting' });
  const premiumP = await stripe.products.create({ name: 'Premium hosting' });
  premiumProduct = premiumP.id;
  const monthly = { interval: 'month' as const };
  starter = (await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500, recurring: monthly }))
    .id;
  premium = (
    await stripe.prices.create({ product: premiumP.id, currency: 'usd', unit_amount: 1500, recurring: monthly })
  ).id;
});
afterAll(async () => {
  await fake.stop();
});

/** A paid Starter subscription on a clock at T0 (the saved card: `card`). */
async function starterOnClock(card = 'pm_card_visa', promotionCode?: string, startAt = T0) {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: startAt });
  const customer = await stripe.customers.create({ email: `c${Math.random()}@example.test`, test_clock: clock.id });
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: starter }],
    payment_behavior: 'default_incomplete',
    ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = sub.latest_invoice as Stripe.Invoice;
  if (invoice.confirmation_secret) fake.pay(invoice.confirmation_secret.client_secret.split('_secret_')[0]!, card);
  return { clock, customer, sub: await stripe.subscriptions.retrieve(sub.id) };
}

async function advance(clock: string, to: number) {
  await stripe.testHelpers.testClocks.advance(clock, { frozen_time: to });
}

async function codeFor(coupon: Stripe.CouponCreateParams, params: Partial<Stripe.PromotionCodeCreateParams> = {}) {
  const made = await stripe.coupons.create(coupon);
  return stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: made.id }, ...params });
}

describe('invoice previews and proration', () => {
  it('a preview of an upgrade 10 days into a 30-day period prorates to the second', async () => {
    const { clock, sub } = await starterOnClock();
    const at = T0 + 10 * DAY + 3_600; // ten days and an hour in
    await advance(clock.id, at);
    const item = sub.items.data[0]!;
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: premium }],
        proration_behavior: 'always_invoice',
        proration_date: at,
      },
    });
    const fraction = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    const credit = -Math.round(500 * fraction);
    const charge = Math.round(1500 * fraction);
    expect(preview.lines.data.map((l) => l.amount)).toEqual([credit, charge]);
    expect(preview.lines.data.every((l) => l.parent?.subscription_item_details?.proration)).toBe(true);
    expect(preview.lines.data[0]!.period).toEqual({ start: at, end: item.current_period_end });
    expect(preview.amount_due).toBe(credit + charge);
    expect(preview.parent?.subscription_details?.subscription_proration_date).toBe(at);

    // Made for real at the same second: the invoice Stripe charges is the previewed one.
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: premium }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: preview.amount_due,
      billing_reason: 'subscription_update',
    });
    expect(updated.items.data[0]!.price.id).toBe(premium);
    expect(updated.pending_update).toBeNull();
  });

  it('proration_behavior none changes the price for the next period only, create_prorations keeps the lines', async () => {
    const { clock, sub } = await starterOnClock();
    await advance(clock.id, T0 + 15 * DAY);
    const item = sub.items.data[0]!;
    const none = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: { items: [{ id: item.id, price: premium }], proration_behavior: 'none' },
    });
    expect(none.lines.data.map((l) => [l.amount, l.parent?.subscription_item_details?.proration])).toEqual([
      [1500, false],
    ]);
    expect(none.period_start).toBe(item.current_period_end);
    await expect(
      stripe.invoices.createPreview({
        subscription: sub.id,
        subscription_details: {
          items: [{ id: item.id, price: premium }],
          proration_behavior: 'none',
          proration_date: T0 + 15 * DAY,
        },
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'subscription_details[proration_date]' });
  });

  it('a declined saved card leaves the change pending, and paying the invoice applies it', async () => {
    const { clock, sub } = await starterOnClock('pm_card_visa');
    await advance(clock.id, T0 + 5 * DAY);
    fake.state.subscriptions.get(sub.id)!.default_payment_method = 'pm_card_chargeDeclined';
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: premium }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      metadata: { packageId: '3' },
    });
    expect(updated.items.data[0]!.price.id).toBe(starter);
    expect(updated.pending_update?.subscription_items?.[0]?.price.id).toBe(premium);
    expect(updated.status).toBe('active');
    await expect(
      stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: premium }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      }),
    ).rejects.toMatchObject({ code: 'subscription_pending_update' });
    const invoice = await stripe.invoices.retrieve(updated.latest_invoice as string);
    const pi = fake.state.invoices.get(invoice.id)!.payment_intent!;
    fake.pay(pi, 'pm_card_visa');
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0]!.price.id).toBe(premium);
    expect(after.metadata.packageId).toBe('3');
    expect(after.pending_update).toBeNull();
  });

  it('refuses what Stripe refuses with a pending update (discounts), and prices of another interval', async () => {
    const { sub } = await starterOnClock();
    const promo = await codeFor({ percent_off: 10, duration: 'forever' });
    await expect(
      stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: premium }],
        payment_behavior: 'pending_if_incomplete',
        proration_behavior: 'always_invoice',
        discounts: [{ promotion_code: promo.id }],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'discounts' });
    const product = await stripe.products.create({ name: 'Yearly' });
    const yearly = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 5000,
      recurring: { interval: 'year' },
    });
    await expect(
      stripe.subscriptions.update(sub.id, { items: [{ id: sub.items.data[0]!.id, price: yearly.id }] }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: '[items][0][price]' });
  });
});

describe('coupons and promotion codes', () => {
  it('a percent code on a subscription discounts its first invoice and counts one redemption', async () => {
    const promo = await codeFor(
      { percent_off: 20, duration: 'repeating', duration_in_months: 3 },
      { code: 'SPRING20' },
    );
    expect(promo).toMatchObject({ object: 'promotion_code', code: 'SPRING20', promotion: { type: 'coupon' } });
    const { sub } = await starterOnClock('pm_card_visa', promo.id);
    const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.amount_paid).toBe(400);
    expect(sub.discounts).toHaveLength(1);
    expect((await stripe.promotionCodes.retrieve(promo.id)).times_redeemed).toBe(1);
    const listed = await stripe.promotionCodes.list({ code: 'spring20', active: true });
    expect(listed.data.map((c) => c.id)).toEqual([promo.id]);
  });

  it('a preview with a code shows the discount; a code limited to other products takes nothing off', async () => {
    const { sub } = await starterOnClock();
    const item = sub.items.data[0]!;
    const onPremium = await codeFor({
      amount_off: 300,
      currency: 'usd',
      duration: 'once',
      applies_to: { products: [premiumProduct] },
    });
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      discounts: [{ promotion_code: onPremium.id }],
      subscription_details: { items: [{ id: item.id, price: premium }], proration_behavior: 'none' },
    });
    expect(preview).toMatchObject({ subtotal: 1500, total: 1200, amount_due: 1200 });
    const starterOnly = await stripe.invoices.createPreview({
      subscription: sub.id,
      discounts: [{ promotion_code: onPremium.id }],
    });
    expect(starterOnly.total).toBe(500);
    expect((await stripe.promotionCodes.retrieve(onPremium.id)).times_redeemed).toBe(0);
  });

  it('refuses a code past its redemptions, expired, first-time only for a payer, or under its minimum', async () => {
    const once = await codeFor({ percent_off: 50, duration: 'once' }, { max_redemptions: 1 });
    await starterOnClock('pm_card_visa', once.id);
    await expect(starterOnClock('pm_card_visa', once.id)).rejects.toMatchObject({
      code: 'promotion_code_max_redemptions',
      param: 'discounts[0][promotion_code]',
    });
    const expired = await codeFor({ percent_off: 10, duration: 'once' }, { expires_at: T0 + DAY });
    await expect(starterOnClock('pm_card_visa', expired.id, T0 + 2 * DAY)).rejects.toMatchObject({
      code: 'promotion_code_expired',
    });

    const firstOnly = await codeFor(
      { percent_off: 10, duration: 'once' },
      { restrictions: { first_time_transaction: true } },
    );
    const { sub } = await starterOnClock();
    await expect(
      stripe.invoices.createPreview({ subscription: sub.id, discounts: [{ promotion_code: firstOnly.id }] }),
    ).rejects.toMatchObject({ code: 'promotion_code_first_time_transaction' });

    const minimum = await codeFor(
      { percent_off: 10, duration: 'once' },
      { restrictions: { minimum_amount: 1000, minimum_amount_currency: 'usd' } },
    );
    await expect(starterOnClock('pm_card_visa', minimum.id)).rejects.toMatchObject({
      code: 'promotion_code_minimum_amount',
    });
  });

  it('refuses coupons Stripe refuses: both amounts, repeating without months, a code on an unknown coupon', async () => {
    await expect(stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: 'usd' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    await expect(stripe.coupons.create({ percent_off: 10, duration: 'repeating' })).rejects.toMatchObject({
      code: 'parameter_missing',
    });
    await expect(stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: 'nope' } })).rejects.toMatchObject(
      { code: 'resource_missing', statusCode: 404 },
    );
  });
});
