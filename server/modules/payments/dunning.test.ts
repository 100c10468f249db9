import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscribeResponse } from '../../../contract/paid-hosting.js';
import type { AdminDonationsResponse, CreateSubscriptionResponse } from '../../../contract/payments.js';
import {
  billingPayments,
  billingSubscriptions,
  donations,
  hostingAccounts,
  jobs,
  pendingOrders,
  premiumHostingOrders,
} from '../../db/schema/index.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../test/kits/commerce.js';
import type { MailTemplateData } from '../mail/templates/index.js';
import { GRACE_ENDED_REASON } from '../paid-hosting/lifecycle.js';
import { DUNNING_GRACE_END_JOB, DUNNING_REMINDER_JOB } from './commerce/dunning.js';
import { paymentIntentIdOfSecret } from './stripe-objects.js';

// Dunning through the API on the sandbox Stripe and WHM: a failed renewal mails the customer at once with the
// pay-now link, reminds them before the grace ends, suspends paid hosting (or pauses a gift) when it ends unpaid, and
// a payment undoes it at once; every step is in the audit trail. Grace: the default 7 days, the reminder at day 5.

const DAY = 86_400_000;

describe('dunning', () => {
  let t: CommerceTestContext;
  let n = 0;
  beforeAll(async () => {
    t = await createCommerceTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.stripe.switches.reset();
  });

  const deliverNew = () => t.deliverNew();
  const mails = <K extends keyof MailTemplateData>(template: K, to: string) => t.mails(template, to);
  const audit = (action: string, targetId: string) => t.auditOf(action, targetId);
  const dunningJobs = (subscriptionId: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.kind, 'payments.dunning-%'))
      .then((rows) => rows.filter((j) => (j.payload as { subscriptionId?: string }).subscriptionId === subscriptionId));
  const buyPlan = () => t.buyPlan();
  // Read through the service: the buyer's session has long expired on a clock moved by days.
  const planOf = async (domain: string) => {
    const [order] = await t.database.db
      .select()
      .from(premiumHostingOrders)
      .where(eq(premiumHostingOrders.domainName, domain));
    return (await t.app.services.paidHosting.listPlans(order!.userId!))[0]!;
  };
  const accountOf = async (domain: string) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.domain, domain)))[0]!;

  it('paid hosting: mailed at once with the pay-now link, reminded at day 5, suspended at day 7 (Stripe down first: retried), back within a minute of paying', async () => {
    const { who, domain, sub, username } = await buyPlan();
    const failedAt = t.clock.now().getTime();
    const invoice = t.stripe.state.renew(sub, 'failed');
    await deliverNew();

    // At once: one mail with what failed, the amount, the open invoice's page, the grace end and what happens then.
    const [first, ...more] = await mails('payment-failed', who.email);
    expect(more).toEqual([]);
    expect(first!.data).toMatchObject({
      stage: 'failed',
      productLabel: 'Paid hosting',
      description: `Premium hosting for ${domain}`,
      amountCents: 895,
      currency: 'usd',
      reason: 'Your card was declined.',
      payUrl: `${t.stripe.url}/i/${invoice.id}`,
    });
    expect(new Date(first!.data.graceEndsAt).getTime()).toBeGreaterThanOrEqual(failedAt + 7 * DAY);
    expect(new Date(first!.data.graceEndsAt).getTime()).toBeLessThan(failedAt + 7 * DAY + 60_000);
    expect(first!.data.graceNotice).toBe('paid_hosting');
    expect(first!.data.describedAs).toMatchObject({ kind: 'paid_hosting' });
    const [mirror] = await t.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, sub.id));
    expect(mirror).toMatchObject({ status: 'past_due', openInvoiceId: invoice.id });
    expect(mirror!.paymentFailedAt).toBeInstanceOf(Date);
    expect(await audit('payment.renewal_failed', sub.id)).toHaveLength(1);
    expect((await dunningJobs(sub.id)).map((j) => [j.kind, j.status])).toEqual(
      expect.arrayContaining([
        [DUNNING_REMINDER_JOB, 'queued'],
        [DUNNING_GRACE_END_JOB, 'queued'],
      ]),
    );
    expect((await planOf(domain)).status).toBe('past_due');

    // Stripe retries the card and fails again (a second event), and an event is delivered twice: still one mail, one set of jobs.
    t.stripe.state.emit('invoice.payment_failed', invoice);
    await deliverNew();
    expect(await t.deliver(t.stripe.eventsOf('invoice.payment_failed').at(-1)!)).toBe(200);
    await t.runJobs();
    expect(await mails('payment-failed', who.email)).toHaveLength(1);
    expect(await dunningJobs(sub.id)).toHaveLength(2);

    // Day 4: nothing yet. Day 5: the reminder, with the same link.
    await t.runJobs(4 * DAY);
    expect(await mails('payment-failed', who.email)).toHaveLength(1);
    await t.runJobs(DAY + 60_000);
    const reminder = (await mails('payment-failed', who.email)).at(-1)!;
    expect(reminder.data).toMatchObject({
      stage: 'reminder',
      payUrl: `${t.stripe.url}/i/${invoice.id}`,
      amountCents: 895,
    });
    expect(await audit('payment.reminder_sent', sub.id)).toHaveLength(1);
    expect(t.whm.state.account(username)).toMatchObject({ suspended: false });

    // Day 7 with Stripe down: the grace end cannot ask whether it was paid, so nothing happens and the job retries.
    t.stripe.switches.fail('GET /v1/subscriptions/:id', 500);
    await t.runJobs(2 * DAY);
    await t.runJobs();
    expect(t.whm.state.account(username)).toMatchObject({ suspended: false });
    expect((await dunningJobs(sub.id)).find((j) => j.kind === DUNNING_GRACE_END_JOB)).toMatchObject({
      status: 'queued',
      attempts: 1,
    });
    t.stripe.switches.reset();
    await t.runJobs(10 * 60_000);
    await t.runJobs();
    expect(t.whm.state.account(username)).toMatchObject({ suspended: true, suspendReason: GRACE_ENDED_REASON });
    expect(await accountOf(domain)).toMatchObject({ status: 'suspended', suspendReason: GRACE_ENDED_REASON });
    expect((await planOf(domain)).status).toBe('suspended');
    expect((await mails('payment-failed', who.email)).at(-1)!.data).toMatchObject({
      stage: 'grace-ended',
      payUrl: `${t.stripe.url}/i/${invoice.id}`,
    });
    expect(await audit('payment.grace_ended', sub.id)).toEqual([
      expect.objectContaining({ actorId: null, details: expect.objectContaining({ outcome: 'product acted' }) }),
    ]);

    // The customer pays from the mail's link (the hosted invoice page): the site is back without waiting on the clock.
    const page = await fetch(`${t.stripe.url}/i/${invoice.id}/pay`, {
      method: 'POST',
      body: 'card=4242 4242 4242 4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await page.text()).toContain('Payment succeeded.');
    await deliverNew();
    expect(t.whm.state.account(username)).toMatchObject({ suspended: false });
    expect(await accountOf(domain)).toMatchObject({ status: 'active', suspendReason: null });
    expect((await planOf(domain)).status).toBe('active');
    expect(await audit('payment.renewal_recovered', sub.id)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ afterGraceEnd: true }) }),
    ]);
    const [after] = await t.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, sub.id));
    expect(after).toMatchObject({ status: 'active', paymentFailedAt: null, openInvoiceId: null });
    const renewal = await t.database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.stripeInvoiceId, invoice.id));
    expect(renewal).toEqual([expect.objectContaining({ isRenewal: true, amountCents: 895, status: 'paid' })]);
  });

  it('paid within the grace: the reminder and the grace end are cancelled and do nothing; a later failure starts a new cycle', async () => {
    const { who, sub, username } = await buyPlan();
    const invoice = t.stripe.state.renew(sub, 'failed');
    await deliverNew();
    expect(await mails('payment-failed', who.email)).toHaveLength(1);
    await t.runJobs(DAY);
    t.stripe.pay(invoice.payment_intent!, 'pm_card_visa');
    await deliverNew();
    expect((await dunningJobs(sub.id)).map((j) => [j.status, j.result])).toEqual([
      ['completed', { cancelled: true }],
      ['completed', { cancelled: true }],
    ]);
    expect(await audit('payment.renewal_recovered', sub.id)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ afterGraceEnd: false }) }),
    ]);
    await t.runJobs(8 * DAY);
    expect(await mails('payment-failed', who.email)).toHaveLength(1);
    expect(t.whm.state.account(username)).toMatchObject({ suspended: false });
    expect(await audit('payment.grace_ended', sub.id)).toEqual([]);

    // The next renewal fails too: a new cycle, its own mail and jobs.
    t.stripe.state.renew(sub, 'failed');
    await deliverNew();
    expect(await mails('payment-failed', who.email)).toHaveLength(2);
    expect((await dunningJobs(sub.id)).filter((j) => j.status === 'queued')).toHaveLength(2);
  });

  it('a job of a cycle that was paid while its cancellation was lost finds it closed and does nothing', async () => {
    const { who, sub, username } = await buyPlan();
    const invoice = t.stripe.state.renew(sub, 'failed');
    await deliverNew();
    // Paid at Stripe, but the app hears nothing yet (webhooks lost): the grace end asks Stripe and leaves the site up.
    t.stripe.pay(invoice.payment_intent!, 'pm_card_visa');
    t.skipEvents();
    await t.runJobs(8 * DAY);
    expect(t.whm.state.account(username)).toMatchObject({ suspended: false });
    expect((await mails('payment-failed', who.email)).map((m) => m.data.stage)).toEqual(['failed']);
    expect((await dunningJobs(sub.id)).map((j) => j.result)).toEqual([
      { skipped: 'paid or closed' },
      { skipped: 'paid or closed' },
    ]);
  });

  it('a donor whose renewal stays unpaid: the gift is paused, not lost (Donor group and gift order kept), and goes on when paid', async () => {
    const donor = await t.client();
    const started = (
      await t.post('/api/create-subscription', { amount: 1000, giftTier: '$10', giftType: 'vps' }, donor.token)
    ).json() as CreateSubscriptionResponse;
    t.stripe.pay(started.paymentIntentId, 'pm_card_visa');
    await deliverNew();
    const firstRow = async () =>
      (
        await t.database.db
          .select()
          .from(donations)
          .where(eq(donations.stripeSubscriptionId, started.subscriptionId))
          .orderBy(donations.id)
      )[0]!;
    expect(await firstRow()).toMatchObject({ status: 'completed', giftPausedAt: null });
    const sub = t.stripe.state.subscriptions.get(started.subscriptionId)!;

    const invoice = t.stripe.state.renew(sub, 'failed');
    await deliverNew();
    const [mail] = await mails('payment-failed', donor.email);
    expect(mail!.data).toMatchObject({
      stage: 'failed',
      productLabel: 'Donation',
      amountCents: 1000,
      payUrl: `${t.stripe.url}/i/${invoice.id}`,
    });
    expect(mail!.data.graceNotice).toBe('donation');
    expect(mail!.data.describedAs).toMatchObject({ kind: 'donation' });

    await t.runJobs(7 * DAY + 60_000);
    await t.runJobs();
    const paused = await firstRow();
    expect(paused.giftPausedAt).toBeInstanceOf(Date);
    expect(paused.status).toBe('completed');
    const gift = await t.database.db
      .select()
      .from(pendingOrders)
      .where(eq(pendingOrders.orderId, started.subscriptionId));
    expect(gift).toEqual([expect.objectContaining({ orderType: 'gift', status: 'pending' })]);
    const listed = JSON.parse(
      (await t.app.services.donations.readAdminDonations({ page: 1, limit: 100 })).json,
    ) as AdminDonationsResponse;
    expect(listed.donations.find((d) => d.id === paused.id)!.giftPausedAt).toBe(paused.giftPausedAt!.toISOString());
    expect(await audit('payment.grace_ended', sub.id)).toHaveLength(1);

    t.stripe.pay(invoice.payment_intent!, 'pm_card_visa');
    await deliverNew();
    expect((await firstRow()).giftPausedAt).toBeNull();
    expect(await audit('payment.renewal_recovered', sub.id)).toHaveLength(1);
  });

  it("a first payment that fails is the checkout's business: no dunning", async () => {
    n += 1;
    const who = { email: `first-fail${n}@example.test`, fullName: 'First Fail' };
    const started = (
      await t.post('/api/hosting/subscribe', { domain: `first-fail-${n}.com`, planType: 'premium', ...who })
    ).json() as SubscribeResponse;
    t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_chargeDeclined');
    await deliverNew();
    expect(await mails('payment-failed', who.email)).toEqual([]);
    expect(await dunningJobs(started.subscriptionId)).toEqual([]);
  });
});
