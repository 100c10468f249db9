// What the commerce core tells a product, in the product's own words. A product never sees a raw
// Stripe event: the core reads each event once (translate.ts), proves payments against Stripe, records them in the
// ledger, sends the receipt and the pixel Purchase, and then calls the product's handler.

import type { PlanResource } from '../../../../contract/plan-changes.js';
import type { GraceNotice, ProductDescription } from '../../mail/index.js';

/** The Stripe ids an event names; a product finds its own row with them (and its metadata). */
export interface StripeRefs {
  /** The product tag every paid thing carries in metadata.kind, and the rest of its metadata. */
  metadata: Record<string, string>;
  subscriptionId: string | null;
  invoiceId: string | null;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
}

/** The product's row behind a payment or subscription, and who pays for it. */
export interface ProductRecord {
  /** The product's own id for the row (a donation id, an order id, a run id). */
  ref: string;
  userId: number | null;
  email: string | null;
  /** One line for the billing centre, the receipt and the admin ("Gold donation", "Starter hosting for example.com"). */
  description: string;
  /** The description's parts, so a customer's mail says it in their language (absent: the English line as it is). */
  describedAs?: ProductDescription;
}

/** A payment the core has proven with Stripe (the invoice is paid, or the PaymentIntent succeeded). */
export interface PaymentFacts extends StripeRefs {
  amountCents: number;
  currency: string;
  paidAt: Date;
  /** A subscription's second or later invoice. */
  isRenewal: boolean;
}

export interface PaymentFailureFacts extends StripeRefs {
  /** Stripe's decline message, when it gave one. */
  reason: string | null;
  /** The open invoice's hosted page: where the customer can pay now. */
  payUrl: string | null;
  /** When Stripe tries the card again (null: it will not). */
  nextAttemptAt: Date | null;
}

export interface RefundFacts extends StripeRefs {
  paymentKey: string;
  amountRefundedCents: number;
  /** The whole payment is refunded. */
  isFull: boolean;
  reason: string | null;
}

export interface DisputeFacts extends StripeRefs {
  paymentKey: string;
  /** Stripe's dispute status: warning_needs_response, needs_response, under_review, won, lost, … */
  status: string;
  reason: string | null;
  amountCents: number;
}

/** What the billing centre shows beside a product's subscription (a donation's gift and its fulfilment). */
export interface BillingDetails {
  gift?: {
    tier: string | null;
    type: string | null;
    /** being_set_up: within the 24 hours after payment (dueAt); set_up: the admin completed it. */
    state: 'being_set_up' | 'set_up' | 'cancelled';
    dueAt: Date | null;
    completedAt: Date | null;
  } | null;
}

/** A plan a subscription can move to, priced by the server (a hosting or VPS package). */
export interface PlanOption {
  /** The product's own id of the plan (a package id). */
  plan: string;
  name: string;
  /** Cents a period, from the product's table. */
  amountCents: number;
  currency: string;
  /** Its recurring Stripe price (found or created by lookup key). */
  priceId: string;
  /** What it gives (quotas, machine resources): the dialog shows them against the current plan's. */
  resources: PlanResource[];
}

/** What a product offers for plan changes (paid hosting between plans, VPS between packages). */
export interface ProductPlans {
  /** The plan the record is on now (null: it cannot change plans). */
  current(record: ProductRecord): Promise<Omit<PlanOption, 'priceId'> | null>;
  /** The plans it may move to (the current one excluded), with their prices. */
  options(record: ProductRecord): Promise<PlanOption[]>;
  /**
   * A downgrade is refused while the account uses more than the smaller plan allows: what to remove, in the
   * customer's words ('2 of 5 databases'), or an empty list when it fits.
   */
  excessFor?(record: ProductRecord, target: PlanOption): Promise<string[]>;
}

/** A plan change that takes effect now: an upgrade's invoice was paid, or a downgrade's period ended. */
export interface PlanChangeFacts {
  subscriptionId: string;
  fromPlan: string;
  toPlan: string;
  toName: string;
  direction: 'upgrade' | 'downgrade';
  /** The upgrade's payment (null for a downgrade: nothing is charged). */
  payment: PaymentFacts | null;
}

/**
 * One paid product. `kind` is the metadata.kind its Stripe objects carry; `describe` finds its row (null: not ours,
 * the event is skipped quietly). Every handler is idempotent: events arrive twice and out of order, and a failing
 * handler makes the core retry the whole event. Handlers may re-read from Stripe through PaymentsService.
 */
export interface ProductHandler {
  kind: string;
  /** Shown in the billing centre and on receipts ("Donation", "Paid hosting", "VPS", "Extra compute run"). */
  label: string;
  describe(refs: StripeRefs): Promise<ProductRecord | null>;
  /** The first payment of a subscription, or a one-time payment: deliver what was bought. */
  paid?(facts: PaymentFacts, record: ProductRecord): Promise<void>;
  /** A later invoice of the subscription was paid: keep it going (and lift anything a failed payment paused). */
  renewed?(facts: PaymentFacts, record: ProductRecord): Promise<void>;
  paymentFailed?(facts: PaymentFailureFacts, record: ProductRecord): Promise<void>;
  /** The subscription changed at Stripe (status, cancel at period end, period): re-read it and follow. */
  changed?(refs: StripeRefs, record: ProductRecord): Promise<void>;
  /** The subscription ended, or a one-time payment was cancelled or its checkout expired. */
  cancelled?(refs: StripeRefs, record: ProductRecord): Promise<void>;
  /** Money went back: the product decides what that undoes (a refunded plan ends, a refunded gift is marked). */
  refunded?(facts: RefundFacts, record: ProductRecord): Promise<void>;
  disputed?(facts: DisputeFacts, record: ProductRecord): Promise<void>;
  /** Dunning (point 4): the grace after a failed renewal ran out unpaid (re-read from Stripe just before). Idempotent. */
  graceEnded?(refs: StripeRefs, record: ProductRecord): Promise<void>;
  /** Billing centre (point 3): more to show about the row (a donation's gift and its 24-hour fulfilment). */
  billingDetails?(record: ProductRecord): Promise<BillingDetails | null>;
  /**
   * Billing centre: the customer cancels at period end (or takes it back) and the product's own rows must follow at
   * once (paid hosting's order). Without these the core sets it at Stripe and the product hears `changed` as usual.
   * The caller has checked who asks; `attempt` names the click in Stripe's idempotency key.
   */
  cancelAtPeriodEnd?(record: ProductRecord, attempt: string): Promise<void>;
  resume?(record: ProductRecord, attempt: string): Promise<void>;
  /**
   * Promotion codes: the Stripe products (by HostFree's product key, 'hosting_3') a code for this product discounts.
   * Absent: the product takes no codes (donations).
   */
  promotable?: { productKeys(): Promise<{ key: string; name: string }[]> };
  /** Plan changes from the billing centre: the plans on offer (absent: the product's subscriptions do not change). */
  plans?: ProductPlans;
  /** A plan change takes effect (paid, or its date came): the product's rows and services follow. Idempotent. */
  planChanged?(facts: PlanChangeFacts, record: ProductRecord): Promise<void>;
  /**
   * What graceEnded does, for the payment-failed mails: the notice the mail catalogue words for this product ('your site
   * is suspended until the payment arrives'), said in the customer's language. Absent: the default notice.
   */
  graceNotice?: GraceNotice;
}

/** The products the core knows, by kind. Adding a product is one handler and one `register` call in its wire. */
export function createProductRegistry() {
  const byKind = new Map<string, ProductHandler>();
  return {
    register(handler: ProductHandler) {
      if (byKind.has(handler.kind)) throw new Error(`a product handler for '${handler.kind}' is already registered`);
      byKind.set(handler.kind, handler);
    },
    find: (kind: string | null | undefined): ProductHandler | null => (kind ? (byKind.get(kind) ?? null) : null),
    kinds: () => [...byKind.keys()],
    label: (kind: string) => byKind.get(kind)?.label ?? kind,
  };
}

export type ProductRegistry = ReturnType<typeof createProductRegistry>;
