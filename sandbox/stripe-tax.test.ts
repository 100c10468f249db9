// The fake Stripe's tax through the real client (stripe-node 23): customer addresses, tax IDs and their verification,
// automatic tax on a subscription's invoices with the documented rate table, refusals, and the invoice's PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, type StripeClient } from '../server/integrations/stripe/client.js';
import type { FakeStripe } from './stripe.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
let priceId: string;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
  const product = await stripe.products.create({ name: 'Hosting' });
  priceId = (
    await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 1000,
      recurring: { interval: 'month' },
    })
  ).id;
});
afterAll(async () => {
  await fake.stop();
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected Stripe to refuse');
}

async function taxedInvoice(address: Stripe.AddressParam | null, taxId?: string) {
  const customer = await stripe.customers.create({ email: 'b@example.com', ...(address ? { address } : {}) });
  if (taxId) await stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: taxId });
  const sub = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: priceId }],
    payment_behavior: 'default_incomplete',
    automatic_tax: { enabled: true },
    expand: ['latest_invoice'],
  });
  return sub.latest_invoice as Stripe.Invoice;
}

describe('automatic tax', () => {
  it('charges the rate of the customer’s place on top of the subtotal', async () => {
    const invoice = await taxedInvoice({
      country: 'DE',
      postal_code: '10115',
      city: 'Berlin',
      line1: 'Unter den Linden 1',
    });
    expect(invoice).toMatchObject({
      subtotal: 1000,
      total: 1190,
      amount_due: 1190,
      automatic_tax: { enabled: true, status: 'complete' },
    });
    expect(invoice.total_taxes).toEqual([
      expect.objectContaining({
        amount: 190,
        taxable_amount: 1000,
        taxability_reason: 'standard_rated',
        tax_behavior: 'exclusive',
      }),
    ]);
  });

  it('reverse charge for an EU business in another member state, no tax in California, not_collecting elsewhere', async () => {
    const reverse = await taxedInvoice({ country: 'FR', postal_code: '75001' }, 'FR12345678901');
    expect(reverse.amount_due).toBe(1000);
    expect(reverse.total_taxes?.[0]).toMatchObject({ amount: 0, taxability_reason: 'reverse_charge' });
    expect(reverse.customer_tax_ids).toEqual([{ type: 'eu_vat', value: 'FR12345678901' }]);
    const california = await taxedInvoice({ country: 'US', state: 'CA', postal_code: '94103' });
    expect(california.total_taxes?.[0]).toMatchObject({ amount: 0, taxability_reason: 'not_subject_to_tax' });
    const brazil = await taxedInvoice({ country: 'BR', postal_code: '01000-000' });
    expect(brazil.total_taxes?.[0]).toMatchObject({ amount: 0, taxability_reason: 'not_collecting' });
  });

  it('refuses automatic tax for a customer it cannot place, and a subscription without it carries no tax', async () => {
    const nowhere = await stripe.customers.create({ email: 'n@example.com' });
    const error = await refusal(
      stripe.subscriptions.create({
        customer: nowhere.id,
        items: [{ price: priceId }],
        payment_behavior: 'default_incomplete',
        automatic_tax: { enabled: true },
      }),
    );
    expect(error.code).toBe('customer_tax_location_invalid');
    const plain = await stripe.subscriptions.create({
      customer: nowhere.id,
      items: [{ price: priceId }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    expect(plain.latest_invoice).toMatchObject({
      amount_due: 1000,
      total_taxes: [],
      automatic_tax: { enabled: false },
    });
  });
});

describe('tax IDs', () => {
  it('start pending and settle on the next read: all-1 digits unverified, others verified; a bad format is refused', async () => {
    const customer = await stripe.customers.create({ email: 't@example.com', address: { country: 'DE' } });
    const good = await stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: 'DE123456789' });
    const bad = await stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: 'DE111111111' });
    expect(good.verification?.status).toBe('pending');
    expect((await stripe.customers.retrieveTaxId(customer.id, good.id)).verification?.status).toBe('verified');
    expect((await stripe.customers.retrieveTaxId(customer.id, bad.id)).verification?.status).toBe('unverified');
    expect(fake.eventsOf('customer.tax_id.updated')).toHaveLength(2);
    const error = await refusal(stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: '12345' }));
    expect(error).toMatchObject({ code: 'tax_id_invalid', statusCode: 400 });
    await stripe.customers.deleteTaxId(customer.id, bad.id);
    expect((await stripe.customers.listTaxIds(customer.id)).data.map((t) => t.value)).toEqual(['DE123456789']);
  });
});

describe('invoice PDF', () => {
  it('serves a real PDF at invoice_pdf saying what was taxed and why', async () => {
    const invoice = await taxedInvoice({ country: 'NL', postal_code: '1012' }, 'NL123456789B01');
    const response = await fetch(invoice.invoice_pdf!);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('NL123456789B01');
    expect(text).toContain('Reverse charge');
  });
});
