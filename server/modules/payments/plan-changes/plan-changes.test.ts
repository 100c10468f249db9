import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingView } from '../../../../contract/billing.js';
import type { ConfirmResponse, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import type { PlanChangePreview, PlanChangeView, PlanOptions } from '../../../../contract/plan-changes.js';
import { PLAN_CHANGE_MESSAGES } from '../../../../contract/plan-changes.js';
import { PROMOTION_MESSAGES, type PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { hostingAccounts, premiumHostingOrders } from '../../../db/schema/index.js';
import { bearer, nextAddress } from '../../../test/accounts.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../../test/kits/commerce.js';
import { paymentIntentIdOfSecret } from '../stripe-objects.js';

// Plan changes and promotion codes through the real app, the sandbox Stripe and the sandbox WHM: what the preview
// says is what Stripe charges; an upgrade paid while WHM is down changes the package once, later; a downgrade over
// quota is refused, one that fits waits for the period end; codes past their redemptions or expiry are refused, and
// two people racing for a code's last redemption: exactly one wins.

let t: CommerceTestContext;

interface Starter {
  token: string;
  orderId: number;
  accountId: number;
  subscriptionId: string;
  /** The billing centre's id of the subscription. */
  billingId: number;
  username: string;
}

/** A visitor buys Starter (a .store), pays with the test card, confirms; events delivered; signed in as the buyer. */
async function buyStarter(): Promise<Starter> {
  const tag = randomBytes(4).toString('hex');
  const who = { email: `starter-${tag}@example.test`, fullName: 'Sam Starter' };
  const domain = `starter-${tag}.store`;
  const started = (
    await t.post('/api/hosting/subscribe', { domain, planType: 'starter', ...who })
  ).json() as SubscribeResponse;
  t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_visa');
  const answer = (
    await t.post('/api/hosting/subscribe/confirm', {
      subscriptionId: started.subscriptionId,
      domain,
      planType: 'starter',
      ...who,
    })
  ).json() as ConfirmResponse;
  await t.deliverNew();
  const [order] = await t.database.db
    .select()
    .from(premiumHostingOrders)
    .where(eq(premiumHostingOrders.stripeSubscriptionId, started.subscriptionId));
  const view = (await t.get('/api/billing', answer.token!)).json() as BillingView;
  return {
    token: answer.token!,
    orderId: order!.id,
    accountId: order!.hostingAccountId!,
    subscriptionId: started.subscriptionId,
    billingId: view.subscriptions[0]!.id,
    username: answer.credentials.cpanelUsername!,
  };
}

const send = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: nextAddress() });
const preview = (s: Starter, body: object) =>
  send(`/api/billing/subscriptions/${s.billingId}/plan-change/preview`, s.token, body);
const change = (s: Starter, body: object) =>
  send(`/api/billing/subscriptions/${s.billingId}/plan-change`, s.token, { attempt: randomUUID(), ...body });
const accountRow = async (id: number) =>
  (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0]!;
const createCode = (body: object) => send('/api/admin/promotion-codes', t.admin.token, body);

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('plan changes in the billing centre', () => {
  it("offers Premium to a Starter plan and previews the upgrade from Stripe's proration", async () => {
    const s = await buyStarter();
    const options = (await t.get(`/api/billing/subscriptions/${s.billingId}/plans`, s.token)).json() as PlanOptions;
    expect(options.current).toMatchObject({ name: 'Starter', amountCents: 395 });
    expect(options.options).toEqual([
      expect.objectContaining({ plan: String(t.packageIds.premium), name: 'Premium', direction: 'upgrade' }),
    ]);

    const res = await preview(s, { plan: String(t.packageIds.premium) });
    expect(res.statusCode).toBe(200);
    const shown = res.json() as PlanChangePreview;
    // The sandbox's arithmetic, as Stripe's: both lines prorated over the same remaining fraction of the period.
    const item = t.stripe.state.subscriptions.get(s.subscriptionId)!.items[0]!;
    const at = Date.parse(shown.lines[0]!.periodStart) / 1000;
    const fraction = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    expect(shown.lines.map((l) => l.amountCents)).toEqual([-Math.round(395 * fraction), Math.round(895 * fraction)]);
    expect(shown).toMatchObject({ direction: 'upgrade', fromName: 'Starter', toName: 'Premium' });
    expect(shown.amountDueNowCents).toBe(Math.round(895 * fraction) - Math.round(395 * fraction));
  });

  it('an upgrade paid while WHM is down moves the order at once and the WHM package once, when WHM is back', async () => {
    const s = await buyStarter();
    let changePackageCalls = 0;
    t.whmOverrides.changePackage = async () => {
      changePackageCalls += 1;
      throw new Error('connect ECONNREFUSED');
    };
    const res = await change(s, { plan: String(t.packageIds.premium) });
    expect(res.statusCode).toBe(200);
    const view = res.json() as PlanChangeView;
    expect(view).toMatchObject({ status: 'applied', direction: 'upgrade', toName: 'Premium' });
    expect(view.amountDueCents).toBeGreaterThan(0);
    expect((await accountRow(s.accountId)).packageId).toBe(t.packageIds.premium);
    const [order] = await t.database.db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.id, s.orderId));
    expect(order).toMatchObject({ planType: 'premium', hostingPackageId: t.packageIds.premium, finalPrice: 895 });

    await t.deliverNew(); // invoice.paid (subscription_update) reaches the core: recorded once, applied once
    expect(changePackageCalls).toBeGreaterThanOrEqual(1);
    // The billing centre: the new plan's price, and the prorated invoice as what it paid for.
    const billing = (await t.get('/api/billing', s.token)).json() as BillingView;
    expect(billing.subscriptions[0]).toMatchObject({
      description: expect.stringMatching(/^Premium hosting for /),
      amountCents: 895,
      canChangePlan: true,
      planChange: null,
    });
    expect(billing.payments.filter((p) => p.description === 'Upgrade from Starter to Premium (prorated)')).toEqual([
      expect.objectContaining({ amountCents: view.amountDueCents, isRenewal: false }),
    ]);
    expect(t.whm.state.accounts.get(s.username)?.plan).not.toBe('premium');

    delete t.whmOverrides.changePackage;
    await t.runJobs(10 * 60_000);
    expect(t.whm.state.accounts.get(s.username)?.plan).toBe('premium');
    const plans = (await t.get(`/api/billing/subscriptions/${s.billingId}/plans`, s.token)).json() as PlanOptions;
    expect(plans.current.name).toBe('Premium');
    expect(plans.pendingChange).toBeNull();
  });
});

describe('promotion codes', () => {
  it('an admin makes a code; the upgrade with it shows and charges less', async () => {
    const made = await createCode({ code: 'HALFUP', percentOff: 50, duration: 'forever', products: ['paid_hosting'] });
    expect(made.statusCode).toBe(201);
    expect((made.json() as PromotionCodeView).summary).toBe('50% off every period');
    const s = await buyStarter();
    const plain = (await preview(s, { plan: String(t.packageIds.premium) })).json() as PlanChangePreview;
    const withCode = (
      await preview(s, { plan: String(t.packageIds.premium), promotionCode: 'halfup' })
    ).json() as PlanChangePreview;
    expect(withCode.discount).toMatchObject({ code: 'HALFUP', summary: '50% off every period' });
    expect(withCode.amountDueNowCents).toBeLessThan(plain.amountDueNowCents);
    // The next period is priced with the code too (Stripe's preview of the next invoice), not at the list price.
    expect(plain.nextAmountCents).toBeGreaterThan(0);
    // Stripe rounds the 50 % off to the nearest cent: what is left is the price less that.
    expect(withCode.nextAmountCents).toBe(plain.nextAmountCents - Math.round(plain.nextAmountCents / 2));
    const res = await change(s, { plan: String(t.packageIds.premium), promotionCode: 'HALFUP' });
    expect(res.statusCode).toBe(200);
    const list = (await t.get('/api/admin/promotion-codes', t.admin.token)).json() as { codes: PromotionCodeView[] };
    expect(list.codes.find((c) => c.code === 'HALFUP')?.timesRedeemed).toBe(1);
    const redemptions = await t.get(
      `/api/admin/promotion-codes/${(made.json() as PromotionCodeView).id}/redemptions`,
      t.admin.token,
    );
    expect(redemptions.json().redemptions).toEqual([
      expect.objectContaining({ usedAt: 'plan_change', productKind: 'paid_hosting' }),
    ]);
  });

  it('checkout takes a code: the first payment shows the discount before the card, and the code lists it', async () => {
    await createCode({ code: 'WELCOME1', amountOffCents: 100, duration: 'once', products: ['paid_hosting'] });
    const tag = randomBytes(4).toString('hex');
    const res = await t.post('/api/hosting/subscribe', {
      domain: `coded-${tag}.store`,
      planType: 'starter',
      email: `coded-${tag}@example.test`,
      fullName: 'Cody Coded',
      promotionCode: 'welcome1',
    });
    expect(res.statusCode).toBe(200);
    const started = res.json() as SubscribeResponse;
    expect(started.amountDue).toBe(295);
    expect(started.discount).toEqual({ code: 'WELCOME1', summary: '$1.00 off once', amountOffCents: 100 });
    const list = (await t.get('/api/admin/promotion-codes', t.admin.token)).json() as { codes: PromotionCodeView[] };
    expect(list.codes.find((c) => c.code === 'WELCOME1')?.timesRedeemed).toBe(1);
    // Donations take no codes: the body refuses the key.
    const donation = await t.post('/api/create-subscription', { promotionCode: 'WELCOME1' });
    expect(donation.statusCode).toBe(400);
  });

  it('with Stripe Tax on, the discount shown is what the invoice took off before tax, not price less amount due', async () => {
    await createCode({ code: 'TAXED10', percentOff: 10, duration: 'once', products: ['paid_hosting'] });
    await t.app.services.stripeSettings.setAutomaticTax(true);
    try {
      const tag = randomBytes(4).toString('hex');
      const res = await t.post('/api/hosting/subscribe', {
        domain: `taxed-${tag}.store`,
        planType: 'starter',
        email: `taxed-${tag}@example.test`,
        fullName: 'Tina Taxed',
        billing: { address: { line1: 'Rue de Rivoli 1', city: 'Paris', postalCode: '75001', country: 'FR' } },
        promotionCode: 'TAXED10',
      });
      expect(res.statusCode, res.body).toBe(200);
      const started = res.json() as SubscribeResponse;
      const invoice = t.stripe.state.invoices.get(
        t.stripe.state.subscriptions.get(started.subscriptionId)!.latest_invoice!,
      )!;
      // 395 less 10 % (40) is 355, plus 20 % French VAT (71): 426 due. Price less amount due would show no discount.
      expect(invoice.discount_amount).toBe(40);
      expect(started.amountDue).toBe(355 + 71);
      expect(started.discount).toEqual({ code: 'TAXED10', summary: '10% off once', amountOffCents: 40 });
    } finally {
      await t.app.services.stripeSettings.setAutomaticTax(false);
    }
  });

  it('two people racing for the last redemption: exactly one wins, and nothing changed for the other', async () => {
    await createCode({ code: 'LASTONE', amountOffCents: 100, duration: 'once', maxRedemptions: 1 });
    const [a, b] = [await buyStarter(), await buyStarter()];
    const results = await Promise.all(
      [a, b].map((s) => change(s, { plan: String(t.packageIds.premium), promotionCode: 'LASTONE' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.findIndex((r) => r.statusCode === 400);
    expect(results[loser]!.json().message).toBe(PROMOTION_MESSAGES.usedUp);
    expect((await accountRow([a, b][loser]!.accountId)).packageId).toBe(t.packageIds.starter);
    // Past its redemptions, the code is refused to anyone after.
    const c = await buyStarter();
    const late = await preview(c, { plan: String(t.packageIds.premium), promotionCode: 'LASTONE' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PROMOTION_MESSAGES.usedUp);
  });

  it('a code past its expiry, an unknown one, and a first-purchase code for a paying customer are refused', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect((await createCode({ code: 'SOON', percentOff: 10, duration: 'once', expiresAt })).statusCode).toBe(201);
    expect(
      (await createCode({ code: 'NEWCOMER', percentOff: 10, duration: 'once', firstTimeOnly: true })).statusCode,
    ).toBe(201);
    const s = await buyStarter();
    t.clock.advance(20 * 60_000);
    const expired = await preview(s, { plan: String(t.packageIds.premium), promotionCode: 'SOON' });
    expect(expired.json().message).toBe(PROMOTION_MESSAGES.expired);
    const unknown = await preview(s, { plan: String(t.packageIds.premium), promotionCode: 'NOSUCHCODE' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, PROMOTION_MESSAGES.notFound]);
    const newcomer = await preview(s, { plan: String(t.packageIds.premium), promotionCode: 'NEWCOMER' });
    expect([newcomer.statusCode, newcomer.json().message]).toEqual([400, PROMOTION_MESSAGES.firstPurchaseOnly]);
  });
});

// Last: it moves the clock past a period end.
describe('downgrades', () => {
  it('a downgrade over quota is refused naming what to remove; one that fits waits for the period end', async () => {
    const s = await buyStarter();
    expect((await change(s, { plan: String(t.packageIds.premium) })).statusCode).toBe(200);
    await t.deliverNew();
    await t.runJobs(60_000);

    t.whmOverrides.usageStats = async () => ({
      diskusage: { count: 6000, max: 10240 },
      mysqldatabases: { count: 2, max: 5 },
    });
    const refused = await change(s, { plan: String(t.packageIds.starter) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(PLAN_CHANGE_MESSAGES.overQuota);
    expect(refused.json().remove).toEqual(['880 MB of files (the plan allows 5120 MB)']);

    t.whmOverrides.usageStats = async () => ({ diskusage: { count: 100, max: 10240 } });
    const shown = (await preview(s, { plan: String(t.packageIds.starter) })).json() as PlanChangePreview;
    expect(shown).toMatchObject({ direction: 'downgrade', amountDueNowCents: 0, nextAmountCents: 395 });
    const premiumPrice = t.stripe.state.subscriptions.get(s.subscriptionId)!.items[0]!.price;
    const res = await change(s, { plan: String(t.packageIds.starter) });
    expect(res.statusCode).toBe(200);
    const view = res.json() as PlanChangeView;
    expect(view.status).toBe('scheduled');
    const periodEnd = t.stripe.state.subscriptions.get(s.subscriptionId)!.items[0]!.current_period_end;
    expect(Date.parse(view.effectiveAt!)).toBe(periodEnd * 1000);
    expect(view.message).toContain('Until then you keep Premium');
    const billing = (await t.get('/api/billing', s.token)).json() as BillingView;
    expect(billing.subscriptions[0]!.planChange).toMatchObject({ status: 'scheduled', toName: 'Starter' });

    // Taken back before its date: Stripe's price is Premium's again, nothing charged; a second click changes nothing.
    const cancelUrl = `/api/billing/subscriptions/${s.billingId}/plan-change/cancel`;
    const cancelled = await send(cancelUrl, s.token, { attempt: randomUUID() });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ current: { name: 'Premium' }, pendingChange: null });
    expect(t.stripe.state.subscriptions.get(s.subscriptionId)!.items[0]!.price).toBe(premiumPrice);
    expect((await send(cancelUrl, s.token, {})).json()).toMatchObject({ pendingChange: null });
    expect((await t.get('/api/billing', s.token)).json().subscriptions[0].planChange).toBeNull();
    const events = (await t.get('/api/admin/audit-events?action=billing.plan_change_cancelled', t.admin.token)).json();
    expect(events.events).toHaveLength(1);

    // Scheduled again, to see it through.
    expect((await change(s, { plan: String(t.packageIds.starter) })).json().status).toBe('scheduled');

    // One at a time.
    const again = await change(s, { plan: String(t.packageIds.premium) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_CHANGE_MESSAGES.oneAtATime);

    // Nothing moves before the date; at the period end the package follows.
    await t.runJobs(60_000);
    expect((await accountRow(s.accountId)).packageId).toBe(t.packageIds.premium);
    t.clock.advance(periodEnd * 1000 - t.clock.now().getTime() + 1000);
    await t.runJobs();
    expect((await accountRow(s.accountId)).packageId).toBe(t.packageIds.starter);
    delete t.whmOverrides.usageStats;
  });
});
