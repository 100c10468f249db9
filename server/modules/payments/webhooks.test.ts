import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubscriptionResponse } from '../../../contract/payments.js';
import { donations, jobs, pendingOrders, stripeEvents } from '../../db/schema/index.js';
import { verifyWebhook } from '../../integrations/stripe/client.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

describe('POST /api/stripe/webhook', () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    await t.configureStripe();
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = async (email: string) => {
    const res = await t.post('/api/create-subscription', { amount: 1000, giftTier: '$10', giftType: 'hosting', email });
    expect(res.statusCode).toBe(200);
    return res.json() as CreateSubscriptionResponse;
  };
  const rowOf = async (subscriptionId: string) =>
    (await t.database.db.select().from(donations).where(eq(donations.stripeSubscriptionId, subscriptionId)))[0]!;
  const eventsSince = (n: number) => t.stripe.state.events.slice(n);

  it('verifies with stripe-node against the reference test vector', () => {
    const header = 't=1763700000,v1=62e00c0ee6e428ed0ff3f1bd612add1e3c26fb0913f4dde943005fac5e821378';
    const event = verifyWebhook(
      '{"id":"evt_test","object":"event"}',
      header,
      'whsec_test_secret',
      1763700000 * 1000 + 1000,
    );
    expect(event.id).toBe('evt_test');
  });

  it('refuses forged, unsigned, wrongly keyed and stale deliveries with 400 and changes nothing', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('forged@example.test');
    t.stripe.pay(started.paymentIntentId);
    const paid = eventsSince(mark).find((e) => e.type === 'invoice.paid')!;
    const before = await t.database.db.select().from(stripeEvents);

    const wrongSecret = await t.deliver(paid, { secret: 'whsec_not_the_one' });
    expect(wrongSecret.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(paid),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // A valid signature over another body (the amount tampered with after signing).
    const { header } = t.stripe.webhooks.sign(paid, { timestamp: Math.floor(t.clock.now().getTime() / 1000) });
    const tampered = JSON.stringify(
      { ...paid, data: { object: { ...(paid.data.object as object), amount_paid: 1 } } },
      null,
      2,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(forged.statusCode).toBe(400);
    // Signed more than 300 s ago (a replay of an old capture).
    const stale = await t.deliver(paid, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Invalid Stripe signature');

    await t.runJobs();
    expect(await t.database.db.select().from(stripeEvents)).toHaveLength(before.length);
    expect((await rowOf(started.subscriptionId)).status).toBe('pending');
  });

  it('stores each event once: a replayed delivery answers 2xx and is a no-op', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('replay@example.test');
    t.stripe.pay(started.paymentIntentId);
    const paid = eventsSince(mark).find((e) => e.type === 'invoice.paid')!;
    const first = await t.deliver(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await t.deliver(paid);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // The answer came before any work: the donation completes only when the job runs.
    expect((await rowOf(started.subscriptionId)).status).toBe('pending');
    await t.runJobs();
    expect((await rowOf(started.subscriptionId)).status).toBe('completed');
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(1);
    const orders = await t.database.db
      .select()
      .from(pendingOrders)
      .where(eq(pendingOrders.orderId, started.subscriptionId));
    expect(orders).toHaveLength(1);
  });

  it('stores an event delivered several times at once exactly once, with one job and one payment', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('racing@example.test');
    t.stripe.pay(started.paymentIntentId);
    const paid = eventsSince(mark).find((e) => e.type === 'invoice.paid')!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.deliver(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1);
    const stored = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id));
    expect(stored).toHaveLength(1);
    // The raw body is what is stored: the same event the core reads.
    expect((stored[0]!.payload as { id: string }).id).toBe(paid.id);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `stripe-event:${paid.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ eventId: paid.id });
    await t.runJobs();
    expect((await rowOf(started.subscriptionId)).status).toBe('completed');
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toMatchObject([
      { status: 'processed' },
    ]);
  });

  it('out of order: subscription.deleted first, then an old subscription.updated(active): the state is what Stripe says now', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('order@example.test');
    t.stripe.pay(started.paymentIntentId);
    t.stripe.state.cancel(t.stripe.state.subscriptions.get(started.subscriptionId)!);
    const events = eventsSince(mark);
    const deleted = events.find((e) => e.type === 'customer.subscription.deleted')!;
    const updated = events.find((e) => e.type === 'customer.subscription.updated')!;
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    for (const event of [deleted, updated]) expect((await t.deliver(event)).statusCode).toBe(200);
    await t.runJobs();
    // It was paid before it was cancelled: completed, and marked canceled.
    expect(await rowOf(started.subscriptionId)).toMatchObject({ status: 'completed', subscriptionStatus: 'canceled' });
    await t.deliver(paid);
    await t.runJobs();
    expect(await rowOf(started.subscriptionId)).toMatchObject({ status: 'completed', subscriptionStatus: 'canceled' });
    expect(
      await t.database.db.select().from(pendingOrders).where(eq(pendingOrders.orderId, started.subscriptionId)),
    ).toHaveLength(1);
  });

  it('a payment_failed event keeps the row pending and the subscription status true; an expired subscription fails the row', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('declined@example.test');
    expect(t.stripe.pay(started.paymentIntentId, 'pm_card_chargeDeclined').ok).toBe(false);
    for (const event of eventsSince(mark)) await t.deliver(event);
    await t.runJobs();
    expect(await rowOf(started.subscriptionId)).toMatchObject({ status: 'pending', subscriptionStatus: 'incomplete' });
    const mark2 = t.stripe.state.events.length;
    t.stripe.state.expire(t.stripe.state.subscriptions.get(started.subscriptionId)!);
    for (const event of eventsSince(mark2)) await t.deliver(event);
    await t.runJobs();
    expect(await rowOf(started.subscriptionId)).toMatchObject({
      status: 'failed',
      subscriptionStatus: 'incomplete_expired',
    });
  });

  it('Stripe down while the job re-reads: the job fails and is retried; nothing is lost or done twice', async () => {
    const mark = t.stripe.state.events.length;
    const started = await start('down@example.test');
    t.stripe.pay(started.paymentIntentId);
    t.stripe.switches.fail('GET /v1/invoices/:id', 503);
    t.stripe.switches.fail('GET /v1/subscriptions/:id', 503);
    for (const event of eventsSince(mark)) expect((await t.deliver(event)).statusCode).toBe(200);
    await t.runJobs();
    expect((await rowOf(started.subscriptionId)).status).toBe('pending');
    const failed = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.status, 'failed'));
    expect(failed.length).toBeGreaterThan(0);
    t.stripe.switches.reset();
    t.clock.advance(60 * 60_000); // past every backoff
    await t.runJobs();
    expect((await rowOf(started.subscriptionId)).status).toBe('completed');
    expect(
      await t.database.db.select().from(pendingOrders).where(eq(pendingOrders.orderId, started.subscriptionId)),
    ).toHaveLength(1);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued.filter((j) => j.kind === 'payments.stripe-event')).toHaveLength(0);
  });

  it('the app was down for every delivery: reconciliation asks Stripe about pending donations older than an hour', async () => {
    const started = await start('lost@example.test');
    t.stripe.pay(started.paymentIntentId); // events never delivered
    expect((await rowOf(started.subscriptionId)).status).toBe('pending');
    await t.app.services.donations.reconcile();
    expect((await rowOf(started.subscriptionId)).status).toBe('pending'); // younger than an hour: left alone
    t.clock.advance(61 * 60_000);
    await t.app.services.donations.scheduleReconciliation();
    await t.runJobs();
    expect((await rowOf(started.subscriptionId)).status).toBe('completed');
  });

  it('answers 400 and stores nothing while Stripe is not configured', async () => {
    const fresh = await createPaymentsTestApp();
    try {
      const res = await fresh.deliver(t.stripe.state.events[0]!);
      expect(res.statusCode).toBe(400);
      expect(await fresh.database.db.select().from(stripeEvents)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
