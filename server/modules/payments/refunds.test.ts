import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDonationsResponse,
  CreatePaymentIntentResponse,
  CreateSubscriptionResponse,
} from '../../../contract/payments.js';
import { fillMessage } from '../../../contract/i18n/format.js';
import { REFUND_MESSAGES, type LedgerPayment, type RefundResponse } from '../../../contract/refunds.js';
import type { VpsAdminOrder, VpsPackage, VpsSubscribeResponse } from '../../../contract/vps.js';
import { billingPayments, donations, hostingAccounts, plugins, vpsOrders } from '../../db/schema/index.js';
import { bearer } from '../../test/accounts.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../test/kits/commerce.js';
import { paymentRows } from '../../test/kits/payment-rows.js';
import { REFUNDED_REASON } from '../paid-hosting/lifecycle.js';
import { paymentIntentIdOfSecret } from './stripe-objects.js';

// Refunds (with "a refund racing a renewal" and "Stripe down at each step") through the API on the
// sandbox Stripe and WHM: an admin refunds all or part of a payment from its row, the server decides what is left,
// the ledger follows Stripe, and the product decides what the refund undoes. Disputes: disputes.test.ts.

describe('refunds', () => {
  let t: CommerceTestContext;
  let pluginId: number;
  let vpsPackage: VpsPackage;
  let rows: ReturnType<typeof paymentRows>;
  beforeAll(async () => {
    t = await createCommerceTestApp();
    rows = paymentRows(t);
    const [plugin] = await t.database.db
      .insert(plugins)
      .values({ name: 'Refundable Kit', slug: 'refundable-kit' })
      .returning();
    pluginId = plugin!.id;
    const res = await t.post(
      '/api/admin/vps-packages',
      {
        name: 'vps-refund',
        displayName: 'Refund VPS',
        price: 12,
        vcpu: 2,
        memory: 2048,
        storage: 80,
        trafficPort: '1Gbps',
        osChoices: [{ label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' }],
      },
      t.admin.token,
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    vpsPackage = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.stripe.switches.reset();
  });

  const accountOf = async (domain: string) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.domain, domain)))[0]!;
  const stripeRefundsOf = (paymentIntentId: string) =>
    [...t.stripe.state.charges.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
  const donationList = async () =>
    ((await t.get('/api/admin/donations', t.admin.token)).json() as AdminDonationsResponse).donations;

  async function pluginDonation(): Promise<{ donationId: number; payment: LedgerPayment; paymentIntentId: string }> {
    const started = (
      await t.post('/api/create-payment-intent', {
        amount: 5,
        pluginId,
        pluginName: 'Refundable Kit',
        email: 'kind@example.test',
      })
    ).json() as CreatePaymentIntentResponse;
    t.stripe.pay(started.paymentIntentId, 'pm_card_visa');
    await t.deliverNew();
    const row = (await donationList()).find((d) => d.stripePaymentIntentId === started.paymentIntentId)!;
    expect(row).toMatchObject({
      status: 'completed',
      payment: { amountCents: 500, amountRefundedCents: 0, refundableCents: 500, status: 'paid', disputeStatus: null },
    });
    return { donationId: row.id, payment: row.payment!, paymentIntentId: started.paymentIntentId };
  }

  async function giftDonation(email: string) {
    const started = (
      await t.post('/api/create-subscription', { amount: 1000, giftTier: '$10', giftType: 'vps', email })
    ).json() as CreateSubscriptionResponse;
    t.stripe.pay(started.paymentIntentId, 'pm_card_visa');
    await t.deliverNew();
    const row = (await donationList()).find((d) => d.stripeSubscriptionId === started.subscriptionId)!;
    return { started, row, payment: row.payment! };
  }

  it('a full refund of a paid plan: Stripe refunds it once, the ledger says refunded, the plan ends (cancelled at Stripe, suspended on WHM), its domain order is called off, audited', async () => {
    const plan = await t.buyPlan();
    const order = await rows.planOrder(plan);
    const row = await rows.pendingOrderOf('premium_hosting', String(order.id));
    expect(row.payment).toMatchObject({
      amountCents: 895,
      amountRefundedCents: 0,
      refundableCents: 895,
      status: 'paid',
      isRenewal: false,
    });

    const res = await rows.refund(row.payment!.id, {
      reason: 'Customer asked within the first week',
      attemptId: 'click-plan-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as RefundResponse;
    expect(answer).toMatchObject({
      message: REFUND_MESSAGES.refunded,
      payment: { amountRefundedCents: 895, refundableCents: 0, status: 'refunded' },
      refund: { amountCents: 895, status: 'succeeded' },
    });
    const create = t.stripe.requests.filter((r) => r.op === 'POST /v1/refunds').at(-1)!;
    expect(create.idempotencyKey).toBe(`refund:${row.payment!.id}:click-plan-0001`);
    expect(create.params).toMatchObject({
      amount: '895',
      reason: 'requested_by_customer',
      metadata: { reason: 'Customer asked within the first week', hostfreePaymentId: String(row.payment!.id) },
    });

    // The product's follow-up (a job, at once): the subscription ends at Stripe, the account is suspended, the registration is off.
    await t.runJobs();
    await t.runJobs();
    expect(plan.sub.status).toBe('canceled');
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true, suspendReason: REFUNDED_REASON });
    expect(await rows.planOrder(plan)).toMatchObject({ status: 'suspended', subscriptionStatus: 'canceled' });
    const after = await rows.pendingOrderOf('premium_hosting', String(order.id));
    expect(after).toMatchObject({
      status: 'cancelled',
      rejectionReason: 'Refunded: Customer asked within the first week',
      payment: { status: 'refunded', amountRefundedCents: 895 },
    });

    // Stripe's events (charge.refunded, subscription.deleted) change nothing more.
    await t.deliverNew();
    expect(await rows.ledgerRow(row.payment!.id)).toMatchObject({ amountRefundedCents: 895, status: 'refunded' });
    expect(stripeRefundsOf(plan.sub.id)).toHaveLength(0);
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true, suspendReason: REFUNDED_REASON });
    expect(await t.auditOf('payment.refunded', row.payment!.id)).toEqual([
      expect.objectContaining({
        actorId: t.admin.user.id,
        targetType: 'payment',
        details: expect.objectContaining({ amountCents: 895, reason: 'Customer asked within the first week' }),
      }),
    ]);
    expect(await t.auditOf('order.cancelled', after.id)).toHaveLength(1);

    // Nothing is left to refund.
    const again = await rows.refund(row.payment!.id, { reason: 'twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(REFUND_MESSAGES.alreadyRefunded);
  });

  it('part refunds: the server decides what is left, more is a clear 400 that never reaches Stripe; the rest marks the donation refunded', async () => {
    const { donationId, payment, paymentIntentId } = await pluginDonation();
    const part = await rows.refund(payment.id, { amountCents: 200, reason: 'Goodwill' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().payment).toMatchObject({
      amountRefundedCents: 200,
      refundableCents: 300,
      status: 'partially_refunded',
    });
    await t.runJobs();
    let row = (await donationList()).find((d) => d.id === donationId)!;
    expect(row).toMatchObject({
      status: 'completed',
      payment: { amountRefundedCents: 200, status: 'partially_refunded' },
    });

    const before = t.stripe.requests.length;
    const tooMuch = await rows.refund(payment.id, { amountCents: 301, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(fillMessage(REFUND_MESSAGES.tooMuch, { left: '$3.00' }));
    // The admin reads it in their language, with what is left filled in.
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      payload: { amountCents: 301, reason: 'Too much' },
      headers: { ...bearer(t.admin.token), 'accept-language': 'es' },
    });
    expect(inSpanish.json().message).toBe('Como máximo se pueden reembolsar todavía $3.00 de este pago.');
    expect(t.stripe.requests.length).toBe(before);

    const rest = await rows.refund(payment.id, { reason: 'The rest' });
    expect(rest.json()).toMatchObject({
      refund: { amountCents: 300 },
      payment: { amountRefundedCents: 500, status: 'refunded' },
    });
    await t.runJobs();
    row = (await donationList()).find((d) => d.id === donationId)!;
    expect(row).toMatchObject({ status: 'refunded', payment: { refundableCents: 0, status: 'refunded' } });
    expect(
      stripeRefundsOf(paymentIntentId)
        .map((r) => r.amount)
        .sort(),
    ).toEqual([200, 300]);
    await t.deliverNew();
    expect(await rows.ledgerRow(payment.id)).toMatchObject({ amountRefundedCents: 500, status: 'refunded' });
  });

  it("refuses what is not an admin's refund: no reason, a zero amount, a client, an unknown payment", async () => {
    const { payment } = await pluginDonation();
    expect((await rows.refund(payment.id, {})).statusCode).toBe(400);
    expect((await rows.refund(payment.id, { reason: '   ' })).json().message).toBe(REFUND_MESSAGES.reasonRequired);
    expect((await rows.refund(payment.id, { reason: 'x', amountCents: 0 })).json().message).toBe(
      REFUND_MESSAGES.amountInvalid,
    );
    expect((await rows.refund(payment.id, { reason: 'x', extra: true })).statusCode).toBe(400);
    const client = await t.client();
    expect((await rows.refund(payment.id, { reason: 'x' }, client.token)).statusCode).toBe(403);
    expect((await t.post(`/api/admin/payments/${payment.id}/refund`, { reason: 'x' })).statusCode).toBe(401);
    expect((await rows.refund(999_999, { reason: 'x' })).statusCode).toBe(404);
    expect(await rows.ledgerRow(payment.id)).toMatchObject({ amountRefundedCents: 0, status: 'paid' });
  });

  it('Stripe down: 502 and nothing changed; an answer lost after Stripe refunded is retried with the same click and refunds once; the gift is marked', async () => {
    const { started, row, payment } = await giftDonation('gift-refund@example.test');
    t.stripe.switches.fail('POST /v1/refunds', 500);
    const down = await rows.refund(payment.id, { reason: 'Donor asked', attemptId: 'click-gift-0001' });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('Stripe could not be reached. Please try again in a moment.');
    expect(await rows.ledgerRow(payment.id)).toMatchObject({ amountRefundedCents: 0, status: 'paid' });
    expect(await t.auditOf('payment.refunded', payment.id)).toEqual([]);

    // Stripe refunds, but the answer never comes (the client times out): 502, the ledger waits.
    t.stripe.switches.reset();
    t.stripe.switches.hangAfter('POST /v1/refunds');
    const lost = await rows.refund(payment.id, { reason: 'Donor asked', attemptId: 'click-gift-0002' });
    expect(lost.statusCode).toBe(502);
    const piId = (await rows.ledgerRow(payment.id)).stripePaymentIntentId!;
    expect(stripeRefundsOf(piId)).toHaveLength(1);
    t.stripe.switches.reset();
    // The admin clicks Refund again in the same dialog: the same key, Stripe answers the same refund.
    const retried = await rows.refund(payment.id, { reason: 'Donor asked', attemptId: 'click-gift-0002' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refund.id).toBe(stripeRefundsOf(piId)[0]!.id);
    expect(stripeRefundsOf(piId)).toHaveLength(1);
    await t.runJobs();
    const [donation] = await t.database.db.select().from(donations).where(eq(donations.id, row.id));
    expect(donation).toMatchObject({ status: 'refunded' });
    // The gift is not sent: its order is called off with the reason, and the list says so.
    const gift = await rows.pendingOrderOf('gift', started.subscriptionId);
    expect(gift).toMatchObject({
      status: 'cancelled',
      rejectionReason: 'Refunded: Donor asked',
      payment: { status: 'refunded' },
    });
    await t.deliverNew();
    expect(await rows.ledgerRow(payment.id)).toMatchObject({ amountRefundedCents: 1000, status: 'refunded' });
  });

  it("Stripe down at the product's step: the refund stands and the plan ends once Stripe is back", async () => {
    const plan = await t.buyPlan();
    const row = await rows.pendingOrderOf('premium_hosting', String((await rows.planOrder(plan)).id));
    t.stripe.switches.fail('DELETE /v1/subscriptions/:id', 500);
    const res = await rows.refund(row.payment!.id, { reason: 'Refund now' });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    expect(plan.sub.status).toBe('active');
    expect(await accountOf(plan.domain)).toMatchObject({ status: 'active' });
    t.stripe.switches.reset();
    await t.runJobs(10 * 60_000);
    await t.runJobs();
    expect(plan.sub.status).toBe('canceled');
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true, suspendReason: REFUNDED_REASON });
  });

  it('a refund racing a renewal: the first payment refunded while the renewal is paid, its events late; the plan stays ended and the renewal can be refunded too', async () => {
    const plan = await t.buyPlan();
    const orderId = String((await rows.planOrder(plan)).id);
    const first = (await rows.pendingOrderOf('premium_hosting', orderId)).payment!;
    // Stripe renews and charges the card; the webhook is still on its way when the admin refunds the first payment.
    const renewal = t.stripe.state.renew(plan.sub, 'paid');
    const refunded = await rows.refund(first.id, { reason: 'Moved to another host' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.runJobs();
    await t.runJobs();
    expect(plan.sub.status).toBe('canceled');
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true, suspendReason: REFUNDED_REASON });

    // The renewal's invoice.paid arrives after the refund: it is recorded, and does not bring the plan back.
    await t.deliverNew();
    const ledger = await t.database.db.select().from(billingPayments).where(eq(billingPayments.productRef, orderId));
    expect(
      ledger
        .filter((p) => p.productKind === 'paid_hosting')
        .map((p) => [p.isRenewal, p.status])
        .sort(),
    ).toEqual([
      [false, 'refunded'],
      [true, 'paid'],
    ]);
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true, suspendReason: REFUNDED_REASON });
    expect(await rows.planOrder(plan)).toMatchObject({ status: 'suspended' });
    // The order's row now shows the renewal, which is refundable on its own.
    const latest = (await rows.pendingOrderOf('premium_hosting', orderId)).payment!;
    expect(latest).toMatchObject({ isRenewal: true, refundableCents: 895, status: 'paid' });
    expect((await rows.ledgerRow(latest.id)).stripeInvoiceId).toBe(renewal.id);
    const second = await rows.refund(latest.id, { reason: 'And the renewal' });
    expect(second.statusCode, second.body).toBe(200);
    await t.runJobs();
    await t.deliverNew();
    expect(await rows.ledgerRow(latest.id)).toMatchObject({ status: 'refunded' });
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: true });
  });

  it('a VPS order refunded in full is cancelled, at Stripe and in both order lists', async () => {
    const who = { email: 'vps-refund@example.test', name: 'Vera Refund' };
    const started = (
      await t.post('/api/vps/subscribe', { ...who, packageId: vpsPackage.id, operatingSystem: 'ubuntu-24-04' })
    ).json() as VpsSubscribeResponse;
    t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret)!, 'pm_card_visa');
    await t.deliverNew();
    const listed = () =>
      t
        .get('/api/vps-orders', t.admin.token)
        .then((r) => (r.json() as VpsAdminOrder[]).find((o) => o.id === started.orderId)!);
    const order = await listed();
    expect(order.payment).toMatchObject({ amountCents: 1200, status: 'paid' });
    expect((await rows.pendingOrderOf('vps', String(started.orderId))).payment?.id).toBe(order.payment!.id);
    expect((await rows.refund(order.payment!.id, { reason: 'Out of stock' })).statusCode).toBe(200);
    await t.runJobs();
    await t.runJobs();
    expect(await listed()).toMatchObject({
      status: 'cancelled',
      subscriptionStatus: 'canceled',
      payment: { status: 'refunded' },
    });
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.status).toBe('canceled');
    expect(await rows.pendingOrderOf('vps', String(started.orderId))).toMatchObject({
      status: 'cancelled',
      rejectionReason: 'Refunded: Out of stock',
    });
    await t.deliverNew();
    const [row] = await t.database.db.select().from(vpsOrders).where(eq(vpsOrders.id, started.orderId));
    expect(row).toMatchObject({ status: 'cancelled' });
  });
});
