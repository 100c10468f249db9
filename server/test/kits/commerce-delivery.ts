import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CreatePaymentIntentResponse, CreateSubscriptionResponse } from '../../../contract/payments.js';
import type { SubscribeResponse } from '../../../contract/paid-hosting.js';
import { startFakeGraph, type FakeGraph } from '../../../sandbox/facebook-graph.js';
import type { FakeEvent } from '../../../sandbox/stripe.js';
import {
  billingPayments,
  billingSubscriptions,
  donations,
  hostingAccounts,
  jobs,
  mailOutbox,
  pendingOrders,
  plugins,
  premiumHostingOrders,
} from '../../db/schema/index.js';
import { createFacebookGraphClient } from '../../integrations/facebook/http-client.js';
import { CAPI_JOB } from '../../modules/pixel/service.js';
import { paymentIntentIdOfSecret } from '../../modules/payments/stripe-objects.js';
import { purchaseEventId } from '../../modules/payments/commerce/core.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from './paid-hosting.js';

// The commerce core's delivery harness: the paid-hosting app with the pixel on a fake Graph API,
// the three products' checkouts (monthly donation, paid hosting, plugin donation), signed delivery of the sandbox's
// events, and what one payment must leave behind (one ledger row, one receipt, one pixel job, one Purchase).
// Call useDeliveryHarness() inside a describe: it registers its own beforeAll/afterAll.

const PIXEL_ID = '123456789012345';
const PIXEL_TOKEN = 'EAAcommercecoretoken';

export function useDeliveryHarness() {
  let t!: PaidHostingTestContext;
  let graph: FakeGraph;
  let pluginId: number;
  let n = 0;

  beforeAll(async () => {
    // The Graph fake checks event_time against its clock: the app's hand-moved clock, once the app exists.
    graph = await startFakeGraph({ tokens: [PIXEL_TOKEN], now: () => (t ? t.clock.now().getTime() : Date.now()) });
    t = await createPaidHostingTestApp({ facebookGraph: createFacebookGraphClient({ baseUrl: graph.url }) });
    await t.configureWhm();
    await t.configureStripe();
    await t.app.services.pixel.saveSettings({ pixelId: PIXEL_ID, accessToken: PIXEL_TOKEN });
    const [plugin] = await t.database.db.insert(plugins).values({ name: 'Core Proof', slug: 'core-proof' }).returning();
    pluginId = plugin!.id;
  });
  afterAll(async () => {
    await t?.close();
    await graph?.stop();
  });
  afterEach(() => t.stripe.switches.reset());

  // ------------------------------------------------------------------ the three products' checkouts

  const email = (what: string) => `${what}${++n}@example.test`;
  async function startDonation(who = email('donor')) {
    const res = await t.post('/api/create-subscription', {
      amount: 1000,
      giftTier: '$10',
      giftType: 'vps',
      email: who,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CreateSubscriptionResponse;
    return { ...body, email: who };
  }
  async function startHosting(who = email('buyer')) {
    const domain = `coreproof${n}-${Date.now().toString(36)}.com`;
    const res = await t.post('/api/hosting/subscribe', {
      domain,
      planType: 'premium',
      email: who,
      fullName: 'Core Proof',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SubscribeResponse;
    return { ...body, paymentIntentId: paymentIntentIdOfSecret(body.clientSecret!)!, email: who };
  }
  async function startPluginDonation(who = email('fan')) {
    const res = await t.post('/api/create-payment-intent', { amount: 5, pluginId, email: who });
    expect(res.statusCode, res.body).toBe(200);
    return { ...(res.json() as CreatePaymentIntentResponse), email: who };
  }

  // ------------------------------------------------------------------ delivery

  const mark = () => t.stripe.state.events.length;
  const since = (from: number) => t.stripe.state.events.slice(from);
  const ofType = (events: FakeEvent[], type: string) => events.filter((e) => e.type === type);
  /** POST /api/stripe/webhook as Stripe would sign it now; answers the app's JSON. */
  async function deliver(event: FakeEvent): Promise<{ received: boolean; duplicate: boolean }> {
    const { payload, header } = t.stripe.webhooks.sign(event, {
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
    return res.json();
  }
  async function deliverEach(events: FakeEvent[]) {
    for (const event of events) await deliver(event);
  }
  /** Runs what is due, the event jobs first; the clock moves a minute so jobs queued at its time are due. */
  const settle = () => t.runJobs(60_000);

  // ------------------------------------------------------------------ what a payment must leave behind

  const ledgerOf = (kind: string, ref: string) =>
    t.database.db
      .select()
      .from(billingPayments)
      .where(and(eq(billingPayments.productKind, kind), eq(billingPayments.productRef, ref)))
      .orderBy(billingPayments.id);
  const receiptsOf = (paymentKey: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `payment-receipt:${paymentKey}`));
  // Done jobs give their dedupe key back, so they are found by the event they carry.
  const pixelJobsOf = (paymentIntentId: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, CAPI_JOB),
          sql`${jobs.payload}->'event'->>'event_id' = ${purchaseEventId({ paymentIntentId, paymentKey: '' })}`,
        ),
      );
  const purchasesSent = (paymentIntentId: string) =>
    graph.received.filter((r) => r.event.event_name === 'Purchase' && r.event.event_id === `pay-${paymentIntentId}`);

  /** One ledger row for the payment, one receipt, one pixel job, and (once the jobs ran) one Purchase at Facebook. */
  async function expectRecordedOnce(kind: string, ref: string, paymentIntentId: string, amountCents: number) {
    const rows = (await ledgerOf(kind, ref)).filter(
      (r) => r.stripePaymentIntentId === paymentIntentId || r.paymentKey === paymentIntentId,
    );
    expect(rows, `${kind} ${ref}: ledger`).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents, status: 'paid' });
    expect(await receiptsOf(rows[0]!.paymentKey), `${kind} ${ref}: receipts`).toHaveLength(1);
    expect(await pixelJobsOf(paymentIntentId), `${kind} ${ref}: pixel jobs`).toHaveLength(1);
    expect(purchasesSent(paymentIntentId), `${kind} ${ref}: Purchase at Facebook`).toHaveLength(1);
    expect(purchasesSent(paymentIntentId)[0]!.event).toMatchObject({
      custom_data: { value: amountCents / 100, currency: 'USD' },
    });
    return rows[0]!;
  }

  const donationOf = async (subscriptionId: string) =>
    t.database.db
      .select()
      .from(donations)
      .where(eq(donations.stripeSubscriptionId, subscriptionId))
      .orderBy(donations.id);
  const orderOf = async (subscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(premiumHostingOrders)
        .where(eq(premiumHostingOrders.stripeSubscriptionId, subscriptionId))
    )[0]!;
  const accountsFor = async (domain: string) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.domain, domain))).length;
  const giftOrdersOf = async (subscriptionId: string) =>
    (await t.database.db.select().from(pendingOrders).where(eq(pendingOrders.orderId, subscriptionId))).length;
  const mirrorOf = async (subscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
    )[0];

  /**
   * The same event as an endpoint on an older API version receives it (before 2025-03-31, "acacia"): the invoice's
   * subscription at the top level with subscription_details beside it and payment_intent on the invoice; no parent.
   */
  function inOlderApiVersion(event: FakeEvent): FakeEvent {
    const { parent, ...invoice } = event.data.object as Record<string, unknown> & {
      parent?: { subscription_details?: { subscription: string; metadata: Record<string, string> } };
    };
    const details = parent?.subscription_details;
    const paymentIntent =
      [...t.stripe.state.invoices.values()].find((i) => i.id === invoice.id)?.payment_intent ?? null;
    return {
      ...event,
      api_version: '2024-06-20',
      data: {
        object: {
          ...invoice,
          subscription: details?.subscription ?? null,
          subscription_details: { metadata: details?.metadata ?? {} },
          payment_intent: paymentIntent,
        },
      },
    };
  }

  return {
    get t() {
      return t;
    },
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
    receiptsOf,
    pixelJobsOf,
    purchasesSent,
    email,
  };
}
