import { ApiError, invalid, missing } from './http.js';
import { list, obj, str, strings, type FormObject, type FormValue } from './form.js';
import type { Expand } from './render.js';
import type { FakeStripeState } from './state.js';
import {
  addressOf,
  computeTaxAt,
  rateDetailsOf,
  taxLocationInvalid,
  type FakeAddress,
  type FakeTaxLine,
} from './tax.js';

// Stripe Tax for one-off payments (docs.stripe.com/tax/custom, /tax/payment-intent): a Tax Calculation priced from
// the same rate table as automatic tax on invoices (tax.ts), and the Tax Transaction recorded from it once paid.
//
// - POST /v1/tax/calculations: `currency`, `line_items[n][amount|reference|quantity|tax_behavior|tax_code]`, and the
//   buyer as `customer` (its address and tax IDs are copied to customer_details) or `customer_details[address]`
//   (+ `tax_ids`, `taxability_override`). A buyer it cannot place is refused (customer_tax_location_invalid).
// - GET /v1/tax/calculations/:id. A calculation expires 90 days after it is made and cannot be read or used after that
//   (Stripe's changelog: "Tax calculations expire after 90 days and you can't access them after that"): a 404.
// - POST /v1/tax/transactions/create_from_calculation: `calculation`, `reference` (unique among transactions),
//   `metadata`, `posted_at`. A calculation becomes one transaction only: asked again with the same reference it
//   answers that transaction; another reference, or a reference already used, is refused (resource_already_exists).
// - GET /v1/tax/transactions/:id.

/** Stripe keeps a calculation 90 days. */
export const TAX_CALCULATION_LIFETIME_SECONDS = 90 * 86_400;

interface FakeCalcLine {
  id: string;
  object: 'tax.calculation_line_item';
  amount: number;
  amount_tax: number;
  livemode: false;
  product: string | null;
  quantity: number;
  reference: string | null;
  tax_behavior: 'exclusive';
  tax_breakdown: unknown[];
  tax_code: string;
}

export interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_details: {
    address: FakeAddress;
    address_source: 'billing';
    ip_address: null;
    tax_ids: { type: string; value: string }[];
    taxability_override: string;
  };
  expires_at: number;
  livemode: false;
  ship_from_details: null;
  shipping_cost: null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: 0;
  tax_breakdown: unknown[];
  tax_date: number;
  lines: FakeCalcLine[];
  /** The transaction made from it (one at most). */
  transaction: string | null;
}

export interface FakeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  created: number;
  currency: string;
  customer: string | null;
  customer_details: FakeTaxCalculation['customer_details'];
  livemode: false;
  metadata: Record<string, string>;
  posted_at: number;
  reference: string;
  reversal: null;
  ship_from_details: null;
  shipping_cost: null;
  tax_date: number;
  type: 'transaction';
  /** The calculation it was made from (not a field of Stripe's object: kept to render its lines). */
  calculation: string;
}

/** The sandbox's Tax Calculations and Transactions; one per fake Stripe (state.taxCalculations). */
export class FakeTaxCalculations {
  calculations = new Map<string, FakeTaxCalculation>();
  transactions = new Map<string, FakeTaxTransaction>();

  constructor(private readonly state: FakeStripeState) {}

  clear() {
    this.calculations.clear();
    this.transactions.clear();
  }

  /** A live calculation, or Stripe's 404 (unknown or expired). */
  live(id: string, param = 'id'): FakeTaxCalculation {
    const calc = this.calculations.get(id);
    if (!calc || calc.expires_at <= this.state.now()) throw missing('tax.calculation', id, param);
    return calc;
  }

  /** /v1/tax/...: answers the call, or null when it is not one of these. */
  route(method: string, parts: string[], params: FormObject, expand: Expand): [number, unknown] | null {
    const [kind, id] = parts; // ['calculations', id?] or ['transactions', 'create_from_calculation' | id]
    if (kind === 'calculations') {
      if (method === 'POST' && !id) return [200, this.render(this.create(params), expand)];
      if (method === 'GET' && id && !parts[2]) return [200, this.render(this.live(id), expand)];
      if (method === 'GET' && id && parts[2] === 'line_items') return [200, this.lineList(this.live(id))];
    }
    if (kind === 'transactions') {
      if (method === 'POST' && id === 'create_from_calculation')
        return [200, this.renderTx(this.record(params), expand)];
      if (method === 'GET' && id) {
        const found = this.transactions.get(id);
        if (!found) throw missing('tax.transaction', id);
        return [200, this.renderTx(found, expand)];
      }
    }
    return null;
  }

  private create(params: FormObject): FakeTaxCalculation {
    const currency = str(params, 'currency');
    if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const items = list(params, 'line_items') as FormValue[];
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    const customerId = str(params, 'customer') ?? null;
    const customer = customerId ? this.state.customers.get(customerId) : undefined;
    if (customerId && !customer) throw missing('customer', customerId, 'customer');
    const details = obj(params, 'customer_details');
    const address = customer ? customer.address : addressOf(details);
    const taxIds = customer
      ? [...this.state.taxIds.values()]
          .filter((t) => t.customer === customer.id)
          .map((t) => ({ type: t.type, value: t.value }))
      : list(details, 'tax_ids').map((t) => strings(t));
    // Stripe Tax needs a country, and a postal code in the US and Canada, to place a buyer.
    if (!address?.country || (['US', 'CA'].includes(address.country) && !address.postal_code)) {
      const refusal = taxLocationInvalid();
      refusal.body.param = customer ? 'customer' : 'customer_details[address]';
      throw refusal;
    }
    const override = str(details, 'taxability_override') ?? 'none';
    const taxExempt =
      override === 'customer_exempt' || customer?.tax_exempt === 'exempt'
        ? 'exempt'
        : override === 'reverse_charge' || customer?.tax_exempt === 'reverse'
          ? 'reverse'
          : 'none';
    const buyer = { address, taxIdTypes: taxIds.map((t) => t.type ?? ''), taxExempt } as const;
    const lines: FakeCalcLine[] = items.map((raw, i) => {
      const item = raw as FormObject;
      const amount = Number(str(item, 'amount'));
      if (!Number.isInteger(amount) || amount < 0)
        throw invalid('Invalid integer: amount.', `line_items[${i}][amount]`, 'parameter_invalid_integer');
      if (str(item, 'tax_behavior') === 'inclusive')
        throw invalid('The sandbox prices tax exclusive only.', `line_items[${i}][tax_behavior]`);
      const taxes = computeTaxAt(this.state, buyer, amount);
      return {
        id: this.state.id('tax_li'),
        object: 'tax.calculation_line_item',
        amount,
        amount_tax: sum(taxes),
        livemode: false,
        product: str(item, 'product') ?? null,
        quantity: Number(str(item, 'quantity') ?? 1),
        reference: str(item, 'reference') ?? null,
        tax_behavior: 'exclusive',
        tax_breakdown: taxes.map((t) => breakdownOf(t, address)),
        tax_code: str(item, 'tax_code') ?? 'txcd_10000000',
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const all = computeTaxAt(this.state, buyer, subtotal);
    const tax = lines.reduce((s, l) => s + l.amount_tax, 0);
    const now = this.state.now();
    const calc: FakeTaxCalculation = {
      id: this.state.id('taxcalc'),
      object: 'tax.calculation',
      amount_total: subtotal + tax,
      currency,
      customer: customer?.id ?? null,
      customer_details: {
        address,
        address_source: 'billing',
        ip_address: null,
        tax_ids: taxIds.map((t) => ({ type: t.type ?? '', value: t.value ?? '' })),
        taxability_override: override,
      },
      expires_at: now + TAX_CALCULATION_LIFETIME_SECONDS,
      livemode: false,
      ship_from_details: null,
      shipping_cost: null,
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: all.map((t) => ({ ...breakdownOf(t, address), amount: tax })),
      tax_date: now,
      lines,
      transaction: null,
    };
    this.calculations.set(calc.id, calc);
    return calc;
  }

  private record(params: FormObject): FakeTaxTransaction {
    const calcId = str(params, 'calculation');
    const reference = str(params, 'reference');
    if (!calcId) throw invalid('Missing required param: calculation.', 'calculation', 'parameter_missing');
    if (!reference) throw invalid('Missing required param: reference.', 'reference', 'parameter_missing');
    const calc = this.live(calcId, 'calculation');
    if (calc.transaction) {
      const made = this.transactions.get(calc.transaction)!;
      if (made.reference === reference) return made;
      throw alreadyExists(`Tax calculation ${calc.id} was already recorded as transaction ${made.id}.`, 'calculation');
    }
    if ([...this.transactions.values()].some((t) => t.reference === reference))
      throw alreadyExists(`A transaction with reference ${reference} already exists.`, 'reference');
    const postedAt = str(params, 'posted_at');
    const tx: FakeTaxTransaction = {
      id: this.state.id('tax'),
      object: 'tax.transaction',
      created: this.state.now(),
      currency: calc.currency,
      customer: calc.customer,
      customer_details: calc.customer_details,
      livemode: false,
      metadata: strings(params.metadata),
      posted_at: postedAt ? Number(postedAt) : this.state.now(),
      reference,
      reversal: null,
      ship_from_details: null,
      shipping_cost: null,
      tax_date: calc.tax_date,
      type: 'transaction',
      calculation: calc.id,
    };
    this.transactions.set(tx.id, tx);
    calc.transaction = tx.id;
    return tx;
  }

  private lineList(calc: FakeTaxCalculation) {
    return {
      object: 'list',
      data: calc.lines,
      has_more: false,
      url: `/v1/tax/calculations/${calc.id}/line_items`,
    };
  }

  render(calc: FakeTaxCalculation, expand: Expand): unknown {
    const { lines: _l, transaction: _t, ...shown } = calc;
    return { ...shown, ...(expand.has('line_items') ? { line_items: this.lineList(calc) } : {}) };
  }

  private renderTx(tx: FakeTaxTransaction, expand: Expand): unknown {
    const { calculation, ...shown } = tx;
    const calc = this.calculations.get(calculation);
    return {
      ...shown,
      ...(expand.has('line_items') && calc
        ? {
            line_items: {
              object: 'list',
              has_more: false,
              url: `/v1/tax/transactions/${tx.id}/line_items`,
              data: calc.lines.map((l) => ({
                id: l.id.replace('tax_li', 'tax_tli'),
                object: 'tax.transaction_line_item',
                amount: l.amount,
                amount_tax: l.amount_tax,
                livemode: false,
                metadata: {},
                product: l.product,
                quantity: l.quantity,
                reference: l.reference,
                reversal: null,
                tax_behavior: l.tax_behavior,
                tax_code: l.tax_code,
                type: 'transaction',
              })),
            },
          }
        : {}),
    };
  }
}

const sum = (lines: FakeTaxLine[]) => lines.reduce((s, t) => s + t.amount, 0);

function breakdownOf(t: FakeTaxLine, address: FakeAddress) {
  return {
    amount: t.amount,
    inclusive: false,
    tax_rate_details: rateDetailsOf(address, t.taxability_reason),
    taxability_reason: t.taxability_reason,
    taxable_amount: t.taxable_amount,
  };
}

const alreadyExists = (message: string, param: string) =>
  new ApiError(400, { type: 'invalid_request_error', code: 'resource_already_exists', param, message });
