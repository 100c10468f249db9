import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VPS_MESSAGES,
  type VpsAdminOrder,
  type VpsConfirmResponse,
  type VpsOwnerOrder,
  type VpsPackage,
  type VpsSubscribeResponse,
} from '../../../contract/vps.js';
import { auditEvents, mailOutbox, pendingOrders, users, vpsCheckouts, vpsOrders } from '../../db/schema/index.js';
import { PROMOTION_MESSAGES } from '../../../contract/promotion-codes.js';
import { RECONCILE_AFTER_MS } from './checkout.js';
import { paymentIntentIdOfSecret } from '../payments/stripe-objects.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

// Checkout, the paid step (success page and webhook, in either order), credentials shown once,
// the admin's fulfilment and the customer's view, through the API on the sandbox Stripe.
describe('VPS checkout and orders', () => {
  let t: PaymentsTestContext;
  let pkg: VpsPackage;
  let n = 0;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    const res = await send('POST', '/api/admin/vps-packages', {
      name: 'vps-growth',
      displayName: 'Growth VPS',
      price: 14.5,
      vcpu: 2,
      memory: 2048,
      storage: 80,
      trafficPort: '1Gbps',
      osChoices: [
        { label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' },
        { label: 'Windows 10', value: 'windows-10' },
      ],
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    pkg = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  function send(
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    token: string | null = t.admin.token,
  ) {
    return t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }
  const buyer = () => {
    n += 1;
    return { email: `vps${n}@example.test`, name: `Ada Lovelace${n}` };
  };
  const subscribe = async (who = buyer(), over: Record<string, unknown> = {}) => {
    const res = await t.post('/api/vps/subscribe', {
      ...who,
      packageId: pkg.id,
      operatingSystem: 'ubuntu-24-04',
      ...over,
    });
    return { res, who, started: res.json() as VpsSubscribeResponse };
  };
  const pay = (s: VpsSubscribeResponse, card = 'pm_card_visa') =>
    t.stripe.pay(paymentIntentIdOfSecret(s.clientSecret)!, card);
  const confirm = (s: VpsSubscribeResponse, over: Record<string, unknown> = {}) =>
    t.post('/api/vps/subscribe/confirm', {
      subscriptionId: s.subscriptionId,
      orderId: s.orderId,
      clientSecret: s.clientSecret,
      ...over,
    });
  const ordersOf = (email: string) => t.database.db.select().from(vpsOrders).where(eq(vpsOrders.customerEmail, email));
  const adminOrdersOf = async (orderId: number) =>
    t.database.db
      .select()
      .from(pendingOrders)
      .where(eq(pendingOrders.orderId, String(orderId)));
  /** Every event about this subscription the fake emitted so far, delivered (again), then the jobs run. */
  const deliverFor = async (subscriptionId: string) => {
    for (const event of t.stripe.state.events) {
      const o = event.data.object as { id?: string; parent?: { subscription_details?: { subscription?: string } } };
      if ((o.parent?.subscription_details?.subscription ?? o.id) !== subscriptionId) continue;
      expect((await t.deliver(event)).statusCode).toBe(200);
    }
    await t.runJobs();
  };

  it('payments not configured: VPS Checkout Unavailable, nothing stored, nothing sent to Stripe', async () => {
    const { res } = await subscribe();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: VPS_MESSAGES.checkoutUnavailable, stripeConfigured: false });
    expect(await t.database.db.select().from(vpsCheckouts)).toHaveLength(0);
    expect(t.stripe.requests).toHaveLength(0);
  });

  it('refuses a tampered price, an unknown or inactive package and an OS the package does not offer', async () => {
    await t.configureStripe();
    expect((await subscribe(buyer(), { price: 1 })).res.statusCode).toBe(400);
    expect((await subscribe(buyer(), { amount: 100 })).res.statusCode).toBe(400);
    const unknown = (await subscribe(buyer(), { packageId: 100001 })).res;
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VPS_MESSAGES.packageUnavailable);
    const os = (await subscribe(buyer(), { operatingSystem: 'windows-11' })).res;
    expect(os.statusCode).toBe(400);
    expect(os.json().message).toBe(VPS_MESSAGES.osNotOffered);
    expect((await subscribe({ email: 'not-an-email', name: 'X' })).res.statusCode).toBe(400);
    expect((await subscribe({ email: 'a@example.test', name: ' ' })).res.json().message).toBe(
      VPS_MESSAGES.customerNameRequired,
    );
    const hidden = (await send('POST', `/api/admin/vps-packages/${pkg.id}/duplicate`)).json() as VpsPackage;
    expect((await subscribe(buyer(), { packageId: hidden.id })).res.statusCode).toBe(404);
    expect(await t.database.db.select().from(vpsCheckouts)).toHaveLength(0);
  });

  it('Stripe down: subscribe answers 502 retryable, the checkout is closed as failed, nothing is ordered; a retry works', async () => {
    t.stripe.switches.fail('POST /v1/subscriptions', 500);
    const { res, who } = await subscribe();
    t.stripe.switches.reset();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ retryable: true });
    const rows = await t.database.db.select().from(vpsCheckouts).where(eq(vpsCheckouts.customerEmail, who.email));
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', stripeSubscriptionId: null })]);
    expect(await ordersOf(who.email)).toHaveLength(0);
    const again = await subscribe(who);
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(again.started.orderId).not.toBe(rows[0]!.orderId);
  });

  let paid: { started: VpsSubscribeResponse; who: { email: string; name: string }; answer: VpsConfirmResponse };
  it('a visitor orders: the package prices it, Stripe proves payment, one order with the package figures, credentials shown once', async () => {
    const { res, who, started } = await subscribe();
    expect(res.statusCode, res.body).toBe(200);
    expect(started).toMatchObject({ amountDue: 1450, currency: 'usd' });
    expect(started.subscriptionId).toMatch(/^sub_/);
    expect(started.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(started.hostedInvoiceUrl).toBeTruthy();
    const create = t.stripe.requests.find((r) => r.op === 'POST /v1/subscriptions')!;
    expect(create.params.payment_behavior).toBe('default_incomplete');
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.metadata).toMatchObject({
      kind: 'vps',
      orderId: String(started.orderId),
    });

    // /vps-checkout shows the order to the holder of the client secret only.
    const shown = await t.post('/api/vps/checkout', {
      subscriptionId: started.subscriptionId,
      clientSecret: started.clientSecret,
    });
    expect(shown.json()).toMatchObject({
      orderId: started.orderId,
      packageDisplayName: 'Growth VPS',
      price: 1450,
      operatingSystem: 'ubuntu-24-04',
      customerEmail: who.email,
      hostedInvoiceUrl: started.hostedInvoiceUrl,
      amountDue: 1450,
      discount: null,
    });
    expect(
      (await t.post('/api/vps/checkout', { subscriptionId: started.subscriptionId, clientSecret: 'pi_x_secret_y' }))
        .statusCode,
    ).toBe(404);

    // Not paid yet: the browser's word is not enough.
    const early = await confirm(started);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(VPS_MESSAGES.paymentNotComplete);
    expect(await ordersOf(who.email)).toHaveLength(0);

    expect(pay(started)).toMatchObject({ ok: true });
    // Someone with the ids but not the secret learns nothing and takes nothing.
    expect((await confirm(started, { clientSecret: 'pi_1_secret_guess' })).statusCode).toBe(404);
    expect((await confirm(started, { orderId: started.orderId + 1 })).statusCode).toBe(404);
    const first = await confirm(started);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json() as VpsConfirmResponse;
    expect(answer.order).toMatchObject({
      id: started.orderId,
      status: 'pending',
      customerEmail: who.email,
      packageName: 'Growth VPS',
      packagePrice: 1450,
      vcpu: 2,
      memory: 2048,
      storage: 80,
      operatingSystem: 'ubuntu-24-04',
      subscriptionStatus: 'active',
      server: null,
    });
    expect(answer.credentials).toMatchObject({ email: who.email });
    expect(answer.credentials!.username).toBeTruthy();
    expect(answer.credentials!.password.length).toBeGreaterThanOrEqual(16);
    paid = { started, who, answer };

    // The double success page: the same order, no credentials the second time, nothing new anywhere.
    const second = (await confirm(started)).json() as VpsConfirmResponse;
    expect(second.order).toEqual(answer.order);
    expect(second.credentials).toBeNull();
    expect(second.credentialsMessage).toBe(VPS_MESSAGES.credentialsShownOnce);
    const [row] = await ordersOf(who.email);
    expect(row!.oneTimeCredentials).toBeNull();
    expect(row!.credentialsShownAt).toBeTruthy();
    expect(await t.database.db.select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
    expect(await adminOrdersOf(started.orderId)).toEqual([
      expect.objectContaining({ orderType: 'vps', status: 'pending', totalPrice: 1450, customerEmail: who.email }),
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `vps-order:${started.orderId}`));
    expect(mails).toHaveLength(1);

    // The generated credentials sign in.
    const login = await t.post('/api/auth/login', {
      username: answer.credentials!.username,
      password: answer.credentials!.password,
    });
    expect(login.statusCode, login.body).toBe(200);

    // Webhook after the success page (and redelivered): still one order, one admin order, one mail.
    await deliverFor(started.subscriptionId);
    await deliverFor(started.subscriptionId);
    expect(await ordersOf(who.email)).toHaveLength(1);
    expect(await adminOrdersOf(started.orderId)).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `vps-order:${started.orderId}`)),
    ).toHaveLength(1);
  });

  it('webhook before the success page: the webhook writes the order, the page still shows the credentials once', async () => {
    const { started, who } = await subscribe();
    pay(started);
    await deliverFor(started.subscriptionId);
    const [row] = await ordersOf(who.email);
    expect(row).toMatchObject({
      id: started.orderId,
      status: 'pending',
      subscriptionStatus: 'active',
      packagePrice: 1450,
    });
    expect(row!.oneTimeCredentials).toMatch(/^v1\./);
    await deliverFor(started.subscriptionId);
    const answer = (await confirm(started)).json() as VpsConfirmResponse;
    expect(answer.credentials?.email).toBe(who.email);
    expect((await confirm(started)).json().credentials).toBeNull();
    expect(await ordersOf(who.email)).toHaveLength(1);
    expect(await adminOrdersOf(started.orderId)).toHaveLength(1);
  });

  it('the success page racing the webhook: one order, one account', async () => {
    const { started, who } = await subscribe();
    pay(started);
    const [a, b] = await Promise.all([confirm(started), confirm(started), deliverFor(started.subscriptionId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const shown = [a.json(), b.json()].filter((r: VpsConfirmResponse) => r.credentials !== null);
    expect(shown).toHaveLength(1);
    expect(await ordersOf(who.email)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
  });

  it('an e-mail that already has an account: the order joins it, no credentials are generated', async () => {
    const client = await t.client();
    const { started } = await subscribe({ email: client.email, name: 'Known Customer' });
    pay(started);
    const answer = (await confirm(started)).json() as VpsConfirmResponse;
    expect(answer.credentials).toBeNull();
    expect(answer.credentialsMessage).toBe(VPS_MESSAGES.existingAccount);
    const [row] = await ordersOf(client.email);
    expect(row!.userId).toBe(client.user.id);
  });

  it('a declined card writes nothing; a cancelled subscription is shown on the order', async () => {
    const { started, who } = await subscribe();
    expect(pay(started, 'pm_card_chargeDeclined')).toMatchObject({ ok: false });
    expect((await confirm(started)).statusCode).toBe(409);
    await deliverFor(started.subscriptionId);
    expect(await ordersOf(who.email)).toHaveLength(0);

    t.stripe.state.cancel(t.stripe.state.subscriptions.get(paid.started.subscriptionId)!);
    await deliverFor(paid.started.subscriptionId);
    const [row] = await ordersOf(paid.who.email);
    expect(row!.subscriptionStatus).toBe('canceled');
  });

  it('a lost webhook and a buyer who never comes back: reconciliation writes the order; an expired checkout is closed', async () => {
    const lost = await subscribe();
    pay(lost.started);
    const abandoned = await subscribe();
    t.stripe.state.expire(t.stripe.state.subscriptions.get(abandoned.started.subscriptionId)!);
    // Too young: left alone.
    await t.app.services.vps.reconcile();
    expect(await ordersOf(lost.who.email)).toHaveLength(0);
    t.clock.advance(RECONCILE_AFTER_MS + 1000);
    const result = await t.app.services.vps.reconcile();
    expect(result.failures).toBe(0);
    expect(await ordersOf(lost.who.email)).toEqual([
      expect.objectContaining({ id: lost.started.orderId, status: 'pending', subscriptionStatus: 'active' }),
    ]);
    expect(await adminOrdersOf(lost.started.orderId)).toHaveLength(1);
    const [closed] = await t.database.db
      .select()
      .from(vpsCheckouts)
      .where(eq(vpsCheckouts.stripeSubscriptionId, abandoned.started.subscriptionId));
    expect(closed!.status).toBe('failed');
    expect((await confirm(abandoned.started)).json().message).toBe(VPS_MESSAGES.paymentFailed);
    // The buyer comes back after all: the credentials are still there, once.
    expect(((await confirm(lost.started)).json() as VpsConfirmResponse).credentials?.email).toBe(lost.who.email);
  });

  it('completion needs IP, username and password; the password is sealed and shown only to the admin and the owner', async () => {
    const { started, who, answer } = paid;
    const url = `/api/vps-orders/${started.orderId}`;
    const client = await t.client();
    expect((await send('GET', '/api/vps-orders', undefined, client.token)).statusCode).toBe(403);
    expect((await send('PUT', url, { status: 'completed' }, client.token)).statusCode).toBe(403);

    const bare = await send('PUT', url, { status: 'completed' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(VPS_MESSAGES.missingServerDetails);
    const noPassword = await send('PUT', url, {
      status: 'completed',
      serverIpAddress: '203.0.113.7',
      serverUsername: 'root',
    });
    expect(noPassword.json().message).toBe(VPS_MESSAGES.missingServerDetails);
    expect((await ordersOf(who.email))[0]).toMatchObject({ status: 'pending', serverIpAddress: null });

    const secret = 'S3rver-Pa55-word!';
    const done = await send('PUT', url, {
      status: 'completed',
      serverIpAddress: '203.0.113.7',
      serverUsername: 'root',
      serverPassword: secret,
      serverSshPort: 2222,
      serverNotes: 'Welcome',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      serverPassword: secret,
      serverSshPort: 2222,
      serverRdpPort: 3389,
      processedBy: t.admin.user.id,
    });
    expect((done.json() as VpsAdminOrder).processedAt).toBeTruthy();
    const [row] = await ordersOf(who.email);
    expect(row!.serverPassword).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    // A completed order cannot lose its password.
    expect((await send('PUT', url, { serverPassword: '' })).json().message).toBe(VPS_MESSAGES.missingServerDetails);
    // The customer is told the server is ready, once, whatever the admin edits afterwards.
    expect((await send('PUT', url, { serverNotes: 'Welcome aboard' })).statusCode).toBe(200);
    const ready = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `vps-ready:${started.orderId}`));
    expect(ready.map((m) => ({ template: m.template, to: m.recipient }))).toEqual([
      { template: 'vps-ready', to: who.email },
    ]);
    expect(ready[0]!.data).not.toContain(secret);

    const adminList = (await send('GET', '/api/vps-orders')).json() as VpsAdminOrder[];
    expect(adminList.find((o) => o.id === started.orderId)?.serverPassword).toBe(secret);

    // The owner, signed in with the generated credentials, sees the server.
    const login = (
      await t.post('/api/auth/login', {
        username: answer.credentials!.username,
        password: answer.credentials!.password,
      })
    ).json() as { token: string };
    const byEmail = `/api/vps-orders/by-email/${encodeURIComponent(who.email)}`;
    const mine = (await send('GET', byEmail, undefined, login.token)).json() as VpsOwnerOrder[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.server).toMatchObject({
      ipAddress: '203.0.113.7',
      username: 'root',
      password: secret,
      sshPort: 2222,
      notes: 'Welcome aboard',
    });
    expect(
      (
        await send(
          'GET',
          `/api/vps-orders/by-email/${encodeURIComponent(who.email.toUpperCase())}`,
          undefined,
          login.token,
        )
      ).json(),
    ).toHaveLength(1);

    // Anybody else: the same empty answer as an e-mail with no orders.
    const other = await send('GET', byEmail, undefined, client.token);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
    expect(other.body).not.toContain(secret);
    const signedOut = await send('GET', byEmail, undefined, null);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual([]);
    expect(
      (await send('GET', '/api/vps-orders/by-email/nobody%40example.test', undefined, client.token)).json(),
    ).toEqual([]);
    expect((await send('GET', byEmail)).json()).toHaveLength(1);
  });

  it('an order not yet completed shows no server details to its owner', async () => {
    const client = await t.client();
    const [row] = await ordersOf(client.email);
    expect(row).toBeUndefined();
    const { started } = await subscribe({ email: client.email, name: 'Owner Two' });
    pay(started);
    await confirm(started);
    await send('PUT', `/api/vps-orders/${started.orderId}`, {
      status: 'processing',
      serverIpAddress: '198.51.100.1',
      serverPassword: 'not-yet',
    });
    const mine = (
      await send('GET', `/api/vps-orders/by-email/${encodeURIComponent(client.email)}`, undefined, client.token)
    ).json() as VpsOwnerOrder[];
    expect(mine).toEqual([expect.objectContaining({ id: started.orderId, status: 'processing', server: null })]);
    expect(JSON.stringify(mine)).not.toContain('not-yet');
  });

  it('delete cancels a live subscription at Stripe first; ids past 100,000 are 404', async () => {
    const { started, who } = await subscribe();
    pay(started);
    await confirm(started);
    expect((await send('PUT', '/api/vps-orders/100001', { status: 'processing' })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/vps-orders/100001')).statusCode).toBe(404);
    const res = await send('DELETE', `/api/vps-orders/${started.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.status).toBe('canceled');
    expect(await ordersOf(who.email)).toHaveLength(0);
    // A late redelivery does not bring it back.
    await deliverFor(started.subscriptionId);
    expect(await ordersOf(who.email)).toHaveLength(0);
    expect((await send('DELETE', `/api/vps-orders/${started.orderId}`)).statusCode).toBe(404);
  });

  it('completion is audited; the buyer exports the order, then erasure stops the subscription and anonymises it', async () => {
    const { who, started } = await subscribe();
    pay(started);
    const { credentials } = (await confirm(started)).json() as VpsConfirmResponse;
    const complete = await send('PUT', `/api/vps-orders/${started.orderId}`, {
      status: 'completed',
      serverIpAddress: '203.0.113.9',
      serverUsername: 'root',
      serverPassword: 'Audit-Me-Not-42',
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const [event] = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'vps-order.completed'))
    ).filter((e) => e.targetId === String(started.orderId));
    expect(event).toMatchObject({
      targetType: 'vps-order',
      targetId: String(started.orderId),
      actorId: t.admin.user.id,
    });
    expect(JSON.stringify(event!.details)).not.toContain('Audit-Me-Not-42');

    const login = await t.post('/api/auth/login', { username: credentials!.username, password: credentials!.password });
    const token = (login.json() as { token: string }).token;
    const exported = await send('GET', '/api/user/export', undefined, token);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderType: 'vps',
          id: started.orderId,
          customerEmail: who.email,
          packageName: 'Growth VPS',
        }),
      ]),
    );

    const erased = await send(
      'POST',
      '/api/user/erase',
      { currentPassword: credentials!.password, confirm: 'DELETE' },
      token,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().kept.orders).toBeGreaterThanOrEqual(1);
    expect(t.stripe.state.subscriptions.get(started.subscriptionId)!.status).toBe('canceled');
    const [order] = await t.database.db.select().from(vpsOrders).where(eq(vpsOrders.id, started.orderId));
    expect(order).toMatchObject({
      customerEmail: 'erased@invalid',
      customerName: null,
      serverPassword: null,
      userId: null,
      packagePrice: 1450,
    });
  });
  it('takes a promotion code for VPS: the discount shown before the card, the redemption listed; guessing is slowed', async () => {
    await t.configureStripe();
    const code = await send('POST', '/api/admin/promotion-codes', {
      code: 'VPSFIVE',
      amountOffCents: 500,
      duration: 'once',
      products: ['vps'],
    });
    expect(code.statusCode, code.body).toBe(201);
    const { res, started } = await subscribe(buyer(), { promotionCode: 'vpsfive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(started.amountDue).toBe(1450 - 500);
    expect(started.discount).toEqual({ code: 'VPSFIVE', summary: '$5.00 off once', amountOffCents: 500 });
    // /vps-checkout opened elsewhere (no history state) hears the same from the server's checkout answer.
    const shown = await t.post('/api/vps/checkout', {
      subscriptionId: started.subscriptionId,
      clientSecret: started.clientSecret,
    });
    expect(shown.json()).toMatchObject({ price: 1450, amountDue: 950, discount: started.discount });
    // Paid: the success page's pixel value is what was paid, not the package price.
    pay(started);
    const confirmed = await confirm(started);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().amountPaid).toBe(950);
    const listed = await send('GET', `/api/admin/promotion-codes/${code.json().id}/redemptions`);
    expect(listed.json().redemptions).toEqual([
      expect.objectContaining({
        productKind: 'vps',
        usedAt: 'checkout',
        email: expect.stringMatching(/@example.test$/),
      }),
    ]);
    // Per person: five wrong guesses are free, the sixth waits (429), from any address.
    const guesser = buyer();
    for (let i = 0; i < 5; i += 1) {
      const wrong = (await subscribe(guesser, { promotionCode: `NOPE${i}` })).res;
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, PROMOTION_MESSAGES.notFound]);
    }
    expect((await subscribe(guesser, { promotionCode: 'VPSFIVE' })).res.statusCode).toBe(429);
    // Per address: twenty wrong guesses from one address under different names, then it waits.
    const from = (who: { email: string; name: string }, promotionCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vps/subscribe',
        payload: { ...who, packageId: pkg.id, operatingSystem: 'ubuntu-24-04', promotionCode },
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < 20; i += 1) expect((await from(buyer(), `WRONG${i}`)).statusCode).toBe(400);
    expect((await from(buyer(), 'VPSFIVE')).statusCode).toBe(429);
    // Refused codes started nothing at Stripe.
    expect(code.json().timesRedeemed).toBe(0);
    expect((await send('GET', '/api/admin/promotion-codes')).json().codes).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'VPSFIVE', timesRedeemed: 1 })]),
    );
  });
});
