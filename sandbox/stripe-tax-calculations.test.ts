// The fake Stripe's Tax Calculations and Tax Transactions through the real client (stripe-node 23): the rate table
// shared with automatic tax, a PaymentIntent linked to its calculation, one transaction per calculation, refusals,
// expiry and the fault switches.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Stripe, type StripeClient } from '../server/integrations/stripe/client.js';
import type { FakeStripe } from './stripe.js';
import { TAX_CALCULATION_LIFETIME_SECONDS } from './stripe/tax-calculations.js';
import { startFakeStripeWithClient } from './stripe/test-client.js';

let fake: FakeStripe;
let stripe: StripeClient;
beforeAll(async () => {
  ({ fake, stripe } = await startFakeStripeWithClient());
});
beforeEach(() => fake.switches.reset());
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

const calculate = (customer: string) =>
  stripe.tax.calculations.create({
    currency: 'usd',
    customer,
    line_items: [{ amount: 300, reference: 'extra-run' }],
  });

async function customerAt(address: Stripe.AddressParam | null, taxId?: string) {
  const customer = await stripe.customers.create({ email: 'c@example.com', ...(address ? { address } : {}) });
  if (taxId) await stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: taxId });
  return customer.id;
}

describe('tax calculations', () => {
  it('prices a customer’s place with the rate table automatic tax uses', async () => {
    const calc = await calculate(await customerAt({ country: 'DE', postal_code: '10115' }));
    expect(calc).toMatchObject({
      object: 'tax.calculation',
      amount_total: 357,
      tax_amount_exclusive: 57,
      tax_amount_inclusive: 0,
      currency: 'usd',
      customer_details: { address: { country: 'DE' }, address_source: 'billing', tax_ids: [] },
      tax_breakdown: [
        {
          amount: 57,
          inclusive: false,
          taxability_reason: 'standard_rated',
          taxable_amount: 300,
          tax_rate_details: { country: 'DE', percentage_decimal: '19', tax_type: 'vat' },
        },
      ],
    });
    expect(calc.id).toMatch(/^taxcalc_/);
    expect(calc.expires_at! - calc.tax_date).toBe(TAX_CALCULATION_LIFETIME_SECONDS);
    const again = await stripe.tax.calculations.retrieve(calc.id!, { expand: ['line_items'] });
    expect(again.line_items?.data[0]).toMatchObject({ amount: 300, amount_tax: 57, reference: 'extra-run' });
  });

  it('reverse-charges an EU business in another member state and charges nothing where not registered', async () => {
    const business = await calculate(await customerAt({ country: 'FR', postal_code: '75001' }, 'FR12345678901'));
    expect(business).toMatchObject({
      amount_total: 300,
      tax_amount_exclusive: 0,
      tax_breakdown: [{ amount: 0, taxability_reason: 'reverse_charge' }],
      customer_details: { tax_ids: [{ type: 'eu_vat', value: 'FR12345678901' }] },
    });
    const elsewhere = await calculate(await customerAt({ country: 'BR', postal_code: '01000-000' }));
    expect(elsewhere).toMatchObject({ amount_total: 300, tax_breakdown: [{ taxability_reason: 'not_collecting' }] });
    const california = await stripe.tax.calculations.create({
      currency: 'usd',
      line_items: [{ amount: 300, reference: 'run' }],
      customer_details: { address: { country: 'US', state: 'CA', postal_code: '94105' }, address_source: 'billing' },
    });
    expect(california).toMatchObject({
      amount_total: 300,
      tax_breakdown: [{ taxability_reason: 'not_subject_to_tax' }],
    });
  });

  it('refuses a buyer it cannot place, as Stripe does', async () => {
    const noAddress = await refusal(calculate(await customerAt(null)));
    expect(noAddress).toMatchObject({ statusCode: 400, code: 'customer_tax_location_invalid' });
    const noPostcode = await refusal(
      stripe.tax.calculations.create({
        currency: 'usd',
        line_items: [{ amount: 300, reference: 'run' }],
        customer_details: { address: { country: 'US', state: 'CA' }, address_source: 'billing' },
      }),
    );
    expect(noPostcode).toMatchObject({ statusCode: 400, code: 'customer_tax_location_invalid' });
  });
});

describe('a PaymentIntent linked to its calculation, and the transaction after', () => {
  it('carries the calculation, and the calculation becomes one transaction', async () => {
    const customer = await customerAt({ country: 'IE', postal_code: 'D02' });
    const calc = await calculate(customer);
    const intent = await stripe.paymentIntents.create({
      amount: calc.amount_total,
      currency: 'usd',
      customer,
      automatic_payment_methods: { enabled: true },
      hooks: { inputs: { tax: { calculation: calc.id! } } },
    });
    expect(intent.amount).toBe(369);
    expect(intent.hooks?.inputs?.tax?.calculation).toBe(calc.id);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const made = await stripe.tax.transactions.createFromCalculation(
      { calculation: calc.id!, reference: intent.id },
      { idempotencyKey: `tax-transaction:${intent.id}` },
    );
    expect(made).toMatchObject({ object: 'tax.transaction', reference: intent.id, customer, type: 'transaction' });
    // Asked again with the same reference: the same transaction, not a second one.
    const again = await stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference: intent.id });
    expect(again.id).toBe(made.id);
    const other = await refusal(
      stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference: 'another' }),
    );
    expect(other).toMatchObject({ statusCode: 400, code: 'resource_already_exists' });
    const read = await stripe.tax.transactions.retrieve(made.id, { expand: ['line_items'] });
    expect(read.line_items?.data[0]).toMatchObject({ amount: 300, amount_tax: 69 });
  });

  it('refuses an unknown calculation and one that expired', async () => {
    const unknown = await refusal(
      stripe.paymentIntents.create({
        amount: 300,
        currency: 'usd',
        hooks: { inputs: { tax: { calculation: 'taxcalc_nope' } } },
      }),
    );
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const calc = await calculate(await customerAt({ country: 'NL', postal_code: '1011' }));
    fake.state.advanceClock(TAX_CALCULATION_LIFETIME_SECONDS + 1);
    try {
      const expired = await refusal(
        stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference: 'late' }),
      );
      expect(expired).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'calculation' });
      expect(await refusal(stripe.tax.calculations.retrieve(calc.id!))).toMatchObject({ statusCode: 404 });
    } finally {
      fake.state.advanceClock(-(TAX_CALCULATION_LIFETIME_SECONDS + 1));
    }
  });

  it('fails on its switches', async () => {
    const customer = await customerAt({ country: 'DE', postal_code: '10115' });
    fake.switches.fail('POST /v1/tax/calculations', 500);
    expect(await refusal(calculate(customer))).toMatchObject({ statusCode: 500 });
    fake.switches.reset();
    const calc = await calculate(customer);
    fake.switches.fail('POST /v1/tax/transactions/create_from_calculation', 503);
    expect(
      await refusal(stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference: 'x' })),
    ).toMatchObject({ statusCode: 503 });
    fake.switches.reset();
    const made = await stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference: 'x' });
    expect(made.reference).toBe('x');
  });
});
