import { BILLING_DETAIL_MESSAGES } from '../../../../contract/billing-details.js';
import { AppError } from '../../../errors.js';
import type { Stripe } from '../../../integrations/stripe/client.js';
import type { StripeCall } from '../one-time.js';

// A business customer's VAT number at Stripe. Stripe Tax decides reverse charge from the customer's tax IDs by their
// format, not by their verification (docs/decisions.md, 'Tax-correct invoices'): so HostFree keeps an ID on the
// customer only while Stripe's verification has not said `unverified`, and removes it when it does, so that the next
// invoices charge VAT as the law wants for a buyer who is not a proven business.

/** EU VAT prefixes (Greece's is EL) and Northern Ireland's XI, as Stripe's eu_vat takes them. */
const EU_VAT = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{8,12}$/;
const GB_VAT = /^GB[0-9]{9}([0-9]{3})?$/;

/** Stripe's tax ID type for a number as typed (normalized by the contract), or a 400. */
export function taxIdTypeOf(value: string): 'eu_vat' | 'gb_vat' {
  if (EU_VAT.test(value)) return 'eu_vat';
  if (GB_VAT.test(value)) return 'gb_vat';
  throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.taxIdFormat, { field: 'taxId' });
}

export interface StripeTaxIdState {
  id: string;
  type: string;
  value: string;
  status: string;
}

const stateOf = (t: Stripe.TaxId): StripeTaxIdState => ({
  id: t.id,
  type: t.type,
  value: t.value,
  status: t.verification?.status ?? 'unavailable',
});

export function createTaxIds(call: StripeCall) {
  /** Stripe's word on the number's format: its refusal (tax_id_invalid) is the customer's to fix, a 400. */
  async function create(customerId: string, value: string): Promise<StripeTaxIdState> {
    const type = taxIdTypeOf(value);
    return call('customers.createTaxId', async (stripe) => {
      try {
        // Verification runs at Stripe after the create; the first read after it usually has the answer.
        const created = await stripe.customers.createTaxId(customerId, { type, value });
        return stateOf(await stripe.customers.retrieveTaxId(customerId, created.id));
      } catch (error) {
        if ((error as { code?: string }).code === 'tax_id_invalid')
          throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.taxIdFormat, { field: 'taxId' });
        throw error;
      }
    });
  }

  async function read(customerId: string, taxId: string): Promise<StripeTaxIdState | null> {
    return call('customers.retrieveTaxId', async (stripe) => {
      try {
        return stateOf(await stripe.customers.retrieveTaxId(customerId, taxId));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
    });
  }

  /** Deleting one already gone is done. */
  async function remove(customerId: string, taxId: string): Promise<void> {
    await call('customers.deleteTaxId', async (stripe) => {
      try {
        await stripe.customers.deleteTaxId(customerId, taxId);
      } catch (error) {
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    });
  }

  return { create, read, remove };
}
export type TaxIds = ReturnType<typeof createTaxIds>;
