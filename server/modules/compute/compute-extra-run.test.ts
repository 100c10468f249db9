import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_RUN_MESSAGES } from '../../../contract/compute-extra-runs.js';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { startFakeStripe, type FakeStripe } from '../../../sandbox/stripe.js';
import { billingPayments, cloudAccounts, computeExtraRuns, users, vpsInstances } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { FAST_STRIPE } from '../../test/kits/payments.js';
import { paymentIntentIdOfSecret } from '../payments/stripe-objects.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

// 001 §9: one free Azure trial per verified account, extra usage $3 per 48 hours — paid through Stripe, started
// only after Stripe says the PaymentIntent succeeded, once per payment.
describe('a paid Azure run beyond the free trial', () => {
  let t: ComputeTestContext;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createComputeTestApp({ STRIPE_API_URL: stripe.url, ...FAST_STRIPE });
    await t.linkAzure({ allowedRegions: 'westeurope' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  /** A client whose free trial ran and was terminated. */
  async function clientWithTrialUsed(): Promise<SignedInUser> {
    const client = await t.client();
    const free = await t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, client.token);
    expect(free.statusCode).toBe(201);
    await t.del(`/api/compute/${free.json().id}`, client.token);
    return client;
  }

  const deliver = async (type: string) => {
    for (const event of stripe.state.events.filter((e) => e.type === type)) {
      const { payload, header } = stripe.webhooks.sign(event, {
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.runJobs();
  };

  it('without Stripe keys the run is refused with a clear message, and nothing is written', async () => {
    const client = await clientWithTrialUsed();
    const meta = (await t.get('/api/compute/meta', client.token)).json();
    expect(meta.trial).toMatchObject({ freeTrialAvailable: false, paymentsAvailable: false });
    const refused = await t.post('/api/compute/provision', { os: 'windows-11' }, client.token);
    expect(refused.json()).toMatchObject({ message: COMPUTE_MESSAGES.azurePaymentUnavailable, paymentRequired: true });
    const start = await t.post('/api/compute/azure/extra-run', { os: 'windows-11' }, client.token);
    expect(start.statusCode).toBe(503);
    expect(start.json().message).toBe(EXTRA_RUN_MESSAGES.paymentsUnavailable);
    expect(
      await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.userId, client.user.id)),
    ).toHaveLength(0);
  });

  it('pay $3, then launch: Stripe proves the payment, the run starts once, the webhook changes nothing more', async () => {
    await t.app.services.stripeSettings.saveSettings({
      publicKey: stripe.publishableKey,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      isTestMode: true,
    });
    const client = await clientWithTrialUsed();
    expect((await t.get('/api/compute/meta', client.token)).json().trial.paymentsAvailable).toBe(true);
    const refused = await t.post('/api/compute/provision', { os: 'windows-11' }, client.token);
    expect(refused.json()).toMatchObject({ message: EXTRA_RUN_MESSAGES.paidNote, paymentRequired: true });

    const start = await t.post('/api/compute/azure/extra-run', { os: 'windows-11' }, client.token);
    expect(start.statusCode, start.body).toBe(201);
    const { id, clientSecret, amount, currency } = start.json();
    expect({ amount, currency }).toEqual({ amount: 300, currency: 'usd' });
    const intentId = paymentIntentIdOfSecret(clientSecret)!;
    expect(stripe.state.paymentIntents.get(intentId)).toMatchObject({
      amount: 300,
      metadata: { kind: 'azure-extra-run', extraRunId: String(id) },
    });

    // Not paid yet: the browser's word is not proof.
    const early = await t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, client.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EXTRA_RUN_MESSAGES.notPaid);

    // Another user cannot launch (or learn about) this payment.
    const stranger = await t.client();
    expect((await t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, stranger.token)).statusCode).toBe(404);
    expect((await t.post('/api/compute/azure/extra-run/100001/launch', {}, client.token)).statusCode).toBe(404);

    stripe.pay(intentId, 'pm_card_visa');
    const launched = await t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, client.token);
    expect(launched.statusCode, launched.body).toBe(200);
    const run = launched.json();
    expect(run).toMatchObject({ provider: 'azure', plan: 'Standard_B1ms', region: 'westeurope' });
    expect(run.adminPassword).toMatch(/^.{20}$/);

    // A reload of the launch and the webhook both find the same instance.
    const again = (await t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, client.token)).json();
    expect(again.id).toBe(run.id);
    await deliver('payment_intent.succeeded');
    const mine = await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.userId, client.user.id));
    expect(mine.filter((r) => r.status !== 'terminated')).toHaveLength(1);
    const [row] = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id));
    expect(row).toMatchObject({ status: 'launched', instanceId: run.id });

    // While the paid run goes, a second one cannot be bought.
    const second = await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(COMPUTE_MESSAGES.azureTrialRunning);
  });

  it('the webhook alone starts a run whose buyer closed the tab after paying', async () => {
    const client = await clientWithTrialUsed();
    const { id, clientSecret } = (
      await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token)
    ).json();
    stripe.pay(paymentIntentIdOfSecret(clientSecret)!, 'pm_card_visa');
    await deliver('payment_intent.succeeded');
    const [row] = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id));
    expect(row!.status).toBe('launched');
    const instance = (await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.id, row!.instanceId!)))[0]!;
    expect(instance).toMatchObject({ userId: client.user.id, isTrial: true, cloudProvider: 'azure' });
  });

  it('a declined card launches nothing and says why', async () => {
    const client = await clientWithTrialUsed();
    const { id, clientSecret } = (
      await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token)
    ).json();
    stripe.pay(paymentIntentIdOfSecret(clientSecret)!, 'pm_card_chargeDeclined');
    const res = await t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, client.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/declined/i);
    expect(
      (await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.userId, client.user.id))).filter(
        (r) => r.status !== 'terminated',
      ),
    ).toHaveLength(0);
  });

  it('refuses: the free trial still unused, an anonymous account, an admin, an unknown OS', async () => {
    const fresh = await t.client();
    const unused = await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, fresh.token);
    expect(unused.statusCode).toBe(409);
    expect(unused.json().message).toBe(EXTRA_RUN_MESSAGES.freeTrialAvailable);

    const anonymous = await t.client();
    await t.database.db.update(users).set({ isAnonymous: true, email: null }).where(eq(users.id, anonymous.user.id));
    expect((await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, anonymous.token)).statusCode).toBe(
      403,
    );

    const admin = await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, t.admin.token);
    expect(admin.json().message).toBe(EXTRA_RUN_MESSAGES.adminsNeedNoPayment);

    const bad = await t.post('/api/compute/azure/extra-run', { os: 'debian-12' }, fresh.token);
    expect(bad.statusCode).toBe(400);
    expect((await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' })).statusCode).toBe(401);
  });

  it('a refund: a paid run not started yet never starts; a started one is marked and keeps going', async () => {
    const ledgerOf = async (intentId: string) =>
      (await t.database.db.select().from(billingPayments).where(eq(billingPayments.paymentKey, intentId)))[0]!;
    const refund = (paymentId: number) =>
      t.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'Asked for their money back' }, t.admin.token);

    // Started: the refund marks it; the machine is the admin's to stop.
    const client = await clientWithTrialUsed();
    const started = (await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token)).json();
    const startedIntent = paymentIntentIdOfSecret(started.clientSecret)!;
    stripe.pay(startedIntent, 'pm_card_visa');
    await deliver('payment_intent.succeeded');
    expect((await refund((await ledgerOf(startedIntent)).id)).statusCode).toBe(200);
    await t.runJobs();
    const [launched] = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, started.id));
    expect(launched).toMatchObject({ status: 'launched' });
    expect(launched!.refundedAt).toBeInstanceOf(Date);

    // Paid while no trial account was active, so it waits to start: refunded, it is closed and never starts.
    const waiting = await clientWithTrialUsed();
    const run = (await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, waiting.token)).json();
    const intentId = paymentIntentIdOfSecret(run.clientSecret)!;
    stripe.pay(intentId, 'pm_card_visa');
    await t.database.db.update(cloudAccounts).set({ isActive: false }).where(eq(cloudAccounts.provider, 'azure'));
    await deliver('payment_intent.succeeded');
    expect(
      (await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, run.id)))[0],
    ).toMatchObject({ status: 'pending' });
    expect((await refund((await ledgerOf(intentId)).id)).statusCode).toBe(200);
    await t.runJobs();
    await t.database.db.update(cloudAccounts).set({ isActive: true }).where(eq(cloudAccounts.provider, 'azure'));
    const [closed] = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, run.id));
    expect(closed).toMatchObject({ status: 'failed', instanceId: null });
    expect(closed!.refundedAt).toBeInstanceOf(Date);
    const launch = await t.post(`/api/compute/azure/extra-run/${run.id}/launch`, {}, waiting.token);
    expect(launch.statusCode).toBe(400);
    expect(launch.json().message).toBe(EXTRA_RUN_MESSAGES.refunded);
    await deliver('payment_intent.succeeded');
    expect(
      (await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, run.id)))[0],
    ).toMatchObject({ status: 'failed', instanceId: null });
  });

  // Last in the file: it moves the shared clock a day on.
  it('a payment neither the browser nor the webhook brought home starts at the reconciliation; an abandoned one closes', async () => {
    const rowOf = async (id: number) =>
      (await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id)))[0]!;
    const reconcile = async (afterMs: number) => {
      t.clock.advance(afterMs);
      await t.app.services.compute.scheduleExtraRunReconciliation();
      await t.runJobs();
    };
    const paidBuyer = await clientWithTrialUsed();
    const paid = (await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, paidBuyer.token)).json();
    stripe.pay(paymentIntentIdOfSecret(paid.clientSecret)!, 'pm_card_visa');
    const unpaidBuyer = await clientWithTrialUsed();
    const unpaid = (await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, unpaidBuyer.token)).json();

    // Too recent: the buyer's own launch call may still come.
    await reconcile(60_000);
    expect((await rowOf(paid.id)).status).toBe('pending');

    await reconcile(10 * 60_000);
    const started = await rowOf(paid.id);
    expect(started).toMatchObject({ status: 'launched' });
    const instance = (
      await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.id, started.instanceId!))
    )[0]!;
    expect(instance).toMatchObject({ userId: paidBuyer.user.id, cloudProvider: 'azure', isTrial: true });
    expect((await rowOf(unpaid.id)).status).toBe('pending');

    // Once more changes nothing: one payment, one run.
    await reconcile(60 * 60_000);
    expect(
      (await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.userId, paidBuyer.user.id))).filter(
        (r) => r.status !== 'terminated',
      ),
    ).toHaveLength(1);

    // A day unpaid: abandoned. Paid after all, it still launches.
    await reconcile(24 * 60 * 60_000);
    expect((await rowOf(unpaid.id)).status).toBe('failed');
    // (A day on, the buyer signs in again.)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: unpaidBuyer.user.username, password: unpaidBuyer.password },
    });
    const token = signIn.json().token as string;
    expect((await t.post(`/api/compute/azure/extra-run/${unpaid.id}/launch`, {}, token)).statusCode).toBe(400);
    stripe.pay(paymentIntentIdOfSecret(unpaid.clientSecret)!, 'pm_card_visa');
    const late = await t.post(`/api/compute/azure/extra-run/${unpaid.id}/launch`, {}, token);
    expect(late.statusCode, late.body).toBe(200);
    expect((await rowOf(unpaid.id)).status).toBe('launched');
  });
});
