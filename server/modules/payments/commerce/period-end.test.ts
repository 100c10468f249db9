import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmResponse, PaidPlan, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import type { FakeEvent } from '../../../../sandbox/stripe.js';
import {
  billingPayments,
  billingSubscriptions,
  hostingAccounts,
  premiumHostingOrders,
} from '../../../db/schema/index.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from '../../../test/kits/paid-hosting.js';
import { paymentIntentIdOfSecret } from '../stripe-objects.js';

// A cancel then a resume across the period end, with a test clock in the sandbox Stripe. A paid
// hosting plan is cancelled at period end, resumed, cancelled again; the clock passes the period end and the plan ends
// exactly then. One that was resumed renews instead.
//
// How the subscription gets onto a clock: the app's checkout cannot pass `test_clock` (nothing in production should),
// but it looks the buyer's Stripe customer up by e-mail before creating one. So the test creates that customer on a
// test clock first, through Stripe's API (POST /v1/customers with test_clock), and the checkout then subscribes it.

const HOUR = 3600;

describe('a paid hosting plan across its period end, on a test clock', () => {
  let t: PaidHostingTestContext;
  let n = 0;
  beforeAll(async () => {
    t = await createPaidHostingTestApp();
    await t.configureWhm();
    await t.configureStripe();
  });
  afterAll(async () => {
    await t?.close();
  });

  const stripe = () => t.app.services.payments.requireStripe();
  const nowS = () => Math.floor(t.clock.now().getTime() / 1000);

  /** The buyer's customer on a clock frozen at the app's time, then the checkout, paid and confirmed: a live plan. */
  async function livePlanOnClock() {
    n += 1;
    const who = { email: `clocked${n}@example.test`, fullName: `Clock Buyer${n}` };
    const client = await stripe();
    const clock = await client.testHelpers.testClocks.create({ frozen_time: nowS(), name: who.email });
    await client.customers.create({ email: who.email, name: who.fullName, test_clock: clock.id });
    const domain = `clocked${n}-${Date.now().toString(36)}.com`;
    const start = await t.post('/api/hosting/subscribe', { domain, planType: 'premium', ...who });
    expect(start.statusCode, start.body).toBe(200);
    const started = start.json() as SubscribeResponse;
    expect(t.stripe.testClocks.clockOf(t.stripe.state.subscriptions.get(started.subscriptionId)!.customer)?.id).toBe(
      clock.id,
    );
    t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_visa');
    const confirmed = await t.post('/api/hosting/subscribe/confirm', {
      subscriptionId: started.subscriptionId,
      domain,
      planType: 'premium',
      ...who,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = confirmed.json() as ConfirmResponse;
    await deliverSince();
    const plan = ((await t.get('/api/hosting/plans', answer.token!)).json() as PaidPlan[])[0]!;
    const periodEnd = t.stripe.state.subscriptions.get(started.subscriptionId)!.items[0]!.current_period_end;
    expect(new Date(plan.renewsAt!).getTime()).toBe(periodEnd * 1000);
    return {
      clockId: clock.id,
      subscriptionId: started.subscriptionId,
      domain,
      token: answer.token!,
      planId: plan.id,
      periodEnd,
      username: answer.credentials.cpanelUsername!,
      login: { username: answer.user.username, password: answer.credentials.password! },
    };
  }

  let delivered = 0;
  /** Delivers, in order, every event since the last call (or since `from`), then runs the jobs. */
  async function deliverSince(from?: number) {
    const events: FakeEvent[] = t.stripe.state.events.slice(from ?? delivered);
    delivered = t.stripe.state.events.length;
    for (const event of events) expect(await t.deliver(event)).toBe(200);
    await t.runJobs(60_000);
  }
  /** Moves the Stripe clock and the app's clock to the same moment, then delivers what Stripe sent. */
  async function advanceTo(clockId: string, frozen: number) {
    await (await stripe()).testHelpers.testClocks.advance(clockId, { frozen_time: frozen });
    t.clock.advance(frozen * 1000 - t.clock.now().getTime());
    await deliverSince();
  }
  const orderOf = async (subscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(premiumHostingOrders)
        .where(eq(premiumHostingOrders.stripeSubscriptionId, subscriptionId))
    )[0]!;
  const mirrorOf = async (subscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId))
    )[0]!;
  const paymentsOf = (subscriptionId: string) =>
    t.database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.stripeSubscriptionId, subscriptionId))
      .orderBy(billingPayments.id);
  const action = (plan: { planId: number; token: string }, what: 'cancel' | 'resume') =>
    t.post(`/api/hosting/plans/${plan.planId}/${what}`, {}, plan.token);
  /** A month went by on the app's clock too: the buyer's session has expired, so they sign in again. */
  async function signInAgain(plan: { login: { username: string; password: string } }) {
    const res = await t.post('/api/auth/login', plan.login);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  }

  it('cancelled, resumed, cancelled again: the plan ends exactly at the period end, and the site is suspended then', async () => {
    const plan = await livePlanOnClock();
    expect((await action(plan, 'cancel')).json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'cancelling' });
    expect((await action(plan, 'resume')).json()).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect((await action(plan, 'cancel')).json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'cancelling' });
    await deliverSince();
    expect(await mirrorOf(plan.subscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // An hour before the end: still live, nothing billed.
    await advanceTo(plan.clockId, plan.periodEnd - HOUR);
    expect(await orderOf(plan.subscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: false });

    // An hour past it: Stripe ended the subscription at the period end, and the plan followed.
    await advanceTo(plan.clockId, plan.periodEnd + HOUR);
    const sub = t.stripe.state.subscriptions.get(plan.subscriptionId)!;
    expect(sub).toMatchObject({ status: 'canceled', ended_at: plan.periodEnd, canceled_at: plan.periodEnd });
    const ended = t.stripe
      .eventsOf('customer.subscription.deleted')
      .filter((e) => (e.data.object as { id: string }).id === plan.subscriptionId);
    expect(ended.map((e) => e.created)).toEqual([plan.periodEnd]);
    expect(await orderOf(plan.subscriptionId)).toMatchObject({ status: 'suspended', subscriptionStatus: 'canceled' });
    expect(t.whm.state.account(plan.username)).toMatchObject({
      suspended: true,
      suspendReason: 'HostFree: subscription ended',
    });
    const [account] = await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.domain, plan.domain));
    expect(account).toMatchObject({ status: 'suspended' });
    expect(await mirrorOf(plan.subscriptionId)).toMatchObject({ status: 'canceled' });
    // Nothing was charged for a period that never came, and the plan can no longer be resumed.
    expect((await paymentsOf(plan.subscriptionId)).map((p) => p.isRenewal)).toEqual([false]);
    const late = await action({ ...plan, token: await signInAgain(plan) }, 'resume');
    expect(late.statusCode).toBe(409);
    expect(((await t.get('/api/hosting/plans', await signInAgain(plan))).json() as PaidPlan[])[0]).toMatchObject({
      status: 'suspended',
    });
  });

  it('cancelled then resumed before the end: it renews at the period end, charged to the saved card, and stays live', async () => {
    const plan = await livePlanOnClock();
    await action(plan, 'cancel');
    expect((await action(plan, 'resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });
    await advanceTo(plan.clockId, plan.periodEnd + HOUR);

    const sub = t.stripe.state.subscriptions.get(plan.subscriptionId)!;
    expect(sub.status).toBe('active');
    const nextEnd = sub.items[0]!.current_period_end;
    expect(sub.items[0]!.current_period_start).toBe(plan.periodEnd);
    const payments = await paymentsOf(plan.subscriptionId);
    expect(payments.map((p) => [p.isRenewal, p.amountCents])).toEqual([
      [false, 895],
      [true, 895],
    ]);
    expect(payments[1]!.paidAt.getTime()).toBe(plan.periodEnd * 1000);
    const order = await orderOf(plan.subscriptionId);
    expect(order).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, paymentStatus: 'paid' });
    expect(order.currentPeriodEnd!.getTime()).toBe(nextEnd * 1000);
    expect(await mirrorOf(plan.subscriptionId)).toMatchObject({
      status: 'active',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(t.whm.state.account(plan.username)).toMatchObject({ suspended: false });
    const shown = ((await t.get('/api/hosting/plans', await signInAgain(plan))).json() as PaidPlan[])[0]!;
    expect(shown).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(shown.renewsAt!).getTime()).toBe(nextEnd * 1000);
  });
});
