import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { stripeSettings } from '../../db/schema/index.js';
import { createPaymentsTestApp, type PaymentsTestContext } from '../../test/kits/payments.js';

describe('GET/PUT /api/admin/stripe-settings (001 §5, §7)', () => {
  let t: PaymentsTestContext;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (body: Record<string, unknown>, token = t.admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/stripe-settings',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
  const good = () => ({
    publicKey: t.stripe.publishableKey,
    secretKey: t.stripe.secretKey,
    webhookSecret: t.stripe.webhookSecret,
    isTestMode: true,
  });

  it('is for admins only', async () => {
    const client = await t.client();
    expect((await t.get('/api/admin/stripe-settings')).statusCode).toBe(401);
    expect((await t.get('/api/admin/stripe-settings', client.token)).statusCode).toBe(403);
    expect((await put(good(), client.token)).statusCode).toBe(403);
  });

  it('starts unset', async () => {
    expect((await t.get('/api/admin/stripe-settings', t.admin.token)).json()).toMatchObject({
      publicKey: null,
      hasSecretKey: false,
      hasWebhookSecret: false,
      isConfigured: false,
      isTestMode: true,
      webhookPath: '/api/stripe/webhook',
    });
  });

  it('requires both keys with the right prefixes (the webhook secret is optional), and keys of the chosen mode', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good(), publicKey: '' }, PAYMENT_MESSAGES.publicKeyRequired],
      [{ ...good(), secretKey: undefined }, PAYMENT_MESSAGES.secretKeyRequired],
      [{ ...good(), webhookSecret: 'whsec_with spaces' }, PAYMENT_MESSAGES.webhookSecretPrefix],
      [{ ...good(), publicKey: 'sk_test_abc' }, PAYMENT_MESSAGES.publicKeyPrefix],
      [{ ...good(), secretKey: 'pk_test_abc' }, PAYMENT_MESSAGES.secretKeyPrefix],
      [{ ...good(), webhookSecret: 'secret_abc' }, PAYMENT_MESSAGES.webhookSecretPrefix],
      [{ ...good(), isTestMode: false }, PAYMENT_MESSAGES.liveModeNeedsLiveKeys],
      [{ ...good(), publicKey: 'pk_live_abc', secretKey: 'sk_live_abc' }, PAYMENT_MESSAGES.testModeNeedsTestKeys],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.database.db.select().from(stripeSettings)).toHaveLength(0);
  });

  it("a key Stripe refuses is refused with Stripe's own message, and nothing is stored", async () => {
    const res = await put({ ...good(), secretKey: 'sk_test_wrongwrongwrong1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid API Key provided: sk_test_****1234');
    expect(await t.database.db.select().from(stripeSettings)).toHaveLength(0);
  });

  it('Stripe unreachable during the check: 502, retryable, nothing stored', async () => {
    t.stripe.switches.hang('GET /v1/balance');
    const res = await put(good());
    t.stripe.switches.reset();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.stripeUnreachable);
    expect(await t.database.db.select().from(stripeSettings)).toHaveLength(0);
  });

  it('saves sealed, answers only whether secrets are set, and gives the browser only the publishable key', async () => {
    const res = await put(good());
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      publicKey: t.stripe.publishableKey,
      hasSecretKey: true,
      hasWebhookSecret: true,
      isConfigured: true,
    });
    expect(JSON.stringify(view)).not.toContain(t.stripe.secretKey);
    expect(JSON.stringify(view)).not.toContain(t.stripe.webhookSecret);
    const [row] = await t.database.db.select().from(stripeSettings);
    expect(row!.secretKey).not.toContain(t.stripe.secretKey);
    expect(row!.webhookSecret).not.toContain(t.stripe.webhookSecret);
    const config = await t.get('/api/client-config');
    expect(config.json().stripePublicKey).toBe(t.stripe.publishableKey);
    expect(config.body).not.toContain(t.stripe.secretKey);
    const read = await t.get('/api/admin/stripe-settings', t.admin.token);
    expect(read.body).not.toContain(t.stripe.secretKey);
    expect(read.body).not.toContain(t.stripe.webhookSecret);
  });
});
