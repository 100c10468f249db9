import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout-sessions.js';
import { EXTRA_RUN_MESSAGES } from '../../../contract/compute-extra-runs.js';
import { PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { startFakeStripe, type FakeStripe } from '../../../sandbox/stripe.js';
import { billingPayments, computeExtraRuns, vpsInstances } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { FAST_STRIPE } from '../../test/kits/payments.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

// The $3 run beyond the free trial falls back to Stripe Checkout when Stripe.js cannot load. The session is
// for the row the buyer already started (its amount, one per row); the run starts once Stripe says the session paid,
// whether the buyer's return to /compute (the launch route) or the commerce core's events ask first.
describe('a paid run on Stripe Checkout', () => {
  let t: ComputeTestContext;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createComputeTestApp({ STRIPE_API_URL: stripe.url, ...FAST_STRIPE, PUBLIC_URL: 'http://localhost' });
    await t.linkAzure({ allowedRegions: 'westeurope' });
    await t.app.services.stripeSettings.saveSettings({
      publicKey: stripe.publishableKey,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      isTestMode: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(() => stripe.switches.reset());

  /** A client whose free trial ran and was terminated, with a started $3 payment. */
  async function buyer(): Promise<{ client: SignedInUser; id: number }> {
    const client = await t.client();
    const free = await t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, client.token);
    expect(free.statusCode).toBe(201);
    await t.del(`/api/compute/${free.json().id}`, client.token);
    const start = await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token);
    expect(start.statusCode, start.body).toBe(201);
    return { client, id: start.json().id };
  }
  const askCheckout = (id: number, token: string) =>
    t.post(`/api/compute/azure/extra-run/${id}/checkout-session`, {}, token);
  const launch = (id: number, token: string) => t.post(`/api/compute/azure/extra-run/${id}/launch`, {}, token);
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id)))[0]!;
  const liveRunsOf = async (userId: number) =>
    (await t.database.db.select().from(vpsInstances).where(eq(vpsInstances.userId, userId))).filter(
      (r) => r.status !== 'terminated',
    );
  const payOnPage = (url: string, card: string) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ card }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  const checkoutIntentOf = (sessionId: string) => stripe.state.checkoutSessions.get(sessionId)!.payment_intent!;
  /** Stripe's events since the last call, signed and posted to the webhook as Stripe does; then the core's jobs. */
  let delivered = 0;
  async function deliver(events = stripe.state.events.slice(delivered)) {
    delivered = stripe.state.events.length;
    for (const event of events) {
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
  }

  it("paid on Stripe's page: the return launches the run once with the row's amount; asked twice, the same session", async () => {
    const { client, id } = await buyer();
    const res = await askCheckout(id, client.token);
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId, url } = res.json();
    expect(stripe.state.checkoutSessions.get(sessionId)).toMatchObject({
      amount_total: 300,
      currency: 'usd',
      customer_email: client.email,
      payment_intent: null,
      client_reference_id: `azure-extra-run-${id}`,
      metadata: { kind: 'azure-extra-run', extraRunId: String(id), userId: String(client.user.id) },
      success_url: `http://localhost/compute?extra_run=${id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: 'http://localhost/compute',
    });
    expect(stripe.requests.filter((r) => r.op === 'POST /v1/checkout/sessions').at(-1)!.idempotencyKey).toBe(
      `azure-extra-run:${id}:checkout-session`,
    );
    expect((await askCheckout(id, client.token)).json()).toEqual({ sessionId, url });
    expect(
      stripe.requests.filter(
        (r) => r.op === 'POST /v1/checkout/sessions' && r.params.client_reference_id === `azure-extra-run-${id}`,
      ),
    ).toHaveLength(1);

    // Someone else's payment is not there for them; not paid yet is not paid.
    const stranger = await t.client();
    expect((await askCheckout(id, stranger.token)).statusCode).toBe(404);
    expect((await launch(id, client.token)).json().message).toBe(EXTRA_RUN_MESSAGES.notPaid);

    const paid = await payOnPage(url, '4242 4242 4242 4242');
    expect(paid.headers.get('location')).toBe(`http://localhost/compute?extra_run=${id}&session_id=${sessionId}`);
    const launched = await launch(id, client.token);
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json()).toMatchObject({ provider: 'azure', region: 'westeurope' });
    expect(launched.json().adminPassword).toMatch(/^.{20}$/);
    expect(await rowOf(id)).toMatchObject({
      status: 'launched',
      paymentIntentId: checkoutIntentOf(sessionId),
      checkoutSessionId: sessionId,
    });

    // The events after it (and the return again) find it launched: one payment recorded, one run.
    expect((await launch(id, client.token)).json().id).toBe(launched.json().id);
    await deliver();
    expect(await liveRunsOf(client.user.id)).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(billingPayments)
        .where(eq(billingPayments.productRef, String(id))),
    ).toMatchObject([
      { productKind: 'azure-extra-run', stripePaymentIntentId: checkoutIntentOf(sessionId), amountCents: 300 },
    ]);
    const late = await askCheckout(id, client.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
  });

  it('the buyer closed the tab after paying: checkout.session.completed or payment_intent.succeeded starts the run', async () => {
    await deliver();
    const first = await buyer();
    const a = (await askCheckout(first.id, first.client.token)).json();
    await payOnPage(a.url, '4242424242424242');
    await deliver();
    expect(await rowOf(first.id)).toMatchObject({ status: 'launched', paymentIntentId: checkoutIntentOf(a.sessionId) });
    expect(await liveRunsOf(first.client.user.id)).toHaveLength(1);

    // Only payment_intent.succeeded arrives: a PaymentIntent the row does not have yet; the metadata names the row,
    // its session proves it.
    const second = await buyer();
    const b = (await askCheckout(second.id, second.client.token)).json();
    await payOnPage(b.url, '4242424242424242');
    const intent = checkoutIntentOf(b.sessionId);
    await deliver(
      stripe.eventsOf('payment_intent.succeeded').filter((e) => (e.data.object as { id: string }).id === intent),
    );
    expect(await rowOf(second.id)).toMatchObject({ status: 'launched', paymentIntentId: intent });

    // The session id never reached the row: found by the session's metadata.
    const third = await buyer();
    const c = (await askCheckout(third.id, third.client.token)).json();
    await t.database.db
      .update(computeExtraRuns)
      .set({ checkoutSessionId: null })
      .where(eq(computeExtraRuns.id, third.id));
    await payOnPage(c.url, '4242424242424242');
    await deliver();
    expect(await rowOf(third.id)).toMatchObject({ status: 'launched', checkoutSessionId: c.sessionId });
  });

  it("declined on Stripe's page: nothing starts; the session expiring closes the row and Checkout is not offered again", async () => {
    const { client, id } = await buyer();
    const { sessionId, url } = (await askCheckout(id, client.token)).json();
    const declined = await payOnPage(url, '4000 0000 0000 0002');
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await launch(id, client.token)).statusCode).toBe(409);
    expect(await liveRunsOf(client.user.id)).toHaveLength(0);

    // Stripe expires it: checkout.session.expired reaches the core, and the row is closed.
    await fetch(`${stripe.url}/__sandbox/checkout_sessions/${sessionId}/expire`, { method: 'POST' });
    await deliver();
    expect((await rowOf(id)).status).toBe('failed');
    const closed = await launch(id, client.token);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(CHECKOUT_MESSAGES.expired);
    expect((await askCheckout(id, client.token)).json().message).toBe(CHECKOUT_MESSAGES.startAgain);
    expect(await liveRunsOf(client.user.id)).toHaveLength(0);
  });

  it('Stripe down when the session is asked for: a clear 502, nothing charged, the row still pending; the retry answers one session', async () => {
    const { client, id } = await buyer();
    for (const kind of ['fail', 'hang', 'garbage'] as const) {
      stripe.switches[kind]('POST /v1/checkout/sessions');
      const res = await askCheckout(id, client.token);
      expect(res.statusCode, kind).toBe(502);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
      stripe.switches.reset();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'pending', checkoutSessionId: null });
    const retry = await askCheckout(id, client.token);
    expect(retry.statusCode).toBe(200);
    expect((await rowOf(id)).checkoutSessionId).toBe(retry.json().sessionId);
    expect(
      [...stripe.state.paymentIntents.values()].filter(
        (pi) => pi.metadata.extraRunId === String(id) && pi.status === 'succeeded',
      ),
    ).toHaveLength(0);
  });
});
