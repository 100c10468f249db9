// Stripe Tax on the paid run beyond the free trial, through the real app and the sandbox Stripe: with tax off the
// PaymentIntent is today's (no customer, no calculation); with it on the person's one customer gets the billing
// address, a Tax Calculation prices the run, the PaymentIntent charges its total linked to it, and once paid one Tax
// Transaction is recorded and the ledger and billing centre show the tax — a reverse charge for a verified EU VAT
// number, none where the place is not taxable — however often the launch and the webhook ask.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_DETAIL_MESSAGES } from '../../../contract/billing-details.js';
import type { BillingView } from '../../../contract/billing.js';
import { startFakeStripe, type FakeStripe } from '../../../sandbox/stripe.js';
import { billingCustomers, billingPayments, computeExtraRuns } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';
import { FAST_STRIPE } from '../../test/kits/payments.js';
import { paymentIntentIdOfSecret } from '../payments/stripe-objects.js';

let t: ComputeTestContext;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createComputeTestApp({ STRIPE_API_URL: stripe.url, ...FAST_STRIPE });
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

const setTax = (on: boolean) => t.app.services.stripeSettings.setAutomaticTax(on);
const tag = () => randomBytes(3).toString('hex');

async function clientWithTrialUsed(): Promise<SignedInUser> {
  const client = await t.client();
  const free = await t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, client.token);
  expect(free.statusCode, free.body).toBe(201);
  await t.del(`/api/compute/${free.json().id}`, client.token);
  return client;
}

/** Delivers every event not delivered yet, then runs the jobs (the commerce core reads events in a job). */
let delivered = 0;
async function deliverNew() {
  for (const event of stripe.state.events.slice(delivered)) {
    const { payload, header } = stripe.webhooks.sign(event, { timestamp: Math.floor(t.clock.now().getTime() / 1000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(res.statusCode).toBe(200);
  }
  delivered = stripe.state.events.length;
  await t.runJobs();
}

/** Starts, pays with the test card and launches a paid run: the start's answer, the launch's, the PaymentIntent. */
async function buyRun(client: SignedInUser, billing?: Record<string, unknown>) {
  const start = await t.post(
    '/api/compute/azure/extra-run',
    { os: 'ubuntu-24-04', ...(billing ? { billing } : {}) },
    client.token,
  );
  expect(start.statusCode, start.body).toBe(201);
  const intentId = paymentIntentIdOfSecret(start.json().clientSecret)!;
  stripe.pay(intentId, 'pm_card_visa');
  const launched = await t.post(`/api/compute/azure/extra-run/${start.json().id}/launch`, {}, client.token);
  expect(launched.statusCode, launched.body).toBe(200);
  return { start: start.json(), launch: launched.json(), intent: stripe.state.paymentIntents.get(intentId)! };
}

async function ledgerOf(intentId: string) {
  return t.database.db.select().from(billingPayments).where(eq(billingPayments.stripePaymentIntentId, intentId));
}

async function billingView(client: SignedInUser): Promise<BillingView> {
  const res = await t.get('/api/billing', client.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BillingView;
}

const taxRequests = () => stripe.requests.filter((r) => r.path.startsWith('/v1/tax/'));

describe('tax off', () => {
  it('is today’s payment: no customer, no calculation, no tax, even with an address given', async () => {
    await setTax(false);
    const before = taxRequests().length;
    const client = await clientWithTrialUsed();
    const { start, launch, intent } = await buyRun(client, { address: { country: 'FR', postalCode: '75001' } });
    expect(start).toEqual({ id: start.id, clientSecret: start.clientSecret, amount: 300, currency: 'usd' });
    expect(intent).toMatchObject({ amount: 300, customer: null, tax_calculation: null });
    expect(launch.payment.amount).toBe(300);
    await deliverNew();
    expect(taxRequests()).toHaveLength(before);
    expect(await ledgerOf(intent.id)).toEqual([
      expect.objectContaining({ amountCents: 300, taxCents: 0, taxLines: null }),
    ]);
    const customers = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, client.user.id));
    expect(customers).toHaveLength(0);
  });
});

describe('Stripe Tax on', () => {
  beforeAll(() => setTax(true));

  it('a consumer in France pays 20 % on top; one Tax Transaction, one ledger row with the tax, however often asked', async () => {
    const client = await clientWithTrialUsed();
    const { start, launch, intent } = await buyRun(client, {
      address: { line1: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'fr' },
    });
    expect(start).toMatchObject({ amount: 360, tax: { priceCents: 300, amountCents: 60, reverseCharge: false } });
    const [customer] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, client.user.id));
    expect(intent).toMatchObject({ amount: 360, customer: customer!.stripeCustomerId });
    expect(intent.tax_calculation).toMatch(/^taxcalc_/);
    expect(launch.payment.amount).toBe(360);
    const [row] = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, start.id));
    expect(row).toMatchObject({ amount: 300, taxCents: 60, status: 'launched' });

    await deliverNew();
    // The webhook delivered again and the launch asked again: nothing recorded or charged twice.
    delivered = stripe.state.events.findIndex(
      (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intent.id,
    );
    expect(delivered).toBeGreaterThanOrEqual(0);
    await deliverNew();
    expect((await t.post(`/api/compute/azure/extra-run/${start.id}/launch`, {}, client.token)).json().id).toBe(
      launch.id,
    );
    const transactions = [...stripe.state.taxCalculations.transactions.values()].filter(
      (tx) => tx.reference === intent.id,
    );
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ calculation: intent.tax_calculation, customer: intent.customer });
    expect(await ledgerOf(intent.id)).toEqual([
      expect.objectContaining({
        amountCents: 360,
        taxCents: 60,
        taxLines: [{ amountCents: 60, taxableCents: 300, reason: 'standard_rated' }],
      }),
    ]);
    const payment = (await billingView(client)).payments.find((p) => p.amountCents === 360)!;
    expect(payment).toMatchObject({
      taxCents: 60,
      reverseCharge: false,
      taxLines: [{ label: 'Tax 20%', amountCents: 60 }],
    });
  });

  it('a German business with a verified VAT number: a reverse charge, nothing added', async () => {
    const client = await clientWithTrialUsed();
    const { start, intent } = await buyRun(client, {
      address: { postalCode: '10115', city: 'Berlin', country: 'DE' },
      taxId: `DE${String(100_000_000 + Number.parseInt(tag(), 16)).slice(0, 9)}`,
    });
    expect(start).toMatchObject({ amount: 300, tax: { priceCents: 300, amountCents: 0, reverseCharge: true } });
    await deliverNew();
    expect(await ledgerOf(intent.id)).toEqual([
      expect.objectContaining({ taxCents: 0, taxLines: [expect.objectContaining({ reason: 'reverse_charge' })] }),
    ]);
    const payment = (await billingView(client)).payments.find((p) => p.reverseCharge);
    expect(payment?.taxLines[0]?.label).toBe('Reverse charge: VAT to be accounted for by the customer');
  });

  it('a place that does not tax the run (California): no tax, said as such', async () => {
    const client = await clientWithTrialUsed();
    const { start, intent } = await buyRun(client, {
      address: { postalCode: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
    });
    expect(start).toMatchObject({ amount: 300, tax: { amountCents: 0, reverseCharge: false } });
    await deliverNew();
    expect(await ledgerOf(intent.id)).toEqual([
      expect.objectContaining({ taxCents: 0, taxLines: [expect.objectContaining({ reason: 'not_subject_to_tax' })] }),
    ]);
  });

  it('without a billing address it is refused before anything can be charged', async () => {
    const client = await clientWithTrialUsed();
    const intentsBefore = stripe.state.paymentIntents.size;
    const res = await t.post('/api/compute/azure/extra-run', { os: 'ubuntu-24-04' }, client.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: BILLING_DETAIL_MESSAGES.addressRequired, field: 'billing' });
    expect(stripe.state.paymentIntents.size).toBe(intentsBefore);
    const rows = await t.database.db.select().from(computeExtraRuns).where(eq(computeExtraRuns.userId, client.user.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('Stripe Tax down while recording: the core retries and records the transaction once', async () => {
    const client = await clientWithTrialUsed();
    stripe.switches.fail('POST /v1/tax/transactions/create_from_calculation', 500);
    const { intent } = await buyRun(client, { address: { postalCode: '1011', country: 'NL' } });
    await deliverNew();
    expect(await ledgerOf(intent.id)).toHaveLength(0);
    stripe.switches.reset();
    await t.runJobs(10 * 60_000);
    expect(await ledgerOf(intent.id)).toEqual([expect.objectContaining({ amountCents: 363, taxCents: 63 })]);
    expect(
      [...stripe.state.taxCalculations.transactions.values()].filter((x) => x.reference === intent.id),
    ).toHaveLength(1);
  });
});
