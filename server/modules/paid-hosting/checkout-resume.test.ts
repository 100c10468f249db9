import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAID_HOSTING_MESSAGES as M,
  type ConfirmResponse,
  type SubscribeResponse,
} from '../../../contract/paid-hosting.js';
import { premiumHostingOrders } from '../../db/schema/index.js';
import { createPaidHostingTestApp, type PaidHostingTestContext } from '../../test/kits/paid-hosting.js';
import { paymentIntentIdOfSecret } from '../payments/stripe-objects.js';
import { HOLD_MS } from './checkout.js';

// "An abandoned checkout is resumable by its own buyer (same browser or same e-mail) and its hold on
// the domain ends within 15 minutes." The same browser asks POST /api/hosting/subscribe/resume for the checkout it
// remembers; another browser with the same e-mail simply starts again.
describe('resuming an abandoned paid-hosting checkout', () => {
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

  const buyer = () => {
    n += 1;
    return { email: `resumer${n}@example.test`, fullName: `Ada Resumer${n}` };
  };
  const subscribe = async (domain: string, who = buyer()) => {
    const res = await t.post('/api/hosting/subscribe', { domain, planType: 'premium', ...who });
    expect(res.statusCode, res.body).toBe(200);
    return { who, started: res.json() as SubscribeResponse };
  };
  const resume = (subscriptionId: string, email: string, extra: Record<string, unknown> = {}) =>
    t.post('/api/hosting/subscribe/resume', { subscriptionId, email, ...extra });
  const confirm = (started: SubscribeResponse, who: { email: string; fullName: string }) =>
    t.post('/api/hosting/subscribe/confirm', {
      subscriptionId: started.subscriptionId,
      domain: started.domain,
      planType: started.planType,
      ...who,
    });
  const orderOf = async (subscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(premiumHostingOrders)
        .where(eq(premiumHostingOrders.stripeSubscriptionId, subscriptionId))
    )[0]!;

  it("the same browser within the hold gets the same subscription's payment back, and paying it completes the order", async () => {
    const { who, started } = await subscribe('resume-one.com');
    t.clock.advance(HOLD_MS - 60_000);
    const res = await resume(started.subscriptionId, who.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as SubscribeResponse;
    // The same subscription, its same open invoice (so its same PaymentIntent): nothing new was started at Stripe.
    expect(again).toEqual(started);
    expect(t.stripe.state.subscriptions.size).toBe(1);
    t.stripe.pay(paymentIntentIdOfSecret(again.clientSecret!)!, 'pm_card_visa');
    const done = await confirm(again, who);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as ConfirmResponse).hostingAccount.status).toBe('active');
    // Coming back once more after paying: nothing to pay; the browser confirms and shows the same answer.
    const paid = (await resume(started.subscriptionId, who.email)).json() as SubscribeResponse;
    expect(paid).toMatchObject({
      subscriptionId: started.subscriptionId,
      clientSecret: null,
      hostedInvoiceUrl: null,
      domain: 'resume-one.com',
    });
    expect((await confirm(started, who)).json()).toEqual(done.json());
  });

  it('paid on the hosted invoice page meanwhile (no webhook yet): no client secret, and confirm fulfils it', async () => {
    const { who, started } = await subscribe('resume-two.com');
    const invoice = [...t.stripe.state.invoices.values()].find((i) => i.subscription === started.subscriptionId)!;
    const page = await fetch(`${started.hostedInvoiceUrl}/pay`, {
      method: 'POST',
      body: 'card=4242+4242+4242+4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await page.text()).toContain('Invoice paid');
    expect(invoice.status).toBe('paid');
    const res = (await resume(started.subscriptionId, who.email)).json() as SubscribeResponse;
    expect(res).toMatchObject({ clientSecret: null, amountDue: 895 });
    expect((await confirm(started, who)).statusCode).toBe(200);
    expect((await orderOf(started.subscriptionId)).status).toBe('active');
  });

  it("someone else's checkout, an unknown one, or a malformed ask: 404 or 400, nothing told", async () => {
    const { started } = await subscribe('resume-three.com');
    const stranger = await resume(started.subscriptionId, 'someone@else.test');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.checkoutNotFound);
    const unknown = await resume('sub_unknown', 'someone@else.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(stranger.json());
    expect((await resume(started.subscriptionId, 'not-an-email')).statusCode).toBe(400);
    expect((await resume(started.subscriptionId, 'someone@else.test', { clientSecret: 'x' })).statusCode).toBe(400);
  });

  it('after the hold: "This checkout has expired", and the name is free for others', async () => {
    const { who, started } = await subscribe('resume-four.com');
    t.clock.advance(HOLD_MS + 1000);
    const late = await resume(started.subscriptionId, who.email);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.checkoutExpired);
    const rival = await subscribe('resume-four.com');
    expect(rival.started.domain).toBe('resume-four.com');
    // The abandoned subscription was cancelled so it can no longer be paid; asking for it again says it expired.
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.status).toBe('canceled');
    expect((await resume(started.subscriptionId, who.email)).json().message).toBe(M.checkoutExpired);
  });

  it('the same e-mail from another browser starts again: its own hold is released, the old subscription cancelled', async () => {
    const first = await subscribe('resume-five.com');
    // Another browser remembers nothing: the buyer checks the name and starts again with the same e-mail.
    expect((await t.post('/api/domains/availability', { label: 'resume-five', tld: 'com' })).json()).toMatchObject({
      available: true,
    });
    const second = await subscribe('resume-five.com', first.who);
    expect(second.started.subscriptionId).not.toBe(first.started.subscriptionId);
    expect(t.stripe.state.subscriptions.get(first.started.subscriptionId)!.status).toBe('canceled');
    expect((await orderOf(first.started.subscriptionId)).status).toBe('released');
    // The first browser coming back cannot pay the released checkout; the new one can be resumed.
    expect((await resume(first.started.subscriptionId, first.who.email)).json().message).toBe(M.checkoutExpired);
    expect((await resume(second.started.subscriptionId, first.who.email)).json()).toEqual(second.started);
    // A rival is still kept out while the buyer's new hold lasts.
    const rival = await t.post('/api/hosting/subscribe', {
      domain: 'resume-five.com',
      planType: 'premium',
      ...buyer(),
    });
    expect(rival.statusCode).toBe(409);
    expect(rival.json().message).toBe(M.domainHeld);
  });

  it('a subscription Stripe expired (never paid for 23 hours) cannot be resumed', async () => {
    const { who, started } = await subscribe('resume-six.com');
    t.stripe.state.expire(t.stripe.state.subscriptions.get(started.subscriptionId)!);
    const res = await resume(started.subscriptionId, who.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.checkoutExpired);
  });

  it('Stripe down: 502 with the usual message, and the checkout can be resumed once it is back', async () => {
    const { who, started } = await subscribe('resume-seven.com');
    t.stripe.switches.fail('GET /v1/subscriptions/:id', 503);
    try {
      const down = await resume(started.subscriptionId, who.email);
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe('Stripe could not be reached. Please try again in a moment.');
    } finally {
      t.stripe.switches.reset();
    }
    expect((await resume(started.subscriptionId, who.email)).json()).toEqual(started);
  });
});
