// Tax-correct invoices and one Stripe customer per person, through the real app and the sandbox Stripe: tax off is
// today's request and invoice; with Stripe Tax on, a verified EU VAT number is a reverse charge the invoice and the
// billing centre say, a non-taxable place pays no tax, an unverifiable number and a missing address are refused before
// anything is charged; a donor who buys hosting is one customer; the duplicate merge is safe to run again.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_DETAIL_MESSAGES, type BillingDetailsResponse } from '../../../../contract/billing-details.js';
import { BILLING_TOKEN_HEADER, type BillingView } from '../../../../contract/billing.js';
import type { SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { billingCustomers, billingPayments } from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { createCommerceTestApp, type CommerceTestContext } from '../../../test/kits/commerce.js';
import { paymentIntentIdOfSecret } from '../stripe-objects.js';
import { MERGE_CUSTOMERS_JOB } from './merge-job.js';

let t: CommerceTestContext;
beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tag = () => randomBytes(4).toString('hex');
const linkOf = (email: string) => ({ [BILLING_TOKEN_HEADER]: t.app.services.billingCentre.signLink(email).token });
const setTax = (on: boolean) => t.app.services.stripeSettings.setAutomaticTax(on);

/** A visitor subscribes to Premium hosting with these billing details and pays with the test card. */
async function buy(billing?: Record<string, unknown>, email = `tax-${tag()}@example.test`) {
  const domain = `tax-${tag()}.com`;
  const body = { domain, planType: 'premium', email, fullName: 'Greta Business', ...(billing ? { billing } : {}) };
  const res = await t.post('/api/hosting/subscribe', body);
  if (res.statusCode !== 200) return { res, email };
  const started = res.json() as SubscribeResponse;
  t.stripe.pay(paymentIntentIdOfSecret(started.clientSecret!)!, 'pm_card_visa');
  await t.deliverNew();
  const sub = t.stripe.state.subscriptions.get(started.subscriptionId)!;
  return { res, email, sub, invoice: t.stripe.state.invoices.get(sub.latest_invoice!)! };
}

async function billingView(email: string): Promise<BillingView> {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing', headers: linkOf(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BillingView;
}

const berlin = { line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10115', country: 'DE' };

describe('tax off', () => {
  it("is today's behaviour: no automatic_tax in the request, no tax on the invoice, even with an address given", async () => {
    await setTax(false);
    const bought = await buy({ address: { country: 'FR', postalCode: '75001' } });
    expect(bought.res.statusCode).toBe(200);
    const create = t.stripe.requests.findLast((r) => r.op.includes('subscriptions') && r.method === 'POST')!;
    expect(create.params.automatic_tax).toBeUndefined();
    expect(bought.invoice).toMatchObject({
      automatic_tax: false,
      total_taxes: [],
      amount_due: bought.invoice!.subtotal,
    });
    const [payment] = (await billingView(bought.email)).payments;
    expect(payment).toMatchObject({ taxCents: 0, taxLines: [], reverseCharge: false });
  });
});

describe('Stripe Tax on', () => {
  beforeAll(() => setTax(true));

  it('a German business with a verified VAT number: reverse charge on the invoice, its PDF, and in the billing centre', async () => {
    const bought = await buy({ address: berlin, taxId: 'de 123 456 789' });
    expect(bought.res.statusCode, bought.res.body).toBe(200);
    expect(bought.invoice!.total_taxes).toEqual([
      expect.objectContaining({ amount: 0, taxability_reason: 'reverse_charge' }),
    ]);
    expect(bought.invoice!.customer_tax_ids).toEqual([{ type: 'eu_vat', value: 'DE123456789' }]);
    const [payment] = (await billingView(bought.email)).payments;
    expect(payment).toMatchObject({
      amountCents: bought.invoice!.subtotal,
      taxCents: 0,
      reverseCharge: true,
      invoiceNumber: bought.invoice!.number,
      taxLines: [
        { label: 'Reverse charge: VAT to be accounted for by the customer', amountCents: 0, reason: 'reverse_charge' },
      ],
    });
    const pdf = await fetch(payment!.invoicePdfUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('Reverse charge');
    const details = await t.app.inject({ method: 'GET', url: '/api/billing/details', headers: linkOf(bought.email) });
    expect((details.json() as BillingDetailsResponse).taxId).toMatchObject({
      value: 'DE123456789',
      status: 'verified',
    });
  });

  it('a French consumer pays 20 % VAT; California pays no tax on digital services', async () => {
    const paris = await buy({ address: { country: 'FR', postalCode: '75001' } });
    const subtotal = paris.invoice!.subtotal;
    expect(paris.invoice!.amount_due).toBe(subtotal + Math.round(subtotal * 0.2));
    expect((await billingView(paris.email)).payments[0]).toMatchObject({
      taxCents: Math.round(subtotal * 0.2),
      taxLines: [{ label: 'Tax 20%', reason: 'standard_rated' }],
    });
    const sf = await buy({ address: { country: 'US', state: 'CA', postalCode: '94103' } });
    expect(sf.invoice!.amount_due).toBe(sf.invoice!.subtotal);
    expect((await billingView(sf.email)).payments[0]).toMatchObject({
      taxCents: 0,
      taxLines: [{ label: 'No tax (not taxable in your location)', reason: 'not_subject_to_tax' }],
    });
  });

  it('refuses, before anything is charged, a checkout without an address and a VAT number that cannot be verified', async () => {
    const subscriptions = t.stripe.state.subscriptions.size;
    const nowhere = await buy();
    expect(nowhere.res.statusCode).toBe(400);
    expect(nowhere.res.json()).toMatchObject({ message: BILLING_DETAIL_MESSAGES.addressRequired });
    const fake = await buy({ address: berlin, taxId: 'DE111111111' });
    expect(fake.res.statusCode).toBe(400);
    expect(fake.res.json()).toMatchObject({ message: BILLING_DETAIL_MESSAGES.taxIdUnverified, field: 'taxId' });
    const badFormat = await buy({ address: berlin, taxId: 'DE12' });
    expect(badFormat.res.json()).toMatchObject({ message: BILLING_DETAIL_MESSAGES.taxIdFormat });
    expect(t.stripe.state.subscriptions.size).toBe(subscriptions);
    expect([...t.stripe.state.taxIds.values()].some((id) => id.value === 'DE111111111')).toBe(false);
  });

  it('billing details: an accounts e-mail and company name that differ from the sign-in address go to Stripe', async () => {
    const bought = await buy({ address: berlin });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/details',
      headers: linkOf(bought.email),
      payload: { email: 'accounts@greta.example', name: 'Greta GmbH', address: berlin, taxId: 'DE 123456789' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'accounts@greta.example', name: 'Greta GmbH', taxEnabled: true });
    const customer = t.stripe.state.customers.get(bought.sub!.customer)!;
    expect(customer).toMatchObject({ email: 'accounts@greta.example', name: 'Greta GmbH', address: { country: 'DE' } });
  });
});

describe('one Stripe customer per person', () => {
  it('a donor who then buys hosting with the same address is one customer', async () => {
    await setTax(false);
    const email = `same-${tag()}@example.test`;
    const donation = await t.post('/api/create-subscription', {
      amount: 2000,
      giftTier: '$20',
      giftType: 'both',
      email,
    });
    expect(donation.statusCode, donation.body).toBe(200);
    const bought = await buy(undefined, email);
    const customers = [...t.stripe.state.customers.values()].filter((c) => c.email === email);
    expect(customers).toHaveLength(1);
    expect(bought.sub!.customer).toBe(customers[0]!.id);
  });

  it('the merge job keeps the customer with the live subscription, marks the other, and changes nothing when run again', async () => {
    const email = `dup-${tag()}@example.test`;
    const older = t.stripe.state.createCustomer({ email });
    const newer = t.stripe.state.createCustomer({ email });
    newer.created = older.created + 1;
    const product = t.stripe.state.createProduct({ name: 'Old plan' });
    const price = t.stripe.state.createPrice({
      product: product.id,
      currency: 'usd',
      unit_amount: 500,
      interval: 'month',
    });
    const sub = t.stripe.state.createSubscription({ customer: newer.id, price: price.id });
    sub.status = 'active';
    const db = t.database.db;
    await db.insert(billingPayments).values({
      paymentKey: `in_dup_${tag()}`,
      productKind: 'donation',
      productRef: '1',
      description: 'Donation',
      email,
      amountCents: 500,
      currency: 'usd',
      paidAt: new Date(),
    });
    const run = async (n: number) => {
      await enqueueJob(
        db,
        MERGE_CUSTOMERS_JOB,
        {},
        { dedupeKey: `${MERGE_CUSTOMERS_JOB}:test-${n}`, runAt: new Date(0) },
      );
      await t.runJobs();
    };
    await run(1);
    const [row] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.personKey, `email:${email}`));
    expect(row).toMatchObject({ stripeCustomerId: newer.id, mergedCustomerIds: [older.id] });
    expect(older.metadata.hostfree_merged_into).toBe(newer.id);
    const updates = () =>
      t.stripe.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/customers/')).length;
    const before = updates();
    await run(2);
    expect(updates()).toBe(before);
    const [again] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.personKey, `email:${email}`));
    expect(again).toMatchObject({ stripeCustomerId: newer.id, mergedCustomerIds: [older.id] });
    // New purchases use the kept customer.
    const bought = await buy(undefined, email);
    expect(bought.sub!.customer).toBe(newer.id);
  });
});
