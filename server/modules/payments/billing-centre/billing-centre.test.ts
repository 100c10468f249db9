import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_LINK_TTL_MS,
  BILLING_MESSAGES,
  BILLING_TOKEN_HEADER,
  formatBillingDate,
  type BillingSubscription,
  type BillingView,
} from '../../../../contract/billing.js';
import {
  GIFT_ACTIVATION_HOURS,
  PAYMENT_MESSAGES,
  type CreateSubscriptionResponse,
} from '../../../../contract/payments.js';
import {
  billingSubscriptions,
  donations,
  emailVerifications,
  mailOutbox,
  pendingOrders,
} from '../../../db/schema/index.js';
import type { FakeSubscription } from '../../../../sandbox/stripe/state.js';
import { nextAddress, type SignedInUser } from '../../../test/accounts.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../../test/kits/payments.js';

// The billing centre via the API on the sandbox Stripe: what a donor sees, cancels, resumes and whose card they change,
// signed in or through the signed link of their receipt. Ledger ids start past 100,000, as on a site that has run a while.
describe('the billing centre', () => {
  let t: PaymentsTestContext;
  let donor: SignedInUser;
  let donorSub: BillingSubscription;
  /** The donor's subscription at the sandbox Stripe. */
  let donorStripeSub: FakeSubscription;
  let visitorSubscription: CreateSubscriptionResponse;
  const visitorEmail = 'visitor.donor@example.test';

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    await t.configureStripe();
    for (const seq of ['billing_subscriptions_id_seq', 'billing_payments_id_seq', 'donations_id_seq']) {
      await t.database.db.execute(sql.raw(`select setval('${seq}', 104230)`));
    }
    donor = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.stripe.switches.reset();
  });

  const withLink = (token: string) => ({ [BILLING_TOKEN_HEADER]: token });
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; link?: string; payload?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.link ? withLink(options.link) : {}),
      },
      ...(method === 'POST' ? { payload: (options.payload ?? {}) as object } : {}),
    });
  const view = async (who: { token?: string; link?: string }) => {
    const res = await inject('GET', '/api/billing', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingView;
  };
  const donate = async (body: Record<string, unknown>, token?: string) => {
    const res = await t.post('/api/create-subscription', body, token);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as CreateSubscriptionResponse;
    t.stripe.pay(started.paymentIntentId, 'pm_card_visa');
    await t.deliverAll();
    return started;
  };
  const stripeCalls = () => t.stripe.requests.filter((r) => r.method === 'POST').length;

  it("a signed-in donor sees their $20 donation: status, amount, next charge, card, receipt and the gift's 24-hour countdown", async () => {
    await donate({ amount: 2000, giftTier: '$20', giftType: 'both' }, donor.token);
    const body = await view({ token: donor.token });
    expect(body).toMatchObject({ access: 'account', emailUnconfirmed: true });
    expect(body.subscriptions).toHaveLength(1);
    donorSub = body.subscriptions[0]!;
    expect(donorSub.id).toBeGreaterThan(100_000);
    donorStripeSub = [...t.stripe.state.subscriptions.values()].find((s) => s.metadata.kind === 'donation')!;
    const periodEnd = new Date(donorStripeSub.items[0]!.current_period_end * 1000).toISOString();
    expect(donorSub).toMatchObject({
      productKind: 'donation',
      productLabel: 'Donation',
      status: 'active',
      statusLabel: 'Active',
      amountCents: 2000,
      currency: 'usd',
      interval: 'month',
      currentPeriodEnd: periodEnd,
      nextChargeAt: periodEnd,
      cancelAtPeriodEnd: false,
      card: { brand: 'visa', last4: '4242' },
      payNowUrl: null,
      canCancel: true,
      canResume: false,
      canUpdateCard: true,
    });
    expect(donorSub.description).toContain('$20');
    expect(donorSub.receiptUrl).toContain(`${t.stripe.url}/i/in_`);
    const [row] = await t.database.db.select().from(donations).where(eq(donations.userId, donor.user.id));
    expect(donorSub.gift).toEqual({
      tier: '$20',
      type: 'both',
      state: 'being_set_up',
      completedAt: null,
      dueAt: new Date(row!.completedAt!.getTime() + GIFT_ACTIVATION_HOURS * 3_600_000).toISOString(),
    });
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({
      productLabel: 'Donation',
      status: 'paid',
      statusLabel: 'Paid',
      amountCents: 2000,
      subscriptionId: donorSub.id,
      isRenewal: false,
    });
    expect(body.payments[0]!.id).toBeGreaterThan(100_000);
  });

  it('the gift shows as set up once the admin completes its order', async () => {
    const [order] = await t.database.db.select().from(pendingOrders).where(eq(pendingOrders.orderType, 'gift'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pending-orders/${order!.id}`,
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { status: 'completed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const gift = (await view({ token: donor.token })).subscriptions[0]!.gift!;
    expect(gift).toMatchObject({ state: 'set_up', dueAt: null });
    expect(gift.completedAt).not.toBeNull();
  });

  it('without a session or a link: 401 saying how to get in; another user sees nothing of it and gets 404 on every change', async () => {
    const anonymous = await inject('GET', '/api/billing');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(BILLING_MESSAGES.signInOrLink);
    const stranger = await t.client();
    expect(await view({ token: stranger.token })).toMatchObject({ subscriptions: [], payments: [] });
    const before = stripeCalls();
    for (const action of ['cancel', 'resume', 'card']) {
      const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/${action}`, {
        token: stranger.token,
      });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
      expect(res.json().message).toBe(BILLING_MESSAGES.notFound);
      // An id nobody has answers the same.
      expect(
        (await inject('POST', `/api/billing/subscriptions/${donorSub.id + 1000}/${action}`, { token: donor.token }))
          .statusCode,
      ).toBe(404);
    }
    expect(stripeCalls()).toBe(before);
  });

  it('an unconfirmed account e-mail proves nothing: a visitor donation made with it shows only once the address is confirmed', async () => {
    const someone = await t.client();
    await donate({ amount: 500, giftTier: '$5', giftType: 'vps', email: someone.email });
    expect((await view({ token: someone.token })).subscriptions).toHaveLength(0);
    await t.database.db
      .insert(emailVerifications)
      .values({ userId: someone.user.id, email: someone.email, sentAt: t.clock.now(), verifiedAt: t.clock.now() });
    const confirmed = await view({ token: someone.token });
    expect(confirmed).toMatchObject({ email: someone.email, emailUnconfirmed: false });
    expect(confirmed.subscriptions.map((s) => s.amountCents)).toEqual([500]);
  });

  it("Stripe down while cancelling: 502 with the spec's message, and nothing changed at Stripe or in the mirror", async () => {
    t.stripe.switches.fail('POST /v1/subscriptions/:id', 500);
    const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/cancel`, {
      token: donor.token,
      payload: { attempt: randomUUID() },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
    const [mirror] = await t.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.id, donorSub.id));
    expect(mirror!.cancelAtPeriodEnd).toBe(false);
    expect(donorStripeSub.cancel_at_period_end).toBe(false);
    expect((await view({ token: donor.token })).subscriptions[0]).toMatchObject({ status: 'active', canCancel: true });
  });

  it('cancel at period end: Stripe keeps the donation until the period ends; a second click changes nothing', async () => {
    const attempt = randomUUID();
    const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/cancel`, {
      token: donor.token,
      payload: { attempt },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as BillingSubscription;
    expect(cancelled).toMatchObject({
      id: donorSub.id,
      status: 'cancelling',
      statusLabel: `Cancels on ${formatBillingDate(donorSub.currentPeriodEnd!)}`,
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      canCancel: false,
      canResume: true,
    });
    const update = t.stripe.requests.filter((r) => r.op === 'POST /v1/subscriptions/:id').at(-1)!;
    expect(update.params.cancel_at_period_end).toBe('true');
    expect(donorStripeSub.cancel_at_period_end).toBe(true);
    expect(update.idempotencyKey).toContain(attempt);
    const before = stripeCalls();
    const again = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/cancel`, {
      token: donor.token,
      payload: { attempt: randomUUID() },
    });
    expect(again.json()).toMatchObject({ status: 'cancelling' });
    expect(stripeCalls()).toBe(before);
    // The webhook that follows leaves it as it is.
    await t.deliverAll();
    expect((await view({ token: donor.token })).subscriptions[0]).toMatchObject({
      status: 'cancelling',
      cancelAtPeriodEnd: true,
    });
  });

  it('resume until that date: renews again; a second click changes nothing; a resume after the period is refused', async () => {
    const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/resume`, {
      token: donor.token,
      payload: { attempt: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'active',
      statusLabel: 'Active',
      cancelAtPeriodEnd: false,
      nextChargeAt: donorSub.currentPeriodEnd,
      canCancel: true,
      canResume: false,
    });
    const before = stripeCalls();
    expect(
      (
        await inject('POST', `/api/billing/subscriptions/${donorSub.id}/resume`, { token: donor.token, payload: {} })
      ).json(),
    ).toMatchObject({ status: 'active' });
    expect(stripeCalls()).toBe(before);

    // Cancelled again, and the period ended before Stripe's event did (the mirror still says cancelling): too late.
    await inject('POST', `/api/billing/subscriptions/${donorSub.id}/cancel`, { token: donor.token, payload: {} });
    const mirrorOf = eq(billingSubscriptions.id, donorSub.id);
    await t.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: new Date(t.clock.now().getTime() - 1000) })
      .where(mirrorOf);
    const late = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/resume`, {
      token: donor.token,
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BILLING_MESSAGES.periodOver);
    await t.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: new Date(donorSub.currentPeriodEnd!) })
      .where(mirrorOf);
    expect(
      (
        await inject('POST', `/api/billing/subscriptions/${donorSub.id}/resume`, { token: donor.token, payload: {} })
      ).json(),
    ).toMatchObject({ status: 'active' });
  });

  it("update card: a billing portal session for the subscription's customer, back to /billing; the new card shows after Stripe's event", async () => {
    const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/card`, { token: donor.token });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${t.stripe.url}/p/session/`)).toBe(true);
    const create = t.stripe.requests.find((r) => r.op === 'POST /v1/billing_portal/sessions')!;
    expect(create.params.customer).toBe(donorStripeSub.customer);
    expect(create.params.return_url).toMatch(/^http:\/\/[^/]+\/billing$/);
    expect(create.params.flow_data).toMatchObject({ type: 'payment_method_update' });
    expect(create.idempotencyKey).toMatch(/^billing-portal:/);
    // The customer types a Mastercard on the portal page; Stripe announces it; the mirror follows.
    const saved = await fetch(`${url}/card`, {
      method: 'POST',
      body: new URLSearchParams({ card: '5555 5555 5555 4444' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await saved.text()).toContain('Your card was updated.');
    await t.deliverAll();
    expect((await view({ token: donor.token })).subscriptions[0]!.card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('Stripe down while opening the portal: 502, the browser goes nowhere', async () => {
    t.stripe.switches.fail('POST /v1/billing_portal/sessions', 500);
    const res = await inject('POST', `/api/billing/subscriptions/${donorSub.id}/card`, { token: donor.token });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
  });

  it('a failed renewal shows Payment failed with the date Stripe retries and a one-click Pay now; paying brings it back', async () => {
    t.stripe.state.renew(donorStripeSub, 'failed');
    await t.deliverAll();
    const failed = (await view({ token: donor.token })).subscriptions[0]!;
    expect(failed).toMatchObject({
      status: 'payment_failed',
      statusLabel: 'Payment failed',
      nextChargeAt: null,
      canCancel: true,
      canUpdateCard: true,
    });
    expect(failed.payNowUrl).toContain(`${t.stripe.url}/i/in_`);
    expect(failed.paymentFailedAt).not.toBeNull();
    expect(new Date(failed.nextPaymentAttemptAt!).getTime()).toBeGreaterThan(t.clock.now().getTime());
    // The customer pays the open invoice on its hosted page.
    const paid = await fetch(`${failed.payNowUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242424242424242' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await paid.text()).toContain('Payment succeeded.');
    await t.deliverAll();
    const back = await view({ token: donor.token });
    expect(back.subscriptions[0]).toMatchObject({
      status: 'active',
      payNowUrl: null,
      paymentFailedAt: null,
      nextPaymentAttemptAt: null,
    });
    expect(back.payments.map((p) => p.isRenewal)).toEqual([true, false]);
  });

  describe('a visitor donor through the signed link of their receipt', () => {
    let link: string;
    it('every receipt carries a link to /billing for the address it goes to', async () => {
      visitorSubscription = await donate({ amount: 1000, giftTier: '$10', giftType: 'vps', email: visitorEmail });
      const receipt = await t.mailData('payment-receipt', visitorEmail);
      expect(receipt!.billingUrl).toMatch(/^https:\/\/hostfree\.test\/billing\?token=/);
      link = decodeURIComponent(new URL(receipt!.billingUrl!).searchParams.get('token')!);
      // The signed-in donor's receipts carry one too (to their account's address).
      expect((await t.mailData('payment-receipt', donor.email))!.billingUrl).toMatch(/\/billing\?token=/);
    });

    it('the link opens the same view for that address, without an account', async () => {
      const body = await view({ link });
      expect(body).toMatchObject({ access: 'link', email: visitorEmail, emailUnconfirmed: false });
      expect(body.subscriptions.map((s) => [s.productLabel, s.amountCents, s.status])).toEqual([
        ['Donation', 1000, 'active'],
      ]);
      expect(body.subscriptions[0]!.gift).toMatchObject({ tier: '$10', type: 'vps', state: 'being_set_up' });
      expect(body.payments).toHaveLength(1);
    });

    it("the link cancels and resumes that address's subscriptions only", async () => {
      const own = (await view({ link })).subscriptions[0]!;
      const cancel = await inject('POST', `/api/billing/subscriptions/${own.id}/cancel`, {
        link,
        payload: { attempt: randomUUID() },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json()).toMatchObject({ status: 'cancelling' });
      expect(t.stripe.state.subscriptions.get(visitorSubscription.subscriptionId)!.cancel_at_period_end).toBe(true);
      expect(
        (await inject('POST', `/api/billing/subscriptions/${own.id}/resume`, { link, payload: {} })).json(),
      ).toMatchObject({ status: 'active' });
      // The signed-in donor's subscription is not this address's.
      for (const action of ['cancel', 'resume', 'card']) {
        expect((await inject('POST', `/api/billing/subscriptions/${donorSub.id}/${action}`, { link })).statusCode).toBe(
          404,
        );
      }
    });

    it('a tampered link is refused as not valid; an expired one as expired (401), and nothing is shown', async () => {
      const [body, mac] = link.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), e: donor.email }),
      ).toString('base64url');
      for (const bad of [`${forged}.${mac}`, `${body}.${mac!.slice(0, -2)}xx`, 'garbage', `${body}.${mac}.extra`]) {
        const res = await inject('GET', '/api/billing', { link: bad });
        expect(res.statusCode, bad).toBe(401);
        expect(res.json()).toMatchObject({ message: BILLING_MESSAGES.linkInvalid, billingLink: 'invalid' });
      }
      t.clock.advance(BILLING_LINK_TTL_MS + 1000);
      try {
        const expired = await inject('GET', '/api/billing', { link });
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toMatchObject({ message: BILLING_MESSAGES.linkExpired, billingLink: 'expired' });
        expect((await inject('POST', `/api/billing/subscriptions/${donorSub.id}/cancel`, { link })).statusCode).toBe(
          401,
        );
      } finally {
        t.clock.advance(-(BILLING_LINK_TTL_MS + 1000));
      }
    });

    it('asking for a link answers 202 with the same words whether or not the address paid; only a payer gets mail', async () => {
      const ask = (payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/billing/link',
          payload: payload as object,
          remoteAddress: nextAddress(),
        });
      const known = await ask({ email: 'Visitor.Donor@example.test' });
      const unknown = await ask({ email: 'nobody-paid@example.test' });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual({ message: BILLING_MESSAGES.linkSent });
      expect(unknown.json()).toEqual(known.json());
      const mail = await t.mailData('billing-link', visitorEmail);
      expect(mail!.billingUrl).toMatch(/^https:\/\/hostfree\.test\/billing\?token=/);
      expect(await t.mailData('billing-link', 'nobody-paid@example.test')).toBeNull();
      const fresh = decodeURIComponent(new URL(mail!.billingUrl).searchParams.get('token')!);
      expect((await view({ link: fresh })).email).toBe(visitorEmail);
      expect((await ask({ email: 'not an address' })).statusCode).toBe(400);
    });

    it('an expired link is re-sent to its own address in one click; a forged one sends nothing', async () => {
      t.clock.advance(BILLING_LINK_TTL_MS + 1000);
      try {
        const outbox = async () => ({
          n: (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'billing-link'))).length,
        });
        const before = (await outbox()).n;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/billing/link',
          payload: { token: link },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode).toBe(202);
        expect((await outbox()).n).toBe(before + 1);
        const forged = await t.app.inject({
          method: 'POST',
          url: '/api/billing/link',
          payload: { token: `${link}x` },
          remoteAddress: nextAddress(),
        });
        expect(forged.json()).toEqual({ message: BILLING_MESSAGES.linkSent });
        expect((await outbox()).n).toBe(before + 1);
      } finally {
        t.clock.advance(-(BILLING_LINK_TTL_MS + 1000));
      }
    });

    it('a mailbox gets a few links an hour whoever asks; an address asking too often is slowed down (429)', async () => {
      const address = nextAddress();
      const ask = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/billing/link', payload: { email }, remoteAddress: address });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await ask(i % 2 ? visitorEmail : `x${i}@example.test`)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
