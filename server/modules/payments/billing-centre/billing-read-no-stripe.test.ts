import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingView } from '../../../../contract/billing.js';
import type { CreateSubscriptionResponse } from '../../../../contract/payments.js';
import type { SignedInUser } from '../../../test/accounts.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../../test/kits/payments.js';

// A page view reads the database only: even a failed renewal's retry date is the mirror's copy of the open invoice's
// next attempt (written when the core mirrors the subscription), so GET /api/billing makes no call to Stripe.
describe('GET /api/billing asks Stripe nothing', () => {
  let t: PaymentsTestContext;
  let donor: SignedInUser;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    await t.configureStripe();
    donor = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = async () => {
    const res = await t.app.inject({ url: '/api/billing', headers: { authorization: `Bearer ${donor.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingView;
  };

  it("shows a failed renewal's retry date from the mirror, with Stripe unreachable", async () => {
    const res = await t.post(
      '/api/create-subscription',
      { amount: 2000, giftTier: '$20', giftType: 'both' },
      donor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    t.stripe.pay((res.json() as CreateSubscriptionResponse).paymentIntentId, 'pm_card_visa');
    await t.deliverAll();
    const sub = [...t.stripe.state.subscriptions.values()].find((s) => s.metadata.kind === 'donation')!;
    t.stripe.state.renew(sub, 'failed');
    await t.deliverAll();

    // The sandbox keeps its latest requests: the newest one is the same object after the view when none was made.
    const lastAsked = t.stripe.requests.at(-1);
    t.stripe.switches.fail('GET /v1/invoices', 500);
    const failed = (await view()).subscriptions[0]!;
    t.stripe.switches.reset();
    expect(t.stripe.requests.at(-1)).toBe(lastAsked);
    expect(failed.status).toBe('payment_failed');
    expect(new Date(failed.nextPaymentAttemptAt!).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
