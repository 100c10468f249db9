import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_TIERS,
  PAYMENT_MESSAGES,
  type CreateSubscriptionResponse,
  type DonationStatusResponse,
} from '../../../contract/payments.js';
import { GROUP_NAMES } from '../../../contract/constants.js';
import { donations, mailOutbox, billingPayments, pendingOrders, plugins, userGroups } from '../../db/schema/index.js';
import { readUserRow } from '../../test/accounts.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

describe('donations on Stripe (000 §5, §7, §8, §9; 001 §7)', () => {
  let t: PaymentsTestContext;
  let pluginId: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    const [plugin] = await t.database.db.insert(plugins).values({ name: 'SEO Pro', slug: 'seo-pro' }).returning();
    pluginId = plugin!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const donationRows = () => t.database.db.select().from(donations);
  const subscribe = (body: Record<string, unknown>, token?: string) => t.post('/api/create-subscription', body, token);
  const status = (r: { paymentIntentId: string; clientSecret: string }) =>
    t.get(
      `/api/donation-status?payment_intent=${r.paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(r.clientSecret)}`,
    );

  it('without Stripe settings: Donations Unavailable, nothing stored, the browser gets no key', async () => {
    const res = await subscribe({ amount: 1000, giftTier: '$10', giftType: 'vps', email: 'v@example.test' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.donationsUnavailable);
    const pi = await t.post('/api/create-payment-intent', { amount: 5, pluginId, pluginName: 'SEO Pro' });
    expect(pi.statusCode).toBe(503);
    expect(pi.json().message).toBe(PAYMENT_MESSAGES.paymentsUnavailable);
    expect((await t.get('/api/client-config')).json().stripePublicKey).toBeNull();
    expect(await donationRows()).toHaveLength(0);
    expect(t.stripe.requests).toHaveLength(0);
  });

  it('refuses amounts that are no tier, a giftTier that names another tier, and gifts the tier does not offer; nothing reaches Stripe', async () => {
    await t.configureStripe();
    const before = t.stripe.requests.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1, giftTier: '$10', giftType: 'vps', email: 'a@example.test' }, PAYMENT_MESSAGES.invalidTier],
      [{ amount: 999, giftTier: '$10', giftType: 'vps', email: 'a@example.test' }, PAYMENT_MESSAGES.invalidTier],
      [{ amount: 1000, giftTier: '$20', giftType: 'vps', email: 'a@example.test' }, PAYMENT_MESSAGES.giftTierMismatch],
      [{ amount: 500, giftTier: '$5', giftType: 'hosting', email: 'a@example.test' }, PAYMENT_MESSAGES.invalidGift],
      [{ amount: 2000, giftTier: '$20', giftType: 'vps', email: 'a@example.test' }, PAYMENT_MESSAGES.invalidGift],
      [{ amount: 1000, giftTier: '$10', giftType: 'vps' }, PAYMENT_MESSAGES.emailRequired],
      [{ amount: 1000, giftType: 'vps', email: 'a@example.test' }, PAYMENT_MESSAGES.selectionRequired],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await donationRows()).toHaveLength(0);
    expect(t.stripe.requests.length).toBe(before);
  });

  let visitor: CreateSubscriptionResponse;
  it('a visitor donates $10 with a VPS gift: the server stores the constant gift (not the client details) and a pending row', async () => {
    const res = await subscribe({
      amount: 1000,
      giftTier: '$10',
      giftType: 'vps',
      email: 'visitor@example.test',
      giftDetails: JSON.stringify({ cpu: '64 vCPU', ram: '512GB RAM' }),
    });
    expect(res.statusCode).toBe(200);
    visitor = res.json();
    expect(visitor.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_/);
    expect(visitor.clientSecret.startsWith(`${visitor.paymentIntentId}_secret_`)).toBe(true);
    expect(visitor).toMatchObject({ amountDue: 1000, currency: 'usd' });
    expect(visitor.hostedInvoiceUrl).toContain(t.stripe.url);
    const [row] = await donationRows();
    const tier = DONATION_TIERS.find((x) => x.amount === 10)!;
    expect(row).toMatchObject({
      status: 'pending',
      amount: 1000,
      isRecurring: true,
      giftTier: '$10',
      giftType: 'vps',
      donorEmail: 'visitor@example.test',
      userId: null,
      stripeSubscriptionId: visitor.subscriptionId,
    });
    expect(row!.giftDetails).toEqual(tier.gifts.find((g) => g.type === 'vps')!.details);
    // Stripe: default_incomplete on a price found by its lookup key, metadata naming the donation.
    const sub = t.stripe.state.subscriptions.get(visitor.subscriptionId)!;
    expect(sub.status).toBe('incomplete');
    expect(sub.metadata).toMatchObject({ kind: 'donation', donationId: String(row!.id), giftType: 'vps' });
    expect(t.stripe.state.prices.get(sub.items[0]!.price)).toMatchObject({
      unit_amount: 1000,
      lookup_key: 'hostfree_donation_monthly_month_usd_1000',
    });
    const create = t.stripe.requests.find((r) => r.op === 'POST /v1/subscriptions')!;
    expect(create.params.payment_behavior).toBe('default_incomplete');
    expect(create.idempotencyKey).toBe(`donation:${row!.id}:subscription`);
    // Every creating POST carried an idempotency key.
    expect(t.stripe.requests.filter((r) => r.method === 'POST').every((r) => r.idempotencyKey)).toBe(true);
  });

  it('the success page is told pending until Stripe says paid (query parameters prove nothing)', async () => {
    const res = await status(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', kind: 'subscription', amount: 1000, completedAt: null });
    // A wrong client secret learns nothing.
    const forged = await status({
      paymentIntentId: visitor.paymentIntentId,
      clientSecret: `${visitor.paymentIntentId}_secret_guess`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('paying completes the donation once through the webhook, writes the gift order, and the status says completed', async () => {
    t.stripe.pay(visitor.paymentIntentId, 'pm_card_visa');
    await t.deliverAll();
    const [row] = await donationRows();
    expect(row).toMatchObject({ status: 'completed', subscriptionStatus: 'active' });
    expect(row!.completedAt).toBeInstanceOf(Date);
    const orders = await t.database.db.select().from(pendingOrders);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderType: 'gift',
      customerEmail: 'visitor@example.test',
      status: 'pending',
      totalPrice: 1000,
      orderId: visitor.subscriptionId,
    });
    expect(JSON.parse(orders[0]!.orderDetails!)).toMatchObject({
      giftTier: '$10',
      giftType: 'vps',
      subscriptionId: visitor.subscriptionId,
    });
    const body = (await status(visitor)).json() as DonationStatusResponse;
    expect(body).toMatchObject({ status: 'completed', giftType: 'vps', giftTier: '$10' });
    expect(body.completedAt).not.toBeNull();
    // Every event delivered again: still one order, one completed row.
    for (const event of t.stripe.state.events)
      expect((await t.deliver(event)).json()).toMatchObject({ duplicate: true });
    await t.runJobs();
    expect(await t.database.db.select().from(pendingOrders)).toHaveLength(1);
    expect((await donationRows()).filter((d) => d.status === 'completed')).toHaveLength(1);
    // One receipt in the mail outbox (the commerce core's, keyed by the paid invoice), not again on redelivery;
    // and one payment in the ledger.
    const receipts = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payment-receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      recipient: 'visitor@example.test',
      dedupeKey: `payment-receipt:${row!.stripeInvoiceId}`,
    });
    const ledger = await t.database.db.select().from(billingPayments);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      productKind: 'donation',
      productRef: String(row!.id),
      amountCents: 1000,
      email: 'visitor@example.test',
      isRenewal: false,
    });
    expect(ledger[0]!.stripePaymentIntentId).toMatch(/^pi_/);
  });

  it('a renewal adds one completed row per invoice; GET /api/stats and the admin totals count completed only', async () => {
    const sub = t.stripe.state.subscriptions.get(visitor.subscriptionId)!;
    t.stripe.state.renew(sub);
    await t.deliverAll();
    const rows = await donationRows();
    expect(
      rows.filter((d) => d.stripeSubscriptionId === visitor.subscriptionId && d.status === 'completed'),
    ).toHaveLength(2);
    await subscribe({ amount: 500, giftTier: '$5', giftType: 'vps', email: 'pending@example.test' }); // stays pending
    const admin = (await t.get('/api/admin/donations', t.admin.token)).json();
    expect(admin.totals).toMatchObject({
      completedAmount: 2000,
      completedCount: 2,
      pendingCount: 1,
      activeSubscriptions: 1,
    });
    const month = admin.monthly.at(-1);
    expect(month).toMatchObject({ amount: 2000, count: 2 });
    const stats = (await t.get('/api/stats')).json();
    expect(stats.totalDonations).toBe(2000);
  });

  it('a signed-in client with a gift becomes a Donor, and goes back to Free when the subscription ends', async () => {
    const client = await t.client();
    const res = await subscribe({ amount: 1500, giftTier: '$15', giftType: 'hosting' }, client.token);
    expect(res.statusCode).toBe(200);
    const started = res.json() as CreateSubscriptionResponse;
    const [row] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.stripeSubscriptionId, started.subscriptionId));
    expect(row).toMatchObject({ userId: client.user.id, donorEmail: client.email });
    t.stripe.pay(started.paymentIntentId);
    await t.deliverAll();
    const [donor] = await t.database.db.select().from(userGroups).where(eq(userGroups.name, GROUP_NAMES.donor));
    expect((await readUserRow(t.database.db, client.user.id))!.userGroupId).toBe(donor!.id);
    t.stripe.state.cancel(t.stripe.state.subscriptions.get(started.subscriptionId)!);
    await t.deliverAll();
    const [free] = await t.database.db.select().from(userGroups).where(eq(userGroups.name, GROUP_NAMES.free));
    expect((await readUserRow(t.database.db, client.user.id))!.userGroupId).toBe(free!.id);
    const [after] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.stripeSubscriptionId, started.subscriptionId));
    expect(after).toMatchObject({ status: 'completed', subscriptionStatus: 'canceled' });
  });

  it('the $5 plugin donation is 500 cents whatever the client sends, with the plugin in metadata', async () => {
    const res = await t.post('/api/create-payment-intent', { amount: 1, pluginId, pluginName: 'Something else' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: 500, currency: 'usd' });
    const pi = t.stripe.state.paymentIntents.get(body.paymentIntentId)!;
    expect(pi).toMatchObject({
      amount: 500,
      metadata: { kind: 'plugin_donation', pluginId: String(pluginId), pluginName: 'SEO Pro', pluginSlug: 'seo-pro' },
    });
    expect((await t.post('/api/create-payment-intent', { amount: 5, pluginId: 99999 })).json().message).toBe(
      PAYMENT_MESSAGES.pluginNotFound,
    );
    // amount is ignored but typed: anything but a number, and any unknown key, is a 400.
    for (const amount of [null, {}, [], true, 'abc']) {
      const refused = await t.post('/api/create-payment-intent', { amount, pluginId });
      expect(refused.statusCode, JSON.stringify(amount)).toBe(400);
      expect(refused.json().field).toBe('amount');
    }
    expect((await t.post('/api/create-payment-intent', { amount: 5, pluginId, currency: 'eur' })).statusCode).toBe(400);

    // A declined card: the status says failed with Stripe's words; a good card then completes it.
    expect(t.stripe.pay(body.paymentIntentId, 'pm_card_chargeDeclined').ok).toBe(false);
    await t.deliverAll();
    expect((await status(body)).json()).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
      kind: 'plugin',
    });
    t.stripe.pay(body.paymentIntentId, 'pm_card_visa');
    // The success page asks before the webhook arrives: the server asks Stripe and completes it on the spot.
    expect((await status(body)).json()).toMatchObject({
      status: 'completed',
      pluginName: 'SEO Pro',
      pluginSlug: 'seo-pro',
      amount: 500,
    });
    await t.deliverAll();
    const rows = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, body.paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'completed',
      amount: 500,
      pluginId,
      pluginName: 'SEO Pro',
      isRecurring: false,
    });
  });

  it('the admin list shows donor, tier, gift and plugin; clients are refused', async () => {
    const client = await t.client();
    expect((await t.get('/api/admin/donations', client.token)).statusCode).toBe(403);
    const body = (await t.get('/api/admin/donations', t.admin.token)).json();
    expect(body.donations.some((d: { pluginName: string | null }) => d.pluginName === 'SEO Pro')).toBe(true);
    expect(
      body.donations.some(
        (d: { donorUsername: string | null; giftType: string | null }) => d.donorUsername && d.giftType === 'hosting',
      ),
    ).toBe(true);
  });
});
