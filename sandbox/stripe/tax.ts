import { ApiError, invalid, missing } from './http.js';
import { str, obj, type FormObject } from './form.js';
import type { FakeCustomer, FakeStripeState } from './state.js';

// Stripe Tax as the sandbox plays it: customer addresses, customer tax IDs with their verification, and the tax of
// an invoice whose subscription has automatic_tax[enabled]=true. Deterministic, documented in sandbox/README.md:
//
// - The account's head office is in IE and it is registered in the EU (OSS), in GB and in US-CA.
// - Rates (digital services, tax exclusive): DE 19 %, FR 20 %, IE 23 %, NL 21 %, AT 20 %, IT 22 %, ES 21 %, GB 20 %
//   (standard_rated); US-CA 0 % (not_subject_to_tax: California does not tax digital services); any other place:
//   0 %, not_collecting (no registration there).
// - An EU customer (not in IE) holding an eu_vat tax ID: 0 %, reverse_charge, as Stripe Tax does for a business
//   buyer in another member state. Stripe Tax looks at the ID's format, not its verification status, so a pending or
//   an unverified number counts too: removing an ID that failed verification is the integration's job.
// - Tax IDs start `pending`; the next read of the ID (or of its customer's list) settles it, once, with
//   customer.tax_id.updated: a number whose digits are all 1 (DE111111111) is `unverified`, all 2 `unavailable`,
//   anything else of the right format `verified` (Stripe's test mode has such magic numbers too).
// - Refused as Stripe refuses: a tax ID of the wrong format (tax_id_invalid), an address without a country, and a
//   subscription with automatic tax for a customer whose location is unknown (customer_tax_location_invalid).

export const SANDBOX_HEAD_OFFICE = 'IE';

const EU = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** Percent per place ('US-CA' for a US state); a place not listed is one the account is not registered in. */
export const SANDBOX_TAX_RATES: Record<string, { percentage: number; reason: string; display: string }> = {
  DE: { percentage: 19, reason: 'standard_rated', display: 'VAT' },
  FR: { percentage: 20, reason: 'standard_rated', display: 'VAT' },
  IE: { percentage: 23, reason: 'standard_rated', display: 'VAT' },
  NL: { percentage: 21, reason: 'standard_rated', display: 'VAT' },
  AT: { percentage: 20, reason: 'standard_rated', display: 'VAT' },
  IT: { percentage: 22, reason: 'standard_rated', display: 'VAT' },
  ES: { percentage: 21, reason: 'standard_rated', display: 'VAT' },
  GB: { percentage: 20, reason: 'standard_rated', display: 'VAT' },
  'US-CA': { percentage: 0, reason: 'not_subject_to_tax', display: 'Sales Tax' },
};

export interface FakeAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface FakeTaxId {
  id: string;
  object: 'tax_id';
  type: string;
  value: string;
  country: string | null;
  customer: string;
  created: number;
  livemode: false;
  verification: { status: string; verified_address: string | null; verified_name: string | null };
  /** Settled once, on the first read after creation (the sandbox's stand-in for Stripe's asynchronous check). */
  settled: boolean;
}

export interface FakeTaxLine {
  amount: number;
  tax_behavior: 'exclusive';
  tax_rate_details: { tax_rate: string };
  taxability_reason: string;
  taxable_amount: number;
  type: 'tax_rate_details';
}

/** The formats the sandbox knows; another type is accepted as Stripe accepts it, and never verified. */
const FORMATS: Record<string, RegExp> = {
  eu_vat: /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{8,12}$/,
  gb_vat: /^GB[0-9]{9}([0-9]{3})?$/,
  us_ein: /^[0-9]{2}-[0-9]{7}$/,
};

export function addressOf(form: FormObject): FakeAddress | null {
  const a = obj(form, 'address');
  if (Object.keys(a).length === 0) return null;
  const country = str(a, 'country')?.toUpperCase() ?? null;
  if (!country) throw invalid('Missing required param: address[country].', 'address[country]', 'parameter_missing');
  if (!/^[A-Z]{2}$/.test(country)) throw invalid('Invalid country code.', 'address[country]', 'country_code_invalid');
  return {
    line1: str(a, 'line1') ?? null,
    line2: str(a, 'line2') ?? null,
    city: str(a, 'city') ?? null,
    state: str(a, 'state')?.toUpperCase() ?? null,
    postal_code: str(a, 'postal_code') ?? null,
    country,
  };
}

/** Stripe Tax needs a country, and a postal code in the US and Canada, to place a customer. */
export function hasTaxLocation(customer: FakeCustomer): boolean {
  const a = customer.address;
  if (!a?.country) return false;
  if ((a.country === 'US' || a.country === 'CA') && !a.postal_code) return false;
  return true;
}

/** The refusal of POST /v1/subscriptions with automatic tax for a customer Stripe cannot place. */
export const taxLocationInvalid = () =>
  new ApiError(400, {
    type: 'invalid_request_error',
    code: 'customer_tax_location_invalid',
    param: 'customer',
    message:
      "The customer's location isn't recognized. Update the customer's address (or tax[ip_address]) so Stripe Tax can determine its location.",
  });

function settle(state: FakeStripeState, taxId: FakeTaxId) {
  if (taxId.settled) return;
  taxId.settled = true;
  if (taxId.verification.status !== 'pending') return;
  const digits = taxId.value.replace(/\D/g, '');
  taxId.verification.status = /^1+$/.test(digits) ? 'unverified' : /^2+$/.test(digits) ? 'unavailable' : 'verified';
  state.emit('customer.tax_id.updated', taxId as never, { verification: { status: 'pending' } });
}

const render = ({ settled: _s, ...taxId }: FakeTaxId) => ({ ...taxId });

/** /v1/customers/{id}/tax_ids[/{tax_id}]: create, list, retrieve, delete. */
export function routeTaxIds(
  state: FakeStripeState,
  method: string,
  customerId: string,
  taxIdId: string | undefined,
  params: FormObject,
): [number, unknown] {
  const customer = state.customers.get(customerId);
  if (!customer) throw missing('customer', customerId, 'customer');
  const ids = [...state.taxIds.values()].filter((t) => t.customer === customerId);
  if (!taxIdId && method === 'GET') {
    for (const t of ids) settle(state, t);
    return [
      200,
      { object: 'list', data: ids.map(render), has_more: false, url: `/v1/customers/${customerId}/tax_ids` },
    ];
  }
  if (!taxIdId && method === 'POST') {
    const type = str(params, 'type');
    const value = str(params, 'value')?.replace(/\s+/g, '').toUpperCase();
    if (!type) throw invalid('Missing required param: type.', 'type', 'parameter_missing');
    if (!value) throw invalid('Missing required param: value.', 'value', 'parameter_missing');
    const format = FORMATS[type];
    if (format && !format.test(value)) throw invalid(`Invalid value for ${type}.`, 'value', 'tax_id_invalid');
    if (ids.length >= 25) throw invalid('A customer can have at most 25 tax IDs.', 'value', 'tax_id_invalid');
    const taxId: FakeTaxId = {
      id: state.id('txi'),
      object: 'tax_id',
      type,
      value,
      country: type === 'eu_vat' ? (value.startsWith('EL') ? 'GR' : value.slice(0, 2)) : null,
      customer: customerId,
      created: state.now(),
      livemode: false,
      // Stripe verifies EU VAT numbers (VIES) and a few others; the rest stay 'unavailable'.
      verification: { status: format ? 'pending' : 'unavailable', verified_address: null, verified_name: null },
      settled: false,
    };
    state.taxIds.set(taxId.id, taxId);
    state.emit('customer.tax_id.created', taxId as never);
    return [200, render(taxId)];
  }
  const taxId = taxIdId ? state.taxIds.get(taxIdId) : undefined;
  if (!taxId || taxId.customer !== customerId) throw missing('tax_id', taxIdId ?? '');
  if (method === 'GET') {
    settle(state, taxId);
    return [200, render(taxId)];
  }
  if (method === 'DELETE') {
    state.taxIds.delete(taxId.id);
    state.emit('customer.tax_id.deleted', taxId as never);
    return [200, { id: taxId.id, object: 'tax_id', deleted: true }];
  }
  throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}).` });
}

/** The customer's tax IDs as an invoice copies them at finalization (customer_tax_ids). */
export function customerTaxIdsOf(state: FakeStripeState, customerId: string) {
  return [...state.taxIds.values()]
    .filter((t) => t.customer === customerId)
    .map((t) => ({ type: t.type, value: t.value }));
}

/** What Stripe Tax reads of a buyer: a customer's, or a Tax Calculation's customer_details. */
export interface TaxPlace {
  address: FakeAddress;
  taxIdTypes: string[];
  taxExempt: 'none' | 'exempt' | 'reverse';
}

/** Where Stripe Tax places the buyer: 'DE', or 'US-CA' for a US state. */
function placeOf(address: FakeAddress): string {
  return address.country === 'US' && address.state ? `US-${address.state}` : address.country!;
}

/**
 * Stripe Tax on an invoice of `subtotal` (tax exclusive): the lines of total_taxes. A customer marked tax_exempt
 * 'exempt' pays none (customer_exempt), 'reverse' is a reverse charge wherever they are.
 */
export function computeTax(state: FakeStripeState, customer: FakeCustomer, subtotal: number): FakeTaxLine[] {
  const taxIdTypes = [...state.taxIds.values()].filter((t) => t.customer === customer.id).map((t) => t.type);
  return computeTaxAt(state, { address: customer.address!, taxIdTypes, taxExempt: customer.tax_exempt }, subtotal);
}

/** The same rate table for any buyer Stripe Tax can place (invoices and Tax Calculations share it). */
export function computeTaxAt(state: FakeStripeState, buyer: TaxPlace, subtotal: number): FakeTaxLine[] {
  const place = placeOf(buyer.address);
  const line = (percentage: number, reason: string): FakeTaxLine => ({
    amount: Math.round((subtotal * percentage) / 100),
    tax_behavior: 'exclusive',
    tax_rate_details: { tax_rate: taxRateId(state, place, percentage) },
    taxability_reason: reason,
    taxable_amount: subtotal,
    type: 'tax_rate_details',
  });
  if (buyer.taxExempt === 'exempt') return [line(0, 'customer_exempt')];
  const country = buyer.address.country!;
  const isEuBusiness = EU.has(country) && country !== SANDBOX_HEAD_OFFICE && buyer.taxIdTypes.includes('eu_vat');
  if (buyer.taxExempt === 'reverse' || isEuBusiness) return [line(0, 'reverse_charge')];
  const rate = SANDBOX_TAX_RATES[place] ?? SANDBOX_TAX_RATES[country];
  if (!rate) return [line(0, 'not_collecting')];
  return [line(rate.percentage, rate.reason)];
}

/** The rate's details as a Tax Calculation's tax_breakdown shows them (display name, type, percentage). */
export function rateDetailsOf(address: FakeAddress, reason: string) {
  const rate = SANDBOX_TAX_RATES[placeOf(address)] ?? SANDBOX_TAX_RATES[address.country!];
  return {
    country: address.country,
    flat_amount: null,
    percentage_decimal: String(reason === 'standard_rated' && rate ? rate.percentage : 0),
    rate_type: 'percentage',
    state: address.country === 'US' ? address.state : null,
    tax_type: rate ? (rate.display === 'VAT' ? 'vat' : 'sales_tax') : null,
  };
}

/** One txr_ per place and percentage, like the tax rates Stripe Tax makes for its calculations. */
function taxRateId(state: FakeStripeState, place: string, percentage: number): string {
  const key = `${place}:${percentage}`;
  let id = state.taxRates.get(key);
  if (!id) {
    id = state.id('txr');
    state.taxRates.set(key, id);
  }
  return id;
}
