import { randomBytes } from 'node:crypto';
import { FakeCharges } from './charges.js';
import type { FakeCheckoutSession } from './checkout.js';
import { openInvoiceOf, openPeriodInvoice } from './invoices.js';
import { createSubscription } from './subscriptions.js';
import type {
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakePaymentIntent,
  FakePrice,
  FakeProduct,
  FakeSubscription,
  FakeWebhookEndpoint,
  Meta,
} from './objects.js';
import type { FakeLine } from './plan-changes.js';
import { FakePromotions } from './promotion-codes.js';
import type { FakeAddress, FakeTaxId } from './tax.js';
import { FakeTaxCalculations } from './tax-calculations.js';
import { cardOfPaymentMethod, TEST_CARDS } from './test-cards.js';

// The fake Stripe's objects and their state machine, in the shapes of API 2026-10-28.endive (basil and later):
// invoices carry parent.subscription_details and an includable confirmation_secret, never payment_intent.
// Objects are stored with ids for their relations (objects.ts) and rendered (with `expand`) by render.ts.

export const FAKE_API_VERSION = '2026-10-28.endive';

export type {
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakePaymentIntent,
  FakePrice,
  FakeProduct,
  FakeSubscription,
  FakeWebhookEndpoint,
} from './objects.js';
export { cardOfPaymentMethod, TEST_CARDS } from './test-cards.js';

const MONTH_SECONDS = 30 * 86_400;

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
  /** Tax Calculations and the Tax Transactions made from them (tax-calculations.ts). */
  taxCalculations = new FakeTaxCalculations(this);
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
    taxCalculation?: string | null;
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
      tax_calculation: input.taxCalculation ?? null,
      created: this.now(),
      livemode: false,
    };
    this.paymentIntents.set(id, pi);
    if (!pi.invoice) this.emit('payment_intent.created', pi);
    return pi;
  }

  /** default_incomplete: an open invoice with its PaymentIntent waiting for a card; status incomplete (subscriptions.ts). */
  createSubscription(input: Parameters<typeof createSubscription>[1]): FakeSubscription {
    return createSubscription(this, input);
  }

  /** A period's invoice (invoices.ts). */
  private openInvoice(sub: FakeSubscription, reason: string): FakeInvoice {
    return openPeriodInvoice(this, sub, reason);
  }

  /** An open invoice of `net` (before tax) for the subscription, with its PaymentIntent (invoices.ts). */
  openInvoiceOf(sub: FakeSubscription, reason: string, net: number, lines?: FakeLine[]): FakeInvoice {
    return openInvoiceOf(this, sub, reason, net, lines);
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

  settleInvoice(invoice: FakeInvoice) {
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
    this.taxCalculations.clear();
    this.events = [];
  }
}
