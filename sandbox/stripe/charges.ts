import { invalid, missing } from './http.js';
import { str, strings, type FormObject } from './form.js';
import type { FakePaymentIntent, FakeStripeState } from './state.js';

// Charges, refunds and disputes in Stripe's wire format (stripe-node 23's Stripe.Charge, Stripe.Refund,
// Stripe.Dispute; API 2026-10-28). A succeeded PaymentIntent has one charge (its latest_charge) with a receipt page on
// the fake; a refund lowers what is left on the charge and emits refund.created and charge.refunded; a dispute is
// opened by a test helper (Stripe has no API for it: a card holder's bank does it) and moves through its statuses.

type Meta = Record<string, string>;

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: true;
  paid: true;
  status: 'succeeded';
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string | null;
  description: string | null;
  metadata: Meta;
  receipt_email: string | null;
  receipt_url: string;
  disputed: boolean;
  balance_transaction: null;
  failure_code: null;
  failure_message: null;
  livemode: false;
  created: number;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  };
  billing_details: { address: null; email: string | null; name: null; phone: null };
  outcome: {
    network_status: 'approved_by_network';
    reason: null;
    risk_level: 'normal';
    seller_message: 'Payment complete.';
    type: 'authorized';
  };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  created: number;
  metadata: Meta;
  reason: string | null;
  status: 'succeeded';
  balance_transaction: null;
  receipt_number: null;
  destination_details: {
    type: 'card';
    card: { type: 'refund'; reference_status: 'pending'; reference_type: 'acquirer_reference_number' };
  };
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  created: number;
  reason: string;
  status: string;
  is_charge_refundable: boolean;
  metadata: Meta;
  livemode: false;
  balance_transactions: [];
  evidence_details: { due_by: number; has_evidence: boolean; past_due: boolean; submission_count: number };
}

/** Stripe's refund reasons (what Refund.reason may be); HostFree's own words go in metadata. */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** Dispute statuses after which Stripe sends charge.dispute.closed. */
const CLOSED_DISPUTE = ['won', 'lost', 'warning_closed'];
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
];

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export class FakeCharges {
  charges = new Map<string, FakeCharge>();
  refunds = new Map<string, FakeRefund>();
  disputes = new Map<string, FakeDispute>();

  constructor(private readonly state: FakeStripeState) {}

  /** The charge of a PaymentIntent that just succeeded (it becomes the intent's latest_charge). */
  create(pi: FakePaymentIntent): FakeCharge {
    const card = (pi.payment_method && this.state.paymentMethods.get(pi.payment_method)) || {
      brand: 'visa',
      last4: '4242',
    };
    const id = this.state.id('ch');
    const charge: FakeCharge = {
      id,
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      description: pi.description,
      metadata: { ...pi.metadata },
      receipt_email: pi.receipt_email,
      receipt_url: `${this.state.selfUrl}/receipts/${id}`,
      disputed: false,
      balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      created: this.state.now(),
      payment_method_details: {
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit' },
      },
      billing_details: { address: null, email: pi.receipt_email, name: null, phone: null },
      outcome: {
        network_status: 'approved_by_network',
        reason: null,
        risk_level: 'normal',
        seller_message: 'Payment complete.',
        type: 'authorized',
      },
    };
    this.charges.set(id, charge);
    this.state.emit('charge.succeeded', charge);
    return charge;
  }

  private chargeOf(input: { paymentIntent?: string; charge?: string }): FakeCharge {
    if (input.charge) {
      const charge = this.charges.get(input.charge);
      if (!charge) throw missing('charge', input.charge, 'charge');
      return charge;
    }
    const pi = this.state.paymentIntents.get(input.paymentIntent!);
    if (!pi) throw missing('payment_intent', input.paymentIntent!, 'payment_intent');
    const charge = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== 'succeeded' || !charge) {
      throw invalid(
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      );
    }
    return charge;
  }

  /** POST /v1/refunds: all that is left on the charge unless `amount` says less. */
  refund(input: {
    paymentIntent?: string;
    charge?: string;
    amount?: number;
    reason?: string;
    metadata?: Meta;
  }): FakeRefund {
    if (!input.paymentIntent && !input.charge)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        undefined,
        'parameter_missing',
      );
    if (input.reason !== undefined && !REFUND_REASONS.includes(input.reason)) {
      throw invalid(
        `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`,
        'reason',
        'parameter_invalid_string',
      );
    }
    const charge = this.chargeOf(input);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const open = [...this.disputes.values()].find((d) => d.charge === charge.id && !CLOSED_DISPUTE.includes(d.status));
    if (open)
      throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
    const amount = input.amount ?? left;
    if (amount > left) {
      throw invalid(
        charge.amount_refunded > 0
          ? `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`
          : `Refund amount (${dollars(amount)}) is greater than charge amount (${dollars(charge.amount)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund: FakeRefund = {
      id: this.state.id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      created: this.state.now(),
      metadata: input.metadata ?? {},
      reason: input.reason ?? null,
      status: 'succeeded',
      balance_transaction: null,
      receipt_number: null,
      destination_details: {
        type: 'card',
        card: { type: 'refund', reference_status: 'pending', reference_type: 'acquirer_reference_number' },
      },
    };
    this.refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    this.state.emit('refund.created', refund);
    this.state.emit('charge.refunded', charge, previous);
    return refund;
  }

  /** What a card holder's bank does: a dispute on the charge (charge.dispute.created). Test helper, not Stripe's API. */
  openDispute(chargeId: string, options: { reason?: string; status?: string; amount?: number } = {}): FakeDispute {
    const charge = this.charges.get(chargeId);
    if (!charge) throw missing('charge', chargeId, 'charge');
    const dispute: FakeDispute = {
      id: this.state.id('du'),
      object: 'dispute',
      amount: options.amount ?? charge.amount - charge.amount_refunded,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      created: this.state.now(),
      reason: options.reason ?? 'fraudulent',
      status: options.status ?? 'needs_response',
      is_charge_refundable: false,
      metadata: {},
      livemode: false,
      balance_transactions: [],
      evidence_details: {
        due_by: this.state.now() + 7 * 86_400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.state.emit('charge.dispute.created', dispute);
    return dispute;
  }

  /** The dispute moves on (evidence under review, won, lost): charge.dispute.updated, or .closed for an outcome. */
  setDisputeStatus(disputeId: string, status: string): FakeDispute {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw missing('dispute', disputeId);
    if (!DISPUTE_STATUSES.includes(status)) throw invalid(`Invalid status: ${status}`, 'status');
    if (dispute.status === status) return dispute;
    const previous = { status: dispute.status };
    dispute.status = status;
    this.state.emit(
      CLOSED_DISPUTE.includes(status) ? 'charge.dispute.closed' : 'charge.dispute.updated',
      dispute,
      previous,
    );
    return dispute;
  }

  render(object: FakeCharge | FakeRefund | FakeDispute, expand: Set<string>): unknown {
    if (object.object === 'charge') {
      if (!expand.has('refunds')) return { ...object };
      const data = [...this.refunds.values()].filter((r) => r.charge === object.id).reverse();
      return { ...object, refunds: { object: 'list', data, has_more: false, url: `/v1/charges/${object.id}/refunds` } };
    }
    if (object.object === 'refund' && expand.has('charge'))
      return { ...object, charge: this.render(this.charges.get(object.charge)!, new Set()) };
    if (object.object === 'dispute' && expand.has('charge'))
      return { ...object, charge: this.render(this.charges.get(object.charge)!, new Set()) };
    return { ...object };
  }

  /** The API's charge, refund and dispute routes; undefined for any other route. */
  route(
    method: string,
    resource: string | undefined,
    id: string | undefined,
    params: FormObject,
    expand: Set<string>,
  ): [number, unknown] | undefined {
    // A list expands its items' fields as data.<field>.
    const itemExpand = new Set([...expand].map((path) => path.replace(/^data\./, '')));
    const listOf = (items: (FakeCharge | FakeRefund)[], url: string): [number, unknown] => {
      const limit = Number(str(params, 'limit') ?? 10);
      const data = items.reverse();
      return [
        200,
        {
          object: 'list',
          data: data.slice(0, limit).map((o) => this.render(o, itemExpand)),
          has_more: data.length > limit,
          url,
        },
      ];
    };
    const filterBy = <T extends { payment_intent: string; charge?: string; id: string }>(items: T[]) =>
      items.filter(
        (o) =>
          (str(params, 'payment_intent') === undefined || o.payment_intent === str(params, 'payment_intent')) &&
          (str(params, 'charge') === undefined || (o.charge ?? o.id) === str(params, 'charge')),
      );
    switch (`${method} ${resource}${id ? '/:id' : ''}`) {
      case 'GET charges':
        return listOf(filterBy([...this.charges.values()]), '/v1/charges');
      case 'GET charges/:id': {
        const charge = this.charges.get(id!);
        if (!charge) throw missing('charge', id!);
        return [200, this.render(charge, expand)];
      }
      case 'POST refunds': {
        const raw = str(params, 'amount');
        const amount = raw === undefined ? undefined : Number(raw);
        if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0))
          throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
        const refund = this.refund({
          paymentIntent: str(params, 'payment_intent'),
          charge: str(params, 'charge'),
          amount,
          reason: str(params, 'reason'),
          metadata: strings(params.metadata),
        });
        return [200, this.render(refund, expand)];
      }
      case 'GET refunds':
        return listOf(filterBy([...this.refunds.values()]), '/v1/refunds');
      case 'GET refunds/:id': {
        const refund = this.refunds.get(id!);
        if (!refund) throw missing('refund', id!);
        return [200, this.render(refund, expand)];
      }
      case 'GET disputes/:id': {
        const dispute = this.disputes.get(id!);
        if (!dispute) throw missing('dispute', id!);
        return [200, this.render(dispute, expand)];
      }
      default:
        return undefined;
    }
  }

  clear() {
    this.charges.clear();
    this.refunds.clear();
    this.disputes.clear();
  }
}

/** The receipt page a charge's receipt_url opens (pay.stripe.com/receipts/… in production). */
export function receiptPage(charge: FakeCharge): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const amount = `${(charge.amount / 100).toFixed(2)} ${charge.currency.toUpperCase()}`;
  const refunded =
    charge.amount_refunded > 0
      ? `<p data-testid="receipt-refunded">Refunded: ${escape(`${(charge.amount_refunded / 100).toFixed(2)} ${charge.currency.toUpperCase()}`)}</p>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt ${escape(charge.id)} (Sandbox Stripe)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}.amount{font-size:2rem;font-weight:600}</style>
</head><body><p>TEST MODE · Sandbox Stripe</p><h1>Receipt from HostFree</h1><div class="amount">${escape(amount)}</div>
<p>Paid with ${escape(charge.payment_method_details.card.brand)} ending in ${escape(charge.payment_method_details.card.last4)} on ${new Date(charge.created * 1000).toUTCString()}</p>
${refunded}<p>${escape(charge.description ?? '')}</p></body></html>`;
}
