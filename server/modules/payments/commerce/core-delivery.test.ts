import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeEvent } from '../../../../sandbox/stripe.js';
import { billingPayments, billingSubscriptions, donations, stripeEvents } from '../../../db/schema/index.js';
import { useDeliveryHarness } from '../../../test/kits/commerce-delivery.js';
import type { PaidHostingTestContext } from '../../../test/kits/paid-hosting.js';
import { paymentIntentIdOfSecret } from '../stripe-objects.js';

// The commerce core as Stripe really delivers — twice, out of order, in an older API version, while
// Stripe itself is down — for a monthly donation, a paid-hosting subscription and a one-time plugin donation. Each
// payment must end as one ledger row, one receipt in the mail outbox and one pixel Purchase (Conversions API job,
// event id pay-<PaymentIntent>), and the product must have done its work once.
//
// The harness (server/test/kits/commerce-delivery.ts) is the paid-hosting kit (the payments kit plus WHM, the domain
// registries and the two packages, which a paid-hosting checkout needs) with the pixel on a fake Graph API.

/** Past every backoff of a failed event job (12 attempts, doubling from 10 s). */
const PAST_BACKOFF_MS = 60 * 60_000;

describe('the commerce core under real delivery', () => {
  const harness = useDeliveryHarness();
  const {
    startDonation,
    startHosting,
    startPluginDonation,
    mark,
    since,
    ofType,
    deliver,
    deliverEach,
    settle,
    expectRecordedOnce,
    donationOf,
    orderOf,
    accountsFor,
    giftOrdersOf,
    mirrorOf,
    inOlderApiVersion,
    ledgerOf,
    purchasesSent,
  } = harness;
  let t: PaidHostingTestContext;
  beforeAll(() => {
    t = harness.t;
  });

  // ------------------------------------------------------------------ the same event twice

  describe('the same event delivered twice', () => {
    it('a monthly donation: stored once at the door; a copy under another id (a second source of the same news) records nothing again', async () => {
      const from = mark();
      const started = await startDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await deliverEach(events);
      for (const event of events) expect(await deliver(event)).toEqual({ received: true, duplicate: true });
      await settle();
      // The core itself is idempotent too: the paid invoice stated again under a new event id.
      const paid = ofType(events, 'invoice.paid')[0]!;
      expect(await deliver({ ...paid, id: `${paid.id}copy` })).toEqual({ received: true, duplicate: false });
      await settle();

      const [row] = await donationOf(started.subscriptionId);
      expect(row).toMatchObject({ status: 'completed' });
      expect(await giftOrdersOf(started.subscriptionId)).toBe(1);
      const payment = await expectRecordedOnce('donation', String(row!.id), started.paymentIntentId, 1000);
      expect(payment).toMatchObject({ paymentKey: row!.stripeInvoiceId, isRenewal: false, email: started.email });
      expect(await mirrorOf(started.subscriptionId)).toMatchObject({ status: 'active', productKind: 'donation' });
    });

    it('a paid-hosting subscription: one ledger row, one receipt, one Purchase, one hosting account', async () => {
      const from = mark();
      const started = await startHosting();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await deliverEach(events);
      await deliverEach(events);
      await settle();
      const paid = ofType(events, 'invoice.paid')[0]!;
      await deliver({ ...paid, id: `${paid.id}copy` });
      await settle();

      const order = await orderOf(started.subscriptionId);
      expect(order).toMatchObject({ status: 'active', paymentStatus: 'paid' });
      expect(await accountsFor(started.domain)).toBe(1);
      await expectRecordedOnce('paid_hosting', String(order.id), started.paymentIntentId, 895);
      expect(await mirrorOf(started.subscriptionId)).toMatchObject({
        status: 'active',
        productKind: 'paid_hosting',
        amountCents: 895,
      });
    });

    it('a one-time plugin donation: payment_intent.succeeded twice and once more under another id', async () => {
      const from = mark();
      const started = await startPluginDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await deliverEach(events);
      await deliverEach(events);
      await settle();
      const succeeded = ofType(events, 'payment_intent.succeeded')[0]!;
      await deliver({ ...succeeded, id: `${succeeded.id}copy` });
      await settle();

      const rows = await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.stripePaymentIntentId, started.paymentIntentId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'completed', amount: 500 });
      const payment = await expectRecordedOnce('plugin_donation', String(rows[0]!.id), started.paymentIntentId, 500);
      // A one-time payment's key is its PaymentIntent (no invoice).
      expect(payment).toMatchObject({
        paymentKey: started.paymentIntentId,
        stripeInvoiceId: null,
        stripeSubscriptionId: null,
      });
    });
  });

  // ------------------------------------------------------------------ out of order

  describe('events out of order', () => {
    it("paid hosting: subscription.updated (active) before invoice.paid — fulfilled from Stripe's state, the payment recorded when its invoice.paid comes", async () => {
      const from = mark();
      const started = await startHosting();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      const updated = ofType(events, 'customer.subscription.updated');
      expect(updated.length).toBeGreaterThan(0);
      await deliverEach(updated);
      await settle();
      const order = await orderOf(started.subscriptionId);
      // The product re-read Stripe: the first invoice is paid, so the order is fulfilled already.
      expect(order.status).toBe('active');
      expect(await accountsFor(started.domain)).toBe(1);
      expect(await mirrorOf(started.subscriptionId)).toMatchObject({ status: 'active' });
      expect(await ledgerOf('paid_hosting', String(order.id))).toHaveLength(0);

      await deliverEach(ofType(events, 'invoice.paid'));
      await settle();
      await expectRecordedOnce('paid_hosting', String(order.id), started.paymentIntentId, 895);
      expect(await accountsFor(started.domain)).toBe(1);
    });

    it('a donation: subscription.updated before invoice.paid completes it once, with one gift order', async () => {
      const from = mark();
      const started = await startDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await deliverEach(ofType(events, 'customer.subscription.updated'));
      await settle();
      expect((await donationOf(started.subscriptionId))[0]).toMatchObject({ status: 'completed' });
      await deliverEach(events.filter((e) => e.type !== 'customer.subscription.updated'));
      await settle();
      const rows = await donationOf(started.subscriptionId);
      expect(rows).toHaveLength(1);
      expect(await giftOrdersOf(started.subscriptionId)).toBe(1);
      await expectRecordedOnce('donation', String(rows[0]!.id), started.paymentIntentId, 1000);
    });

    it("paid hosting: the renewal's invoice.paid before the first one — both payments recorded once each, the plan follows the latest period", async () => {
      const from = mark();
      const started = await startHosting();
      t.stripe.pay(started.paymentIntentId);
      const sub = t.stripe.state.subscriptions.get(started.subscriptionId)!;
      const renewal = t.stripe.state.renew(sub, 'paid');
      const events = since(from);
      const [first, second] = ofType(events, 'invoice.paid');
      expect((second!.data.object as { id: string }).id).toBe(renewal.id);
      await deliver(second!);
      await settle();
      const order = await orderOf(started.subscriptionId);
      expect(order.status).toBe('active');
      await deliver(first!);
      await deliverEach(events.filter((e) => e.type !== 'invoice.paid'));
      await settle();

      const rows = await ledgerOf('paid_hosting', String(order.id));
      // Recorded in the order they came: the renewal, then the first invoice.
      expect(rows.map((r) => [r.paymentKey, r.isRenewal])).toEqual([
        [renewal.id, true],
        [(first!.data.object as { id: string }).id, false],
      ]);
      await expectRecordedOnce('paid_hosting', String(order.id), started.paymentIntentId, 895);
      await expectRecordedOnce('paid_hosting', String(order.id), renewal.payment_intent!, 895);
      expect(await accountsFor(started.domain)).toBe(1);
      const after = await orderOf(started.subscriptionId);
      expect(after.currentPeriodEnd!.getTime()).toBe(sub.items[0]!.current_period_end * 1000);
      expect((await mirrorOf(started.subscriptionId))!.currentPeriodEnd!.getTime()).toBe(
        sub.items[0]!.current_period_end * 1000,
      );
    });

    it("a donation: the renewal's invoice.paid before the first one — two completed rows, one per invoice", async () => {
      const from = mark();
      const started = await startDonation();
      t.stripe.pay(started.paymentIntentId);
      const renewal = t.stripe.state.renew(t.stripe.state.subscriptions.get(started.subscriptionId)!, 'paid');
      const events = since(from);
      const [first, second] = ofType(events, 'invoice.paid');
      await deliver(second!);
      await settle();
      await deliver(first!);
      await deliverEach(events.filter((e) => e.type !== 'invoice.paid'));
      await settle();
      const rows = await donationOf(started.subscriptionId);
      expect(rows.map((r) => [r.stripeInvoiceId, r.status])).toEqual([
        [(first!.data.object as { id: string }).id, 'completed'],
        [renewal.id, 'completed'],
      ]);
      expect(await giftOrdersOf(started.subscriptionId)).toBe(1);
      await expectRecordedOnce('donation', String(rows[0]!.id), started.paymentIntentId, 1000);
      await expectRecordedOnce('donation', String(rows[0]!.id), renewal.payment_intent!, 1000);
    });
  });

  // ------------------------------------------------------------------ an older API version

  describe('invoice events in the wire shape of API versions before 2025-03-31', () => {
    it("a donation's first invoice.paid with a top-level subscription and no parent is applied", async () => {
      const from = mark();
      const started = await startDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      const old = inOlderApiVersion(ofType(events, 'invoice.paid')[0]!);
      expect(old.data.object).not.toHaveProperty('parent');
      await deliver(old);
      await settle();
      const rows = await donationOf(started.subscriptionId);
      expect(rows[0]).toMatchObject({ status: 'completed' });
      await expectRecordedOnce('donation', String(rows[0]!.id), started.paymentIntentId, 1000);
    });

    it('paid hosting: a renewal paid and a renewal failed, both in the old shape, reach the plan and the billing mirror', async () => {
      const from = mark();
      const started = await startHosting();
      t.stripe.pay(started.paymentIntentId);
      await deliverEach(since(from));
      await settle();
      const order = await orderOf(started.subscriptionId);
      expect(order.status).toBe('active');
      const sub = t.stripe.state.subscriptions.get(started.subscriptionId)!;

      const beforeRenewal = mark();
      const renewal = t.stripe.state.renew(sub, 'paid');
      await deliver(inOlderApiVersion(ofType(since(beforeRenewal), 'invoice.paid')[0]!));
      await settle();
      await expectRecordedOnce('paid_hosting', String(order.id), renewal.payment_intent!, 895);
      expect((await orderOf(started.subscriptionId)).currentPeriodEnd!.getTime()).toBe(
        sub.items[0]!.current_period_end * 1000,
      );

      const beforeFailure = mark();
      t.stripe.state.renew(sub, 'failed');
      // Only the invoice event, in the old shape: the subscription.updated that Stripe also sends is held back.
      await deliver(inOlderApiVersion(ofType(since(beforeFailure), 'invoice.payment_failed')[0]!));
      await settle();
      expect(await orderOf(started.subscriptionId)).toMatchObject({
        subscriptionStatus: 'past_due',
        paymentStatus: 'failed',
      });
      const mirror = await mirrorOf(started.subscriptionId);
      expect(mirror).toMatchObject({ status: 'past_due' });
      expect(mirror!.paymentFailedAt).not.toBeNull();
      expect(mirror!.openInvoiceId).toBe(sub.latest_invoice);
    });
  });

  // ------------------------------------------------------------------ Stripe down

  describe('Stripe down while the core re-reads: the job fails, is retried, records nothing twice, then succeeds', () => {
    const downWhile = async (op: string, work: () => Promise<void>) => {
      t.stripe.switches.fail(op, 503);
      await work();
      await settle();
    };
    const failedEventsOf = async (events: FakeEvent[]) =>
      (
        await t.database.db
          .select()
          .from(stripeEvents)
          .where(
            and(
              inArray(
                stripeEvents.id,
                events.map((e) => e.id),
              ),
              eq(stripeEvents.status, 'failed'),
            ),
          )
      ).length;
    const recover = async () => {
      t.stripe.switches.reset();
      await t.runJobs(PAST_BACKOFF_MS);
      await t.runJobs(PAST_BACKOFF_MS);
    };

    // '*': Stripe answers nothing at all; one read down: the other events' reads still work, so the product may get
    // there by another event (a subscription.updated re-reads the subscription), and the failing job must then add nothing.
    const OUTAGES = [
      ['every call', '*'],
      ['GET /v1/invoices/:id', 'GET /v1/invoices/:id'],
      ['GET /v1/subscriptions/:id', 'GET /v1/subscriptions/:id'],
    ] as const;

    it.each(OUTAGES)('a donation with %s failing', async (_name, op) => {
      const from = mark();
      const started = await startDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await downWhile(op, () => deliverEach(events));
      expect(await failedEventsOf(events)).toBeGreaterThan(0);
      const [row] = await donationOf(started.subscriptionId);
      if (op === '*') {
        expect(row!.status).toBe('pending');
        expect(await ledgerOf('donation', String(row!.id))).toHaveLength(0);
      }
      if (op === 'GET /v1/subscriptions/:id') {
        // The customer's events are applied in order (their jobs share an order key): the invoice's event waits
        // behind the one whose re-read of the subscription failed, so nothing is recorded until Stripe answers.
        expect(await ledgerOf('donation', String(row!.id))).toHaveLength(0);
      }
      await recover();
      expect(await failedEventsOf(events)).toBe(0);
      const rows = await donationOf(started.subscriptionId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('completed');
      expect(await giftOrdersOf(started.subscriptionId)).toBe(1);
      await expectRecordedOnce('donation', String(rows[0]!.id), started.paymentIntentId, 1000);
    });

    it.each(OUTAGES)('paid hosting with %s failing', async (_name, op) => {
      const from = mark();
      const started = await startHosting();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await downWhile(op, () => deliverEach(events));
      expect(await failedEventsOf(events)).toBeGreaterThan(0);
      const order = await orderOf(started.subscriptionId);
      if (op === '*') {
        expect(order.status).toBe('pending');
        expect(await accountsFor(started.domain)).toBe(0);
      }
      if (op === 'GET /v1/subscriptions/:id') {
        // The customer's events are applied in order: the invoice's event waits behind the one whose re-read of the
        // subscription failed, so neither the payment nor the product is recorded until Stripe answers.
        expect(order.status).toBe('pending');
        expect(await ledgerOf('paid_hosting', String(order.id))).toHaveLength(0);
      }
      await recover();
      expect(await failedEventsOf(events)).toBe(0);
      expect((await orderOf(started.subscriptionId)).status).toBe('active');
      expect(await accountsFor(started.domain)).toBe(1);
      await expectRecordedOnce('paid_hosting', String(order.id), started.paymentIntentId, 895);
    });

    it('a plugin donation with GET /v1/payment_intents/:id failing', async () => {
      const from = mark();
      const started = await startPluginDonation();
      t.stripe.pay(started.paymentIntentId);
      const events = since(from);
      await downWhile('GET /v1/payment_intents/:id', () => deliverEach(events));
      expect(await failedEventsOf(events)).toBeGreaterThan(0);
      await recover();
      const rows = await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.stripePaymentIntentId, started.paymentIntentId));
      expect(rows[0]!.status).toBe('completed');
      await expectRecordedOnce('plugin_donation', String(rows[0]!.id), started.paymentIntentId, 500);
    });
  });

  // ------------------------------------------------------------------ not ours

  it('an unknown product kind (another system on the same Stripe account) is skipped quietly: processed, nothing recorded', async () => {
    const stripe = await t.app.services.payments.requireStripe();
    const from = mark();
    const intent = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      metadata: { kind: 'domain_renewal', renewalId: '9' },
    });
    t.stripe.pay(intent.id);
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 700,
      recurring: { interval: 'month' },
      product_data: { name: 'Elsewhere' },
    });
    const customer = await stripe.customers.create({ email: 'elsewhere@example.test' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      metadata: { kind: 'newsletter' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const secret = (sub.latest_invoice as { confirmation_secret: { client_secret: string } }).confirmation_secret
      .client_secret;
    t.stripe.pay(paymentIntentIdOfSecret(secret)!);
    // And one with no kind at all.
    const bare = await stripe.paymentIntents.create({ amount: 900, currency: 'usd' });
    t.stripe.pay(bare.id);
    const events = since(from);
    const ledgerBefore = (await t.database.db.select().from(billingPayments)).length;
    const mirrorsBefore = (await t.database.db.select().from(billingSubscriptions)).length;
    await deliverEach(events);
    await settle();
    const stored = await t.database.db
      .select()
      .from(stripeEvents)
      .where(
        inArray(
          stripeEvents.id,
          events.map((e) => e.id),
        ),
      );
    expect(stored.map((e) => e.status)).toEqual(events.map(() => 'processed'));
    expect(await t.database.db.select().from(billingPayments)).toHaveLength(ledgerBefore);
    expect(await t.database.db.select().from(billingSubscriptions)).toHaveLength(mirrorsBefore);
    expect(purchasesSent(intent.id)).toHaveLength(0);
  });
});
