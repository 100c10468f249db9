import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TOKEN_HEADER, type BillingSubscription, type BillingView } from '../../../../contract/billing.js';
import type { ConfirmResponse, PaidPlan, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { premiumHostingOrders } from '../../../db/schema/index.js';
import { bearer, nextAddress } from '../../../test/accounts.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from '../../../test/kits/paid-hosting.js';
import { paymentIntentIdOfSecret } from '../stripe-objects.js';

// Paid hosting's own cancel is the billing centre's too (product handler cancelAtPeriodEnd/resume), so
// the order and the dashboard's plan card follow at once, for the signed-in owner and for a signed link alike.
describe('the billing centre and paid hosting', () => {
  let t: PaidHostingTestContext;
  let token: string;
  let orderId: number;
  let sub: BillingSubscription;
  let stripeSubscriptionId: string;
  const email = 'plan.owner@example.test';

  beforeAll(async () => {
    t = await createPaidHostingTestApp();
    await t.configureWhm();
    await t.configureStripe();
    for (const seq of ['billing_subscriptions_id_seq', 'premium_hosting_orders_id_seq'])
      await t.database.db.execute(sql.raw(`select setval('${seq}', 204230)`));
    const who = { email, fullName: 'Ada Owner' };
    const started = (
      await t.post('/api/hosting/subscribe', { domain: 'billing-centre.com', planType: 'premium', ...who })
    ).json() as SubscribeResponse;
    stripeSubscriptionId = started.subscriptionId;
    t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_visa');
    const answer = (
      await t.post('/api/hosting/subscribe/confirm', {
        subscriptionId: started.subscriptionId,
        domain: started.domain,
        planType: started.planType,
        ...who,
      })
    ).json() as ConfirmResponse;
    token = answer.token!;
    for (const event of t.stripe.state.events) expect(await t.deliver(event)).toBe(200);
    await t.runJobs(60_000);
    [{ id: orderId }] = await t.database.db.select({ id: premiumHostingOrders.id }).from(premiumHostingOrders);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(method === 'POST' ? { payload: { attempt: randomUUID() } } : {}),
    });
  const plan = async () => ((await t.get('/api/hosting/plans', token)).json() as PaidPlan[])[0]!;

  it("the plan is in the owner's billing centre as Paid hosting, with its domain", async () => {
    const view = (await call('GET', '/api/billing', bearer(token))).json() as BillingView;
    expect(view.subscriptions).toHaveLength(1);
    sub = view.subscriptions[0]!;
    expect(sub).toMatchObject({
      productKind: 'paid_hosting',
      productLabel: 'Paid hosting',
      description: 'Premium hosting for billing-centre.com',
      amountCents: 895,
      status: 'active',
      gift: null,
    });
    expect(sub.id).toBeGreaterThan(200_000);
    expect(orderId).toBeGreaterThan(200_000);
  });

  it('cancel and resume from the billing centre move the order too (the dashboard card says the same)', async () => {
    const cancelled = await call('POST', `/api/billing/subscriptions/${sub.id}/cancel`, bearer(token));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelling', cancelAtPeriodEnd: true });
    expect(t.stripe.state.subscriptions.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await plan()).toMatchObject({ status: 'cancelling', cancelAtPeriodEnd: true });
    const [order] = await t.database.db.select().from(premiumHostingOrders).where(eq(premiumHostingOrders.id, orderId));
    expect(order!.cancelAtPeriodEnd).toBe(true);

    const resumed = await call('POST', `/api/billing/subscriptions/${sub.id}/resume`, bearer(token));
    expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await plan()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it("a signed link to the buyer's address does the same; the product path is used whoever asks", async () => {
    const link = t.app.services.billingCentre.signLink(email).token;
    const cancelled = await call('POST', `/api/billing/subscriptions/${sub.id}/cancel`, {
      [BILLING_TOKEN_HEADER]: link,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await plan()).toMatchObject({ status: 'cancelling' });
    const other = t.app.services.billingCentre.signLink('someone.else@example.test').token;
    expect(
      (await call('POST', `/api/billing/subscriptions/${sub.id}/resume`, { [BILLING_TOKEN_HEADER]: other })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/billing/subscriptions/${sub.id}/resume`, { [BILLING_TOKEN_HEADER]: link })).json(),
    ).toMatchObject({ status: 'active' });
  });
});
