import { BILLING_DETAIL_MESSAGES } from '../../../contract/billing-details.js';
import { AppError } from '../../errors.js';
import type { Stripe } from '../../integrations/stripe/client.js';
import type { PaymentTaxes } from './commerce/core.js';
import type { StripeCall } from './one-time.js';

type TaxLine = PaymentTaxes['taxLines'][number];

// Stripe Tax on one-off payments (docs/decisions.md, 'Stripe Tax on extra compute runs'). A one-off PaymentIntent has
// no automatic_tax: Stripe's way is a Tax Calculation for the buyer's customer, a PaymentIntent for the calculation's
// amount_total linked to it (hooks[inputs][tax][calculation]), and a Tax Transaction from the calculation once the
// payment succeeded, which is what Stripe reports. Part of PaymentsService; the commerce core records the transaction.

/** What the buyer pays on top of the price, as Stripe Tax decided it. */
export interface OneTimeTax {
  calculationId: string;
  /** The price plus tax: what the PaymentIntent charges. */
  amountTotal: number;
  taxCents: number;
  taxLines: TaxLine[];
}

const linesOf = (calc: Stripe.Tax.Calculation): TaxLine[] =>
  calc.tax_breakdown.map((t) => ({
    amountCents: t.amount,
    taxableCents: t.taxable_amount,
    reason: t.taxability_reason,
  }));

export function createOneTimeTax(call: StripeCall) {
  return {
    /**
     * Stripe Tax's calculation of `amount` cents (tax exclusive) for the customer, placed by the address and tax ID
     * customerFor put on it. A customer Stripe cannot place is the checkout's 400 naming the billing address.
     */
    async calculateTax(input: {
      customerId: string;
      amount: number;
      currency: string;
      reference: string;
      idempotencyKey: string;
    }): Promise<OneTimeTax> {
      const calc = await call('tax.calculations.create', async (stripe) => {
        try {
          return await stripe.tax.calculations.create(
            {
              currency: input.currency,
              customer: input.customerId,
              line_items: [{ amount: input.amount, reference: input.reference, tax_behavior: 'exclusive' }],
            },
            { idempotencyKey: input.idempotencyKey },
          );
        } catch (error) {
          if ((error as { code?: string }).code === 'customer_tax_location_invalid')
            throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.addressRequired, { field: 'billing' });
          throw error;
        }
      });
      return {
        calculationId: calc.id!,
        amountTotal: calc.amount_total,
        taxCents: calc.tax_amount_exclusive,
        taxLines: linesOf(calc),
      };
    },

    /**
     * Records the paid PaymentIntent's tax with Stripe (a Tax Transaction from its calculation, referenced by the
     * PaymentIntent) and answers the tax for the ledger. Safe to repeat: the idempotency key and the reference are
     * the PaymentIntent's, and a calculation Stripe already turned into a transaction (it does so itself for a linked
     * PaymentIntent, or an earlier try did) is taken as recorded.
     */
    async recordTaxTransaction(
      calculationId: string,
      paymentIntentId: string,
    ): Promise<Omit<OneTimeTax, 'amountTotal'>> {
      return call('tax.transactions.createFromCalculation', async (stripe) => {
        const calc = await stripe.tax.calculations.retrieve(calculationId);
        try {
          await stripe.tax.transactions.createFromCalculation(
            { calculation: calculationId, reference: paymentIntentId, metadata: { paymentIntentId } },
            { idempotencyKey: `tax-transaction:${paymentIntentId}` },
          );
        } catch (error) {
          if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
        }
        return { calculationId, taxCents: calc.tax_amount_exclusive, taxLines: linesOf(calc) };
      });
    },
  };
}
