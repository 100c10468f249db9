import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscribeResponse } from '../../../contract/paid-hosting.js';
import { CHECKOUT_REFUSED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import type { VpsPackage } from '../../../contract/vps.js';
import { auditEvents, billingPayments, hostingAccounts, premiumHostingOrders } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../test/kits/commerce.js';
import { paymentIntentIdOfSecret } from '../payments/stripe-objects.js';

// A suspended person cannot buy their way back: every checkout refuses their address (typed by a visitor, in any
// case) before Stripe is asked for anything, and a payment that arrives anyway (a checkout started before the
// suspension, paid after it) is held, never delivered, and refunded once however often its events arrive.
describe('a suspended person cannot buy', () => {
  let t: CommerceTestContext;
  let vpsPackage: VpsPackage;
  let n = 0;
  beforeAll(async () => {
    t = await createCommerceTestApp();
    const res = await t.post(
      '/api/admin/vps-packages',
      {
        name: 'vps-held',
        displayName: 'Held VPS',
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

  const suspend = async (user: SignedInUser) => {
    const res = await t.post(`/api/admin/users/${user.user.id}/suspend`, { reason: 'Card fraud' }, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
  };
  const fresh = () => {
    n += 1;
    return `held${n}-${process.pid % 1000}`;
  };
  const stripeObjects = () => ({
    subscriptions: t.stripe.state.subscriptions.size,
    customers: t.stripe.state.customers.size,
    intents: t.stripe.state.paymentIntents.size,
  });
  const refused = { message: USER_SUSPENSION_MESSAGES.checkoutRefused, error: CHECKOUT_REFUSED_ERROR };

  it('refuses paid hosting, VPS and donations for a suspended address before any Stripe call, in words that do not say why', async () => {
    const person = await t.client();
    await suspend(person);
    const shouted = person.email.toUpperCase();
    const before = stripeObjects();

    const hosting = await t.post('/api/hosting/subscribe', {
      domain: `${fresh()}.com`,
      planType: 'premium',
      email: shouted,
      fullName: 'Sam Suspended',
    });
    expect(hosting.statusCode, hosting.body).toBe(403);
    expect(hosting.json()).toMatchObject(refused);
    expect(hosting.body).not.toMatch(/suspend/i);

    const vps = await t.post('/api/vps/subscribe', {
      email: person.email,
      name: 'Sam Suspended',
      packageId: vpsPackage.id,
      operatingSystem: 'ubuntu-24-04',
    });
    expect(vps.statusCode, vps.body).toBe(403);
    expect(vps.json()).toMatchObject(refused);

    const gift = await t.post('/api/create-subscription', {
      amount: 1000,
      giftTier: '$10',
      giftType: 'vps',
      email: person.email,
    });
    expect(gift.statusCode, gift.body).toBe(403);
    expect(gift.json()).toMatchObject(refused);

    expect(stripeObjects()).toEqual(before);
    expect(
      await t.database.db.select().from(premiumHostingOrders).where(eq(premiumHostingOrders.customerEmail, shouted)),
    ).toHaveLength(0);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, person.user.id));
    expect(
      audit
        .filter((e) => e.action === 'payment.checkout_refused')
        .map((e) => (e.details as { product: string }).product)
        .sort(),
    ).toEqual(['donation', 'paid_hosting', 'vps']);

    // Anyone else buys as before.
    const other = await t.post('/api/hosting/subscribe', {
      domain: `${fresh()}.com`,
      planType: 'premium',
      email: `someone-${fresh()}@example.test`,
      fullName: 'Ann Other',
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('a payment that arrives anyway is held: no site joins the account, nothing reaches WHM, the money goes back once', async () => {
    const person = await t.client();
    const who = { email: person.email, fullName: 'Sam Later' };
    const domain = `${fresh()}.com`;
    // The checkout starts while the person is not suspended yet; the suspension comes before the card is charged.
    const started = (
      await t.post('/api/hosting/subscribe', { domain, planType: 'premium', ...who })
    ).json() as SubscribeResponse;
    expect(started.clientSecret).toBeTruthy();
    await suspend(person);
    const paymentIntentId = paymentIntentIdOfSecret(started.clientSecret!)!;
    t.stripe.pay(paymentIntentId, 'pm_card_visa');
    const whmBefore = t.whm.state.accounts.size;

    const confirmed = await t.post('/api/hosting/subscribe/confirm', {
      subscriptionId: started.subscriptionId,
      domain,
      planType: 'premium',
      ...who,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(403);
    expect(confirmed.json()).toMatchObject(refused);
    await t.deliverNew();
    // Stripe delivers again (and the browser confirms again): still one hold, one refund.
    for (const event of t.stripe.state.events.filter((e) => e.type === 'invoice.paid')) await t.deliver(event);
    await t.runJobs();
    await t.runJobs();
    expect(
      (
        await t.post('/api/hosting/subscribe/confirm', {
          subscriptionId: started.subscriptionId,
          domain,
          planType: 'premium',
          ...who,
        })
      ).statusCode,
    ).not.toBe(200);

    expect(await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.domain, domain))).toHaveLength(
      0,
    );
    expect(t.whm.state.accounts.size).toBe(whmBefore);
    const [order] = await t.database.db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.domainName, domain));
    expect(order!.status).not.toBe('active');
    expect(order!.hostingAccountId).toBeNull();

    const [payment] = await t.database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.stripeSubscriptionId, started.subscriptionId));
    expect(payment).toMatchObject({ status: 'refunded', amountRefundedCents: payment!.amountCents });
    const refunds = [...t.stripe.state.charges.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
    expect(refunds).toHaveLength(1);
    // The plan behind it is over at Stripe: nothing more is charged.
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.status).toBe('canceled');
    const held = await t.auditOf('payment.held', payment!.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.subjectUserId).toBe(person.user.id);
    expect(await t.auditOf('payment.refunded', payment!.id)).toHaveLength(1);
  });
});
