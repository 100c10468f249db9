import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout-sessions.js';
import { PAYMENT_MESSAGES, type CreatePaymentIntentResponse } from '../../../contract/payments.js';
import { billingPayments, donations, mailOutbox, plugins } from '../../db/schema/index.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

// The $5 plugin donation falls back to Stripe Checkout when Stripe.js cannot load. The session is for the
// row the donor already started (same amount, one session per row); Stripe makes its PaymentIntent only at payment,
// and the row completes with it only when Stripe says so (success page, the commerce core's events, reconciliation).
describe('the plugin donation on Stripe Checkout', () => {
  let t: PaymentsTestContext;
  let pluginId: number;
  beforeAll(async () => {
    // The site's origin; requests arrive as http://localhost:80 (inject's default host), the same site.
    t = await createPaymentsTestApp({ PUBLIC_URL: 'http://localhost' });
    await t.configureStripe();
    const [plugin] = await t.database.db.insert(plugins).values({ name: 'SEO Pro', slug: 'seo-pro' }).returning();
    pluginId = plugin!.id;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.stripe.switches.reset());

  const start = async (email?: string): Promise<CreatePaymentIntentResponse> => {
    const res = await t.post('/api/create-payment-intent', { amount: 5, pluginId, ...(email ? { email } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const askCheckout = (started: { paymentIntentId: string; clientSecret: string }) =>
    t.post('/api/create-checkout-session', {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
    });
  /** The row by its Checkout Session id or its PaymentIntent id. */
  const rowOf = async (reference: string) =>
    (await t.database.db.select().from(donations).where(eq(donations.stripeCheckoutSessionId, reference)))[0] ??
    (await t.database.db.select().from(donations).where(eq(donations.stripePaymentIntentId, reference)))[0]!;
  const rowById = async (id: number) => (await t.database.db.select().from(donations).where(eq(donations.id, id)))[0]!;
  const statusOf = (sessionId: string) => t.get(`/api/donation-status?session_id=${sessionId}`);
  /** The donor on Stripe's hosted page (the browser's form post; the 303 to success_url is the answer). */
  const payOnPage = (url: string, card: string) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ card, email: 'page@example.test' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  const sessionCreates = () => t.stripe.requests.filter((r) => r.op === 'POST /v1/checkout/sessions');
  /** The commerce core's ledger rows of a donation, and the receipts of a payment. */
  const paymentsOf = (donationId: number) =>
    t.database.db
      .select()
      .from(billingPayments)
      .where(
        and(eq(billingPayments.productKind, 'plugin_donation'), eq(billingPayments.productRef, String(donationId))),
      );
  const receiptsOf = (paymentIntentId: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `payment-receipt:${paymentIntentId}`));

  it("paid: one session for the row (asked twice, the same), paid on Stripe's page, the success page completes it with Checkout's PaymentIntent", async () => {
    const started = await start('donor@example.test');
    const row = await rowOf(started.paymentIntentId);
    const before = sessionCreates().length;
    const res = await askCheckout(started);
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(`${t.stripe.url}/c/pay/${sessionId}`);
    const session = t.stripe.state.checkoutSessions.get(sessionId)!;
    // The server's amount and the row's id; Stripe sends the browser back to this site's success page.
    expect(session).toMatchObject({
      amount_total: 500,
      currency: 'usd',
      customer_email: 'donor@example.test',
      client_reference_id: `donation-${row.id}`,
      payment_intent: null,
      metadata: {
        kind: 'plugin_donation',
        donationId: String(row.id),
        pluginId: String(pluginId),
        pluginSlug: 'seo-pro',
      },
      success_url: 'http://localhost/plugin-checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/plugin/seo-pro/donate',
    });
    expect(session.intent_data).toMatchObject({
      metadata: { kind: 'plugin_donation', donationId: String(row.id) },
      receipt_email: 'donor@example.test',
    });
    expect(
      sessionCreates()
        .slice(before)
        .map((r) => r.idempotencyKey),
    ).toEqual([`donation:${row.id}:checkout-session`]);
    expect((await rowById(row.id)).stripeCheckoutSessionId).toBe(sessionId);

    const again = await askCheckout(started);
    expect(again.json()).toEqual({ sessionId, url });
    expect(sessionCreates().length).toBe(before + 1);
    expect((await statusOf(sessionId)).json()).toMatchObject({
      status: 'pending',
      kind: 'plugin',
      pluginSlug: 'seo-pro',
    });

    const paid = await payOnPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost/plugin-checkout-success?session_id=${sessionId}`);
    const viaCheckout = t.stripe.state.checkoutSessions.get(sessionId)!.payment_intent!;
    expect(viaCheckout).not.toBe(started.paymentIntentId);
    // The success page asks before any webhook: the server reads the session from Stripe and completes the row.
    expect((await statusOf(sessionId)).json()).toMatchObject({
      status: 'completed',
      amount: 500,
      pluginName: 'SEO Pro',
      pluginSlug: 'seo-pro',
      message: null,
    });
    const done = await rowById(row.id);
    expect(done).toMatchObject({
      status: 'completed',
      stripePaymentIntentId: viaCheckout,
      stripeCheckoutSessionId: sessionId,
    });

    // Every event delivered (and again): the commerce core records the payment that was charged once, with one
    // receipt; the row stays completed once. Asking for checkout now is refused.
    await t.deliverAll();
    for (const event of t.stripe.state.events.slice(-3)) await t.deliver(event);
    await t.runJobs();
    expect((await rowById(row.id)).status).toBe('completed');
    expect(await paymentsOf(row.id)).toMatchObject([
      { paymentKey: viaCheckout, stripePaymentIntentId: viaCheckout, amountCents: 500, email: 'donor@example.test' },
    ]);
    expect(await receiptsOf(viaCheckout)).toMatchObject([{ recipient: 'donor@example.test' }]);
    const late = await askCheckout(started);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
  });

  it('the webhook alone completes it: checkout.session.completed by the session, payment_intent.succeeded by the metadata id', async () => {
    await t.deliverAll();
    const a = await start();
    const sessionA = (await askCheckout(a)).json();
    await payOnPage(sessionA.url, '4242424242424242');
    const piA = t.stripe.state.checkoutSessions.get(sessionA.sessionId)!.payment_intent!;
    await t.deliverAll();
    // A visitor gave no e-mail here; the one Stripe's page asked for is kept, and the receipt goes there.
    const rowA = await rowOf(sessionA.sessionId);
    expect(rowA).toMatchObject({ status: 'completed', donorEmail: 'page@example.test', stripePaymentIntentId: piA });
    expect(await receiptsOf(piA)).toMatchObject([{ recipient: 'page@example.test' }]);

    // Only payment_intent.succeeded arrives (the other event is late): its PaymentIntent is not on the row yet, and
    // the donationId in its metadata names the row, which records it and completes.
    const b = await start();
    const sessionB = (await askCheckout(b)).json();
    const rowB = await rowOf(sessionB.sessionId);
    await payOnPage(sessionB.url, '4242424242424242');
    const piB = t.stripe.state.checkoutSessions.get(sessionB.sessionId)!.payment_intent!;
    const succeeded = t.stripe
      .eventsOf('payment_intent.succeeded')
      .find((e) => (e.data.object as { id: string }).id === piB)!;
    expect((await t.deliver(succeeded)).statusCode).toBe(200);
    await t.runJobs();
    expect(await rowById(rowB.id)).toMatchObject({ status: 'completed', stripePaymentIntentId: piB });
    await t.deliverAll();
    expect(await paymentsOf(rowB.id)).toHaveLength(1);

    // The session id never reached the row (a crash after Stripe answered): the session's metadata names the row.
    const c = await start();
    const sessionC = (await askCheckout(c)).json();
    const rowC = await rowOf(sessionC.sessionId);
    await t.database.db.update(donations).set({ stripeCheckoutSessionId: null }).where(eq(donations.id, rowC.id));
    await payOnPage(sessionC.url, '4242424242424242');
    await t.deliverAll();
    expect(await rowById(rowC.id)).toMatchObject({ status: 'completed', stripeCheckoutSessionId: sessionC.sessionId });

    // Another product's session that names a donation id in its metadata: not the donations' business.
    const d = await start();
    const rowD = await rowOf(d.paymentIntentId);
    const foreign = await t.app.services.payments.createCheckoutSession({
      amount: 500,
      productName: 'Something else',
      metadata: { kind: 'other-product', donationId: String(rowD.id) },
      successUrl: 'http://localhost/s',
      cancelUrl: 'http://localhost/c',
      idempotencyKey: 'foreign-session',
    });
    await payOnPage(foreign.url!, '4242424242424242');
    await t.deliverAll();
    expect(await rowById(rowD.id)).toMatchObject({ status: 'pending', stripePaymentIntentId: d.paymentIntentId });
  });

  it("declined: Stripe's page says so and waits; the row stays pending until the session expires, then fails", async () => {
    const started = await start();
    const { sessionId, url } = (await askCheckout(started)).json();
    const declined = await payOnPage(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await statusOf(sessionId)).json()).toMatchObject({ status: 'pending' });
    const row = await rowOf(sessionId);
    expect(row.status).toBe('pending');

    // Stripe expires it: checkout.session.expired reaches the core, and the row is closed.
    await fetch(`${t.stripe.url}/__sandbox/checkout_sessions/${sessionId}/expire`, { method: 'POST' });
    await t.deliverAll();
    expect((await rowById(row.id)).status).toBe('failed');
    expect((await statusOf(sessionId)).json()).toMatchObject({
      status: 'failed',
      message: CHECKOUT_MESSAGES.expired,
      completedAt: null,
    });
    const again = await askCheckout(started);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.startAgain);
  });

  it('expired before the row heard of it: asked again, a fresh session for the same row (its own key), which pays', async () => {
    const started = await start();
    const first = (await askCheckout(started)).json();
    const row = await rowOf(first.sessionId);
    const expired = await fetch(`${t.stripe.url}/__sandbox/checkout_sessions/${first.sessionId}/expire`, {
      method: 'POST',
    });
    expect(await expired.json()).toEqual({ status: 'expired' });
    const second = (await askCheckout(started)).json();
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(sessionCreates().at(-1)!.idempotencyKey).toBe(
      `donation:${row.id}:checkout-session:after:${first.sessionId}`,
    );
    expect((await rowById(row.id)).stripeCheckoutSessionId).toBe(second.sessionId);
    await payOnPage(second.url, '4242424242424242');
    expect((await statusOf(second.sessionId)).json().status).toBe('completed');
    expect((await statusOf(first.sessionId)).statusCode).toBe(404);
  });

  it('Stripe down when the session is asked for: a clear 502, nothing charged, the row still pending; the retry works', async () => {
    const started = await start();
    const row = await rowOf(started.paymentIntentId);
    for (const kind of ['fail', 'hang', 'garbage'] as const) {
      t.stripe.switches[kind]('POST /v1/checkout/sessions');
      const res = await askCheckout(started);
      expect(res.statusCode, kind).toBe(502);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
      t.stripe.switches.reset();
    }
    const after = await rowById(row.id);
    expect(after).toMatchObject({ status: 'pending', stripeCheckoutSessionId: null });
    expect(
      [...t.stripe.state.paymentIntents.values()].filter(
        (pi) => pi.metadata.donationId === String(row.id) && pi.status === 'succeeded',
      ),
    ).toHaveLength(0);
    // A hang may have left a session at Stripe (the work happens, the answer never comes): the retry under the same
    // key is answered with it, so the row still has exactly one.
    const retry = await askCheckout(started);
    expect(retry.statusCode).toBe(200);
    const sessions = [...t.stripe.state.checkoutSessions.values()].filter(
      (s) => s.metadata.donationId === String(row.id),
    );
    expect(sessions.map((s) => s.id)).toContain(retry.json().sessionId);

    // Timed out but created: stripe-node's retry with the same Idempotency-Key gets the same session.
    const other = await start();
    t.stripe.switches.hangAfter('POST /v1/checkout/sessions');
    const late = await askCheckout(other);
    expect(late.statusCode).toBe(200);
    const otherRow = await rowOf(other.paymentIntentId);
    expect(
      [...t.stripe.state.checkoutSessions.values()].filter((s) => s.metadata.donationId === String(otherRow.id)),
    ).toHaveLength(1);
  });

  it('Stripe sends the browser back to this site only: a forged Host header gets PUBLIC_URL', async () => {
    const started = await start();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { host: 'evil.example' },
      payload: { paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.stripe.state.checkoutSessions.get(res.json().sessionId)).toMatchObject({
      success_url: 'http://localhost/plugin-checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/plugin/seo-pro/donate',
    });
  });

  it('only the donor who started it may ask: a wrong secret, a subscription, an unknown or already paid intent are refused', async () => {
    const started = await start();
    expect(
      (await askCheckout({ ...started, clientSecret: `${started.paymentIntentId}_secret_guess` })).statusCode,
    ).toBe(404);
    expect((await askCheckout({ paymentIntentId: 'pi_unknown', clientSecret: 'pi_unknown_secret_x' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.post('/api/create-checkout-session', { paymentIntentId: 'not-an-id', clientSecret: 'x' })).statusCode,
    ).toBe(400);
    const sub = (
      await t.post('/api/create-subscription', {
        amount: 500,
        giftTier: '$5',
        giftType: 'vps',
        email: 'sub@example.test',
      })
    ).json();
    expect((await askCheckout(sub)).statusCode).toBe(404);
    t.stripe.pay(started.paymentIntentId, 'pm_card_visa');
    const paid = await askCheckout(started);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    expect((await t.get('/api/donation-status?session_id=cs_test_nothing')).statusCode).toBe(404);
    expect((await t.get('/api/donation-status')).statusCode).toBe(400);
  });

  // Last in the file: it moves the app's clock a day on.
  it('the reconciliation leaves an open session alone past a day and brings home one paid with no report', async () => {
    const started = await start();
    const { sessionId, url } = (await askCheckout(started)).json();
    const row = await rowOf(sessionId);
    t.clock.advance(25 * 60 * 60_000);
    await t.app.services.donations.reconcile();
    expect((await rowById(row.id)).status).toBe('pending');
    await payOnPage(url, '4242424242424242');
    await t.app.services.donations.reconcile();
    expect(await rowById(row.id)).toMatchObject({
      status: 'completed',
      stripePaymentIntentId: t.stripe.state.checkoutSessions.get(sessionId)!.payment_intent,
    });
  });
});
