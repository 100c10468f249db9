import { randomBytes } from 'node:crypto';
import { FakeCharges } from './charges.js';
import type { FakeCheckoutSession } from './checkout.js';
import type { FakeLine, PendingUpdate } from './plan-changes.js';
import { FakePromotions, type FakePromotionCode } from './promotion-codes.js';
import { computeTax, customerTaxIdsOf, type FakeAddress, type FakeTaxId, type FakeTaxLine } from './tax.js';

// The fake Stripe's objects and their state machine, in the shapes of API 2026-10-28.endive (basil and later):
// invoices carry parent.subscription_details and an includable confirmation_secret, never payment_intent.
// Objects are stored with ids for their relations and rendered (with `expand`) by render.ts.

export const FAKE_API_VERSION = '2026-10-28.endive';

type Meta = Record<string, string>;

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Meta;
  created: number;
  livemode: false;
  /** The customer's default card (the billing portal sets it). */
  invoice_settings: { default_payment_method: string | null };
  /** The test clock it lives on (test-clocks.ts), or null. */
  test_clock: string | null;
  /** Where Stripe Tax places the customer (tax.ts). */
  address: FakeAddress | null;
  tax_exempt: 'none' | 'exempt' | 'reverse';
}
export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Meta;
  created: number;
  livemode: false;
}
export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: string; interval_count: number } | null;
  type: 'recurring' | 'one_time';
  lookup_key: string | null;
  metadata: Meta;
  created: number;
  livemode: false;
}
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  metadata: Meta;
  description: string | null;
  items: { id: string; price: string; quantity: number; current_period_start: number; current_period_end: number }[];
  latest_invoice: string | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  livemode: false;
  /** Set while collection is paused; only 'void' is modelled (renewals in the pause are voided). */
  pause_collection?: { behavior: 'void' } | null;
  /** save_default_payment_method=on_subscription: the card that paid an invoice becomes the subscription's. */
  default_payment_method?: string | null;
  /** The discount (promotions.discounts) a promotion code became on this subscription. */
  discount?: string | null;
  /** A price change waiting for its invoice to be paid (payment_behavior=pending_if_incomplete; plan-changes.ts). */
  pending_update?: PendingUpdate | null;
  /** Prorations kept for the next invoice (proration_behavior=create_prorations). */
  pending_lines?: FakeLine[];
  /** automatic_tax[enabled]: each invoice's tax from Stripe Tax's table (tax.ts). */
  automatic_tax?: boolean;
}
export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  customer: string;
  customer_email: string | null;
  subscription: string | null;
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  payment_intent: string | null;
  paid_at: number | null;
  finalized_at: number;
  created: number;
  livemode: false;
  /** The lines of a subscription change's invoice (plan-changes.ts); other invoices answer no lines. */
  lines?: FakeLine[];
  /** What the subscription's discount took off this invoice. */
  discount_amount?: number;
  discount?: string | null;
  number: string | null;
  description: string | null;
  /** Before tax; amount_due is subtotal + tax. */
  subtotal: number;
  automatic_tax: boolean;
  total_taxes: FakeTaxLine[];
  /** The customer's details as the invoice copied them at finalization. */
  customer_name: string | null;
  customer_address: FakeAddress | null;
  customer_tax_ids: { type: string; value: string }[];
  customer_tax_exempt: 'none' | 'exempt' | 'reverse';
}
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Meta;
  customer: string | null;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  /** The invoice this intent pays (not a field of the API since basil; kept to settle the invoice). */
  invoice: string | null;
  created: number;
  livemode: false;
}
export interface FakeWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  enabled_events: string[];
  api_version: string | null;
  status: 'enabled' | 'disabled';
  description: string | null;
  metadata: Meta;
  application: null;
  created: number;
  livemode: false;
  /** Signs this endpoint's deliveries; the API answers it only to the create call. */
  secret: string;
}
export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

/** Test payment methods and card numbers (docs.stripe.com/testing). */
export const TEST_CARDS: Record<
  string,
  { ok: true } | { ok: false; code: string; decline_code: string; message: string }
> = {
  pm_card_visa: { ok: true },
  pm_card_mastercard: { ok: true },
  '4242424242424242': { ok: true },
  '5555555555554444': { ok: true },
  pm_card_chargeDeclined: {
    ok: false,
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000000002': {
    ok: false,
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    ok: false,
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009995': {
    ok: false,
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const MONTH_SECONDS = 30 * 86_400;

/** The card behind a test payment method or typed number (brand and last four, as PaymentMethod.card has them). */
export function cardOfPaymentMethod(paymentMethod: string): { brand: string; last4: string } {
  const named: Record<string, { brand: string; last4: string }> = {
    pm_card_visa: { brand: 'visa', last4: '4242' },
    pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
    pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  };
  const digits = paymentMethod.replace(/\s+/g, '');
  return named[paymentMethod] ?? { brand: digits.startsWith('5') ? 'mastercard' : 'visa', last4: digits.slice(-4) };
}

export class FakeStripeState {
  customers = new Map<string, FakeCustomer>();
  /** The cards behind payment methods the sandbox made (pm_… → brand, last4). */
  paymentMethods = new Map<string, { brand: string; last4: string }>();
  products = new Map<string, FakeProduct>();
  prices = new Map<string, FakePrice>();
  subscriptions = new Map<string, FakeSubscription>();
  invoices = new Map<string, FakeInvoice>();
  paymentIntents = new Map<string, FakePaymentIntent>();
  webhookEndpoints = new Map<string, FakeWebhookEndpoint>();
  checkoutSessions = new Map<string, FakeCheckoutSession>();
  /** Coupons, promotion codes and discounts (promotion-codes.ts). */
  promotions = new FakePromotions(this);
  /** Called when an invoice is paid, before the subscription follows (a pending update is applied: plan-changes.ts). */
  onInvoiceSettled: (invoice: FakeInvoice) => void = () => {};
  /** A subscription's pending_update as the API shows it (set by plan-changes.ts). */
  renderPendingUpdate: (sub: FakeSubscription) => unknown = () => null;
  /** Customers' tax IDs (tax.ts) and the tax rates Stripe Tax made, by place and percentage. */
  taxIds = new Map<string, FakeTaxId>();
  taxRates = new Map<string, string>();
  events: FakeEvent[] = [];
  /**
   * The account's default API version: what an endpoint created without api_version is pinned to. Tests set an
   * older one to play an account whose Dashboard-made endpoints still receive the old shapes.
   */
  accountApiVersion = FAKE_API_VERSION;

  /** Charges of succeeded PaymentIntents, their refunds and disputes (charges.ts). */
  charges = new FakeCharges(this);
  /** Called for each new event (the server delivers it to the webhook URL). */
  onEvent: (event: FakeEvent) => void = () => {};
  /** Renders an object as the API would answer it unexpanded (set by the server; used for event payloads). */
  renderForEvent: (object: { object: string }) => unknown = (o) => o;
  /** Base of hosted invoice URLs (the fake's own address). */
  selfUrl = '';
  private clockOffset = 0;
  /** Set while work happens at a test clock's time (test-clocks.ts): what now() answers meanwhile. */
  private frozenNow: number | null = null;

  now(): number {
    return this.frozenNow ?? Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /** Runs `work` with now() answering `time` (a test clock's frozen time), then goes back to the wall clock. */
  at<T>(time: number, work: () => T): T {
    const previous = this.frozenNow;
    this.frozenNow = time;
    try {
      return work();
    } finally {
      this.frozenNow = previous;
    }
  }

  /** Moves the fake's clock (event timestamps, periods) by `seconds`. */
  advanceClock(seconds: number) {
    this.clockOffset += seconds;
  }

  id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  }

  emit(
    type: string,
    object: { object: string },
    previous?: Record<string, unknown>,
    request?: { id: string; idempotencyKey: string | null },
  ) {
    const event: FakeEvent = {
      id: this.id('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      type,
      data: { object: this.renderForEvent(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }

  createCustomer(input: {
    email?: string;
    name?: string;
    metadata?: Meta;
    test_clock?: string | null;
    address?: FakeAddress | null;
  }): FakeCustomer {
    const c: FakeCustomer = {
      id: this.id('cus'),
      object: 'customer',
      email: input.email ?? null,
      name: input.name ?? null,
      metadata: input.metadata ?? {},
      created: this.now(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
      test_clock: input.test_clock ?? null,
      address: input.address ?? null,
      tax_exempt: 'none',
    };
    this.customers.set(c.id, c);
    this.emit('customer.created', c);
    return c;
  }

  createProduct(input: { id?: string; name: string; metadata?: Meta }): FakeProduct {
    const p: FakeProduct = {
      id: input.id ?? this.id('prod'),
      object: 'product',
      name: input.name,
      active: true,
      metadata: input.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.products.set(p.id, p);
    return p;
  }

  createPrice(input: {
    product: string;
    currency: string;
    unit_amount: number;
    interval?: string;
    lookup_key?: string;
    transfer?: boolean;
    metadata?: Meta;
  }): FakePrice {
    if (input.lookup_key && input.transfer) {
      for (const p of this.prices.values()) if (p.lookup_key === input.lookup_key) p.lookup_key = null;
    }
    const p: FakePrice = {
      id: this.id('price'),
      object: 'price',
      active: true,
      currency: input.currency,
      unit_amount: input.unit_amount,
      product: input.product,
      recurring: input.interval ? { interval: input.interval, interval_count: 1 } : null,
      type: input.interval ? 'recurring' : 'one_time',
      lookup_key: input.lookup_key ?? null,
      metadata: input.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.prices.set(p.id, p);
    return p;
  }

  createPaymentIntent(input: {
    amount: number;
    currency: string;
    metadata?: Meta;
    customer?: string | null;
    description?: string | null;
    receipt_email?: string | null;
    invoice?: string | null;
  }): FakePaymentIntent {
    const id = this.id('pi');
    const pi: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: input.amount,
      amount_received: 0,
      currency: input.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: input.metadata ?? {},
      customer: input.customer ?? null,
      description: input.description ?? null,
      receipt_email: input.receipt_email ?? null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      invoice: input.invoice ?? null,
      created: this.now(),
      livemode: false,
    };
    this.paymentIntents.set(id, pi);
    if (!pi.invoice) this.emit('payment_intent.created', pi);
    return pi;
  }

  /** default_incomplete: an open invoice with its PaymentIntent waiting for a card; status incomplete. */
  createSubscription(input: {
    customer: string;
    price: string;
    quantity?: number;
    metadata?: Meta;
    description?: string | null;
    /** A promotion code already checked (promotions.check): redeemed into the subscription's discount. */
    promotionCode?: FakePromotionCode;
    automatic_tax?: boolean;
  }): FakeSubscription {
    const price = this.prices.get(input.price)!;
    const start = this.now();
    const sub: FakeSubscription = {
      id: this.id('sub'),
      object: 'subscription',
      status: 'incomplete',
      customer: input.customer,
      metadata: input.metadata ?? {},
      description: input.description ?? null,
      items: [
        {
          id: this.id('si'),
          price: price.id,
          quantity: input.quantity ?? 1,
          current_period_start: start,
          current_period_end: start + MONTH_SECONDS,
        },
      ],
      latest_invoice: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      livemode: false,
      automatic_tax: input.automatic_tax ?? false,
    };
    this.subscriptions.set(sub.id, sub);
    if (input.promotionCode) sub.discount = this.promotions.redeem(input.promotionCode, sub.customer, sub.id).id;
    const invoice = this.openInvoice(sub, 'subscription_create');
    sub.latest_invoice = invoice.id;
    this.emit('customer.subscription.created', sub);
    return sub;
  }

  /** A period's invoice: its items less the subscription's live discount, plus prorations kept for it. */
  private openInvoice(sub: FakeSubscription, reason: string): FakeInvoice {
    const discount = sub.discount ? this.promotions.discounts.get(sub.discount) : undefined;
    const live = discount && this.promotions.isLive(discount, this.now()) ? discount : undefined;
    let off = 0;
    const gross = sub.items.reduce((sum, item) => {
      const price = this.prices.get(item.price)!;
      const amount = price.unit_amount * item.quantity;
      if (live) off += this.promotions.amountOff(live.coupon, price.product, amount);
      return sum + amount;
    }, 0);
    if (live && off) live.invoicesDiscounted += 1;
    const kept = (sub.pending_lines ?? []).reduce((sum, line) => sum + line.amount, 0);
    sub.pending_lines = [];
    const invoice = this.openInvoiceOf(sub, reason, Math.max(0, gross - off + kept));
    if (off) Object.assign(invoice, { discount_amount: off, discount: live!.id });
    return invoice;
  }

  /**
   * An open invoice of `net` (before tax) for the subscription, with its PaymentIntent (lines: a change's
   * prorations). Stripe Tax runs at finalization (tax.ts); without automatic tax an invoice carries no tax lines.
   */
  openInvoiceOf(sub: FakeSubscription, reason: string, net: number, lines?: FakeLine[]): FakeInvoice {
    const currency = this.prices.get(sub.items[0]!.price)!.currency;
    const customer = this.customers.get(sub.customer);
    const taxes = sub.automatic_tax && customer?.address && net > 0 ? computeTax(this, customer, net) : [];
    const amount = net + taxes.reduce((sum, t) => sum + t.amount, 0);
    const invoice: FakeInvoice = {
      id: this.id('in'),
      object: 'invoice',
      status: 'open',
      customer: sub.customer,
      customer_email: customer?.email ?? null,
      subscription: sub.id,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: 0,
      currency,
      payment_intent: null,
      paid_at: null,
      finalized_at: this.now(),
      created: this.now(),
      livemode: false,
      number: `SBX-${String(this.invoices.size + 1).padStart(4, '0')}`,
      description: sub.description,
      subtotal: net,
      automatic_tax: sub.automatic_tax ?? false,
      total_taxes: taxes,
      customer_name: customer?.name ?? null,
      customer_address: customer?.address ?? null,
      customer_tax_ids: customerTaxIdsOf(this, sub.customer),
      customer_tax_exempt: customer?.tax_exempt ?? 'none',
      ...(lines ? { lines: lines.map((line) => ({ ...line, invoice: null })) } : {}),
    };
    if (invoice.lines) for (const line of invoice.lines) line.invoice = invoice.id;
    this.invoices.set(invoice.id, invoice);
    if (amount === 0) {
      // Nothing to pay (a change fully credited, a 100% discount): Stripe marks the invoice paid at once.
      this.emit('invoice.finalized', invoice);
      this.settleInvoice(invoice);
      return invoice;
    }
    invoice.payment_intent = this.createPaymentIntent({
      amount,
      currency,
      customer: sub.customer,
      invoice: invoice.id,
    }).id;
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  /**
   * Confirms a PaymentIntent with a test card: succeeded (and its invoice paid, the subscription active) or
   * declined (requires_payment_method with last_payment_error). Answers the decline, if any.
   */
  confirm(
    pi: FakePaymentIntent,
    paymentMethod: string,
  ): { ok: true } | { ok: false; code: string; decline_code: string; message: string } {
    const card = TEST_CARDS[paymentMethod.replace(/\s+/g, '')] ?? TEST_CARDS.pm_card_chargeDeclined!;
    pi.payment_method = paymentMethod.startsWith('pm_') ? paymentMethod : this.id('pm');
    this.paymentMethods.set(pi.payment_method, cardOfPaymentMethod(paymentMethod));
    const invoice = pi.invoice ? this.invoices.get(pi.invoice) : undefined;
    if (!card.ok) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        code: card.code,
        decline_code: card.decline_code,
        message: card.message,
      };
      this.emit('payment_intent.payment_failed', pi);
      if (invoice) this.emit('invoice.payment_failed', invoice);
      return card;
    }
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    pi.latest_charge = this.charges.create(pi).id;
    this.emit('payment_intent.succeeded', pi);
    if (invoice) this.settleInvoice(invoice);
    return card;
  }

  /**
   * Charges an open invoice off-session with the subscription's saved card (a change invoiced now): answers whether it
   * was paid. A declined or missing card leaves the invoice open.
   */
  chargeSavedCard(invoice: FakeInvoice): boolean {
    if (invoice.status === 'paid') return true;
    const sub = invoice.subscription ? this.subscriptions.get(invoice.subscription) : undefined;
    const saved =
      sub?.default_payment_method ?? this.customers.get(invoice.customer)?.invoice_settings.default_payment_method;
    const pi = invoice.payment_intent ? this.paymentIntents.get(invoice.payment_intent) : undefined;
    if (!saved || !pi) return false;
    // A card typed into Stripe.js got a pm_ id of its own: its number says whether it declines.
    const card = this.paymentMethods.get(saved);
    const declines = TEST_CARDS[saved] ? !TEST_CARDS[saved]!.ok : card?.last4 === '0002' || card?.last4 === '9995';
    const outcome = this.confirm(
      pi,
      declines ? (TEST_CARDS[saved] ? saved : 'pm_card_chargeDeclined') : 'pm_card_visa',
    );
    pi.payment_method = saved;
    if (sub) sub.default_payment_method = saved;
    return outcome.ok;
  }

  private settleInvoice(invoice: FakeInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.paid_at = this.now();
    this.onInvoiceSettled(invoice);
    this.emit('invoice.paid', invoice);
    this.emit('invoice.payment_succeeded', invoice);
    const sub = invoice.subscription ? this.subscriptions.get(invoice.subscription) : undefined;
    const paidWith = invoice.payment_intent ? this.paymentIntents.get(invoice.payment_intent)?.payment_method : null;
    if (sub && paidWith) sub.default_payment_method = paidWith;
    if (sub && sub.status !== 'active') {
      const previous = sub.status;
      sub.status = 'active';
      this.emit('customer.subscription.updated', sub, { status: previous });
    }
  }

  /** A renewal: a new period, a new invoice paid at once with the saved card (or failed: past_due). */
  renew(sub: FakeSubscription, outcome: 'paid' | 'failed' = 'paid'): FakeInvoice {
    const item = sub.items[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + MONTH_SECONDS;
    const invoice = this.openInvoice(sub, 'subscription_cycle');
    sub.latest_invoice = invoice.id;
    const pi = this.paymentIntents.get(invoice.payment_intent!)!;
    // Paused with behavior 'void': the period's invoice is voided, nothing is charged and the status stays.
    if (sub.pause_collection) {
      this.voidOpenInvoice(sub);
      return invoice;
    }
    if (outcome === 'paid') {
      this.confirm(pi, 'pm_card_visa');
    } else {
      this.confirm(pi, 'pm_card_chargeDeclined');
      const previous = sub.status;
      sub.status = 'past_due';
      this.emit('customer.subscription.updated', sub, { status: previous });
    }
    return invoice;
  }

  cancel(sub: FakeSubscription): FakeSubscription {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return sub;
    const previous = sub.status;
    sub.status = 'canceled';
    sub.canceled_at = this.now();
    sub.ended_at = this.now();
    this.voidOpenInvoice(sub);
    this.emit('customer.subscription.deleted', sub, { status: previous });
    return sub;
  }

  /** An incomplete subscription nobody paid for 23 hours: incomplete_expired (terminal), its invoice void. */
  expire(sub: FakeSubscription): FakeSubscription {
    if (sub.status !== 'incomplete') return sub;
    sub.status = 'incomplete_expired';
    sub.ended_at = this.now();
    this.voidOpenInvoice(sub);
    this.emit('customer.subscription.updated', sub, { status: 'incomplete' });
    return sub;
  }

  private voidOpenInvoice(sub: FakeSubscription) {
    const invoice = sub.latest_invoice ? this.invoices.get(sub.latest_invoice) : undefined;
    if (invoice?.status === 'open') {
      invoice.status = 'void';
      const pi = invoice.payment_intent ? this.paymentIntents.get(invoice.payment_intent) : undefined;
      if (pi && pi.status !== 'succeeded') pi.status = 'canceled';
    }
  }

  /** The subscription behind a PaymentIntent's invoice, if any. */
  subscriptionOfPaymentIntent(pi: FakePaymentIntent): FakeSubscription | undefined {
    const invoice = pi.invoice ? this.invoices.get(pi.invoice) : undefined;
    return invoice?.subscription ? this.subscriptions.get(invoice.subscription) : undefined;
  }

  clear() {
    for (const map of [
      this.customers,
      this.products,
      this.prices,
      this.subscriptions,
      this.invoices,
      this.paymentIntents,
      this.webhookEndpoints,
      this.checkoutSessions,
      this.taxIds,
      this.taxRates,
    ])
      map.clear();
    this.charges.clear();
    this.promotions.clear();
    this.events = [];
  }
}
