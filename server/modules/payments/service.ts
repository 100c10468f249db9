import { randomUUID } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { REFUND_MESSAGES } from '../../../contract/refunds.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { Stripe, type StripeClient } from '../../integrations/stripe/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { StripeSettingsService } from './settings-service.js';
import { describeStripeError, isStripeMissing, stripeFailure } from './stripe-errors.js';
import {
  paymentIntentIdOfSecret,
  summarizeInvoice,
  summarizePaymentIntent,
  summarizeRefund,
  summarizeSubscription,
  type InvoiceSummary,
  type PaymentIntentSummary,
  type RefundSummary,
  type SubscriptionSummary,
} from './stripe-objects.js';
import { createWebhookDispatcher } from './webhooks.js';
import { createCommerceCore, type CommerceCoreDeps } from './commerce/core.js';
import { createProductRegistry } from './commerce/products.js';
import { createRefunds } from './commerce/refunds.js';
import { createSuspendedBuyers, type Buyer } from './commerce/suspended-buyers.js';
import { createOneTimePayments } from './one-time.js';
import { createOneTimeTax } from './one-time-tax.js';
import { createSubscriptionChanges, refusingCodes } from './subscription-changes.js';
import { createCustomers, type Person } from './customers/service.js';
import { registerMergeCustomersJob } from './customers/merge-job.js';
import { deleteCustomersOfUser, listCustomersOfUser } from './customers/repo.js';
import { BILLING_DETAIL_MESSAGES, type BillingDetailsBody } from '../../../contract/billing-details.js';

export interface PaymentsServiceDeps {
  db: Db;
  settings: StripeSettingsService;
  jobs: JobRunner;
  log: AuditLog;
  /** The audit log: an admin's refund is written there. */
  audit: AuditTrail;
  now: () => Date;
  /** What happens once per payment, renewal failure and dispute (receipts, pixel, dunning, admin mail): wire.ts. */
  hooks?: Pick<
    CommerceCoreDeps,
    | 'onPaymentRecorded'
    | 'afterPaymentRecorded'
    | 'onRenewalFailed'
    | 'onRenewalPaid'
    | 'onDisputed'
    | 'onChangeInvoicePaid'
  >;
  /** accounts' read: the suspended person a purchase is for, or null (commerce/suspended-buyers.ts). */
  findSuspendedBuyer?: (buyer: Buyer) => Promise<number | null>;
  /** accounts' read: the account an address belongs to (one Stripe customer per person, customers/service.ts). */
  findUserIdByEmail?: (email: string) => Promise<number | null | undefined>;
  /** A customer's billing details changed (the billing centre drops its kept views). */
  onCustomerChanged?: () => void;
}

export interface PriceRequest {
  /** Stable key of the product, e.g. 'donation' or 'hosting_starter' (letters, digits, underscores). */
  productKey: string;
  /** Shown on Stripe's invoices and dashboard. */
  productName: string;
  /** Cents, decided by the server (a constant or a table), never by a browser. */
  unitAmount: number;
  currency?: string;
  /** 'month' for subscriptions; null for a one-off price. */
  interval: 'month' | 'year' | null;
}

export interface SubscriptionStart {
  subscriptionId: string;
  status: string;
  customerId: string;
  invoiceId: string | null;
  /** For Stripe.js confirmPayment; null when nothing is due (the subscription is already active). */
  clientSecret: string | null;
  paymentIntentId: string | null;
  hostedInvoiceUrl: string | null;
  amountDue: number;
  /**
   * What the first invoice's discounts took off, as Stripe reports it (total_discount_amounts): before tax, so a
   * taxed invoice's amount due says nothing about it.
   */
  discountCents: number;
  currency: string;
}

/**
 * Keys for find-or-create POSTs: one per attempt, so stripe-node's own retries of that attempt are idempotent,
 * while a later attempt (after the object was archived or deleted in the dashboard) creates a fresh one
 * instead of replaying the stale answer Stripe keeps for 24 hours.
 */
const attemptKey = (what: string) => `${what}:${randomUUID()}`;

/** Stripe's refusals of a refund that are the admin's to read (the rest are outages: 502). */
function refundRefusal(error: unknown): AppError | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  switch (error.code) {
    case 'amount_too_large':
      return new AppError('BAD_REQUEST', error.message, { code: error.code });
    case 'charge_already_refunded':
      return new AppError('BAD_REQUEST', REFUND_MESSAGES.alreadyRefunded, { code: error.code });
    case 'charge_disputed':
    case 'refund_disputed_payment':
      return new AppError('BAD_REQUEST', REFUND_MESSAGES.disputed, { code: error.code });
    case 'charge_not_refundable':
      return new AppError('BAD_REQUEST', REFUND_MESSAGES.notRefundable, { code: error.code });
    default:
      return null;
  }
}

/** Lookup keys allow letters, digits, '_' and '-' (ours: hostfree_<product>_<interval|once>_<currency>_<cents>). */
export function priceLookupKey({
  productKey,
  unitAmount,
  currency = PAYMENT_CURRENCY,
  interval,
}: PriceRequest): string {
  if (!/^[a-z0-9_]{1,60}$/.test(productKey)) throw new Error(`invalid product key ${productKey}`);
  return `hostfree_${productKey}_${interval ?? 'once'}_${currency}_${unitAmount}`;
}

/**
 * The Stripe layer every payment flow uses (donations, paid hosting, VPS): the configured client, prices by
 * stable lookup keys, customers by e-mail, subscriptions that wait for the browser's card, PaymentIntents,
 * and the answers to "is it paid" read from Stripe itself. Every creating POST carries an idempotency key.
 * Failures throw AppError: 503 'Stripe not configured' (or the caller's message), 400 for a card decline,
 * 502 when Stripe cannot be reached (retryable). See README.md.
 */
export function createPaymentsService({
  db,
  settings,
  jobs,
  log,
  audit,
  now,
  hooks,
  findSuspendedBuyer,
  findUserIdByEmail,
  onCustomerChanged,
}: PaymentsServiceDeps) {
  // Price ids by lookup key, per settings version (a new account or key has its own catalogue).
  let priceCache = new Map<string, string>();
  settings.onSettingsChanged(() => {
    priceCache = new Map();
  });

  /** The configured client; throws 503 with `message` (default 'Stripe not configured') when keys are missing. */
  async function requireStripe(message: string = PAYMENT_MESSAGES.stripeNotConfigured): Promise<StripeClient> {
    const connection = await settings.connection();
    if (!connection) throw new AppError('UNAVAILABLE', message, { stripeConfigured: false });
    return connection.client;
  }

  /** Runs one Stripe call; Stripe's failures become AppErrors (logged with Stripe's request id). */
  async function call<T>(
    what: string,
    fn: (stripe: StripeClient) => Promise<T>,
    options: { lookup?: boolean } = {},
  ): Promise<T> {
    const client = await requireStripe();
    try {
      return await fn(client);
    } catch (error) {
      log.warn({ event: 'stripe-call-failed', call: what, ...describeStripeError(error) }, 'Stripe call failed');
      // A cached price may have been archived or deleted in the dashboard: look it up again next time.
      if (isStripeMissing(error)) priceCache = new Map();
      throw stripeFailure(error, options);
    }
  }

  async function ensureProduct(stripe: StripeClient, productKey: string, productName: string): Promise<string> {
    const id = `hostfree_${productKey}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!isStripeMissing(error)) throw error;
    }
    const product = await stripe.products.create(
      { id, name: productName, metadata: { source: 'hostfree' } },
      { idempotencyKey: attemptKey(`product:${id}`) },
    );
    return product.id;
  }

  /** The subscription as Stripe has it now, with its latest invoice and card; isPaid is the proof to act on. */
  async function readSubscription(subscriptionId: string): Promise<SubscriptionSummary> {
    const sub = await call(
      'subscriptions.retrieve',
      (stripe) =>
        stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice', 'default_payment_method'] }),
      { lookup: true },
    );
    return summarizeSubscription(sub);
  }

  /** The invoice with the PaymentIntent that paid it. */
  async function readInvoice(invoiceId: string): Promise<InvoiceSummary> {
    return summarizeInvoice(
      await call('invoices.retrieve', (stripe) => stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }), {
        lookup: true,
      }),
    );
  }

  /** The PaymentIntent as Stripe has it now (includes client_secret, to check a browser's claim, and the receipt). */
  async function readPaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary> {
    return summarizePaymentIntent(
      await call(
        'paymentIntents.retrieve',
        (stripe) => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
        { lookup: true },
      ),
    );
  }

  /**
   * POST /v1/refunds for a PaymentIntent's charge, `amountCents` of it (Stripe refuses more than is left). The
   * idempotency key is the caller's, bound to the payment and one click, so stripe-node's retry after a time-out (or
   * the admin's retry of the same click) gets the same refund. Stripe's refusals of the amount are 400s with our words.
   */
  async function createRefund(input: {
    paymentIntentId: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<RefundSummary> {
    const refund = await call('refunds.create', async (stripe) => {
      try {
        return await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: { ...input.metadata, reason: input.reason.slice(0, 500) },
            expand: ['charge'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        throw refundRefusal(error) ?? error;
      }
    });
    return summarizeRefund(refund);
  }

  const oneTime = createOneTimePayments(call);
  const oneTimeTax = createOneTimeTax(call);
  const subscriptionChanges = createSubscriptionChanges(call);
  const customers = createCustomers({
    db,
    call,
    jobs,
    log,
    now,
    findUserIdByEmail,
    onChanged: () => onCustomerChanged?.(),
  });
  const isConfigured = async () => (await settings.connection()) !== null;
  registerMergeCustomersJob({ db, call, jobs, log, now, isConfigured, findUserIdByEmail });
  /** The admin's Stripe Tax switch (false while Stripe is not configured). */
  const isAutomaticTaxOn = async () => (await settings.connection())?.automaticTax ?? false;
  const products = createProductRegistry();
  /** Ends a subscription at Stripe now; one already over is left as it is. */
  async function endSubscriptionNow(subscriptionId: string) {
    await call('subscriptions.cancel', async (stripe) => {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return current;
      return stripe.subscriptions.cancel(subscriptionId);
    });
  }
  // The core holds a suspended person's payment through the refund path, which is built on the core.
  const suspendedBuyers = createSuspendedBuyers({
    db,
    findSuspendedBuyer,
    audit,
    log,
    refunds: () => refunds,
    endSubscriptionNow,
  });
  const core = createCommerceCore({
    db,
    stripe: {
      readInvoice,
      readSubscription,
      readPaymentIntent,
      recordTaxTransaction: oneTimeTax.recordTaxTransaction,
    },
    products,
    jobs,
    log,
    now,
    ...hooks,
    suspendedBuyer: suspendedBuyers.ofRecord,
    holdPayment: suspendedBuyers.hold,
  });
  const webhooks = createWebhookDispatcher({ db, settings, jobs, log, now, handle: core.handle });
  const refunds = createRefunds({ db, createRefund, core, audit, log });

  return {
    requireStripe,
    ...subscriptionChanges,
    /** The Stripe products of HostFree's product keys exist (a coupon's applies_to names them). */
    async ensureProducts(keys: { key: string; name: string }[]): Promise<void> {
      await call('products.ensure', async (stripe) => {
        for (const { key, name } of keys) await ensureProduct(stripe, key, name);
      });
    },
    /**
     * Plugs a paid product into the commerce core (commerce/products.ts): from then on the core tells it, in its own
     * words, when its payments succeed, renew, fail, are refunded or disputed. One call in the product's wire.ts.
     */
    registerProduct: products.register,
    products,
    core,

    /**
     * Every checkout, before it asks Stripe for anything: a suspended buyer (signed in, or the owner of the address
     * typed) is refused with USER_SUSPENSION_MESSAGES.checkoutRefused (403), audited. `product`: the product's kind.
     */
    refuseSuspendedBuyer: (buyer: Buyer, product: string) => suspendedBuyers.refuse(buyer, product),
    /** For a product's own paths to delivery (a confirm, a reconciliation): is this buyer a suspended person? */
    isBuyerSuspended: async (buyer: Buyer) => (await suspendedBuyers.suspendedBuyer(buyer)) !== null,

    /** Whether all three keys are stored (donations and checkouts are offered only then). */
    isConfigured,
    isAutomaticTaxOn,

    /** The publishable key for the browser, or null. */
    publicKey: () => settings.publicKey(),

    /**
     * The id of the active price with the stable lookup key for this product, amount, currency and interval;
     * created once (with its product) when missing. If the key points at a different amount (a constant
     * changed), a new price takes the key over (transfer_lookup_key).
     */
    async findOrCreatePrice(request: PriceRequest): Promise<string> {
      const lookupKey = priceLookupKey(request);
      const cached = priceCache.get(lookupKey);
      if (cached) return cached;
      const currency = request.currency ?? PAYMENT_CURRENCY;
      const priceId = await call('prices.findOrCreate', async (stripe) => {
        const found = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0];
        const matches =
          found &&
          found.unit_amount === request.unitAmount &&
          found.currency === currency &&
          (found.recurring?.interval ?? null) === request.interval;
        if (found && matches) return found.id;
        const product = await ensureProduct(stripe, request.productKey, request.productName);
        const params: Stripe.PriceCreateParams = {
          product,
          currency,
          unit_amount: request.unitAmount,
          lookup_key: lookupKey,
          transfer_lookup_key: Boolean(found),
          metadata: { source: 'hostfree', productKey: request.productKey },
          ...(request.interval ? { recurring: { interval: request.interval } } : {}),
        };
        return (await stripe.prices.create(params, { idempotencyKey: attemptKey(`price:${lookupKey}`) })).id;
      });
      priceCache.set(lookupKey, priceId);
      return priceId;
    },

    /**
     * The person's one Stripe customer (customers/service.ts): every checkout and donation asks this, never Stripe
     * directly. `billing` (a checkout's address and optional VAT number) is set on the customer first.
     */
    customerFor: customers.customerFor,
    /**
     * "Your data": the billing details kept for an account (export), and their removal with it (erasure). The
     * customer and its invoices stay at Stripe: invoices are accounting records the law makes us keep.
     */
    personalData: {
      listBillingDetails: async (userId: number, email: string | null) =>
        (await listCustomersOfUser(db, userId, email)).map((row) => ({
          stripeCustomerId: row.stripeCustomerId,
          billingEmail: row.billingEmail,
          billingName: row.billingName,
          address: row.address,
          taxId: row.taxIdValue,
          taxIdStatus: row.taxIdStatus,
        })),
      eraseBillingDetails: (tx: DbOrTx, userId: number, email: string | null) =>
        deleteCustomersOfUser(tx, userId, email),
    },
    /** GET and PUT /api/billing/details for a person (billing-centre/routes.ts). */
    async readBillingDetails(person: Person) {
      return customers.readDetails(person, await isAutomaticTaxOn());
    },
    async saveBillingDetails(person: Person, body: BillingDetailsBody) {
      return customers.saveDetails(person, body, await isAutomaticTaxOn());
    },

    /**
     * A subscription that waits for the browser's card (payment_behavior=default_incomplete): the first
     * invoice is finalized, its PaymentIntent's client secret goes to Stripe.js (or the hosted invoice page).
     * `idempotencyKey` must be stable for the caller's row (e.g. `donation:42:subscription`), so a retry
     * after a time-out answers the same subscription instead of creating a second one.
     */
    async startSubscription(input: {
      customerId: string;
      priceId: string;
      idempotencyKey: string;
      metadata?: Record<string, string>;
      description?: string;
      /** A promotion code the caller resolved (promotions/service.ts): Stripe checks and redeems it here. */
      promotionCodeId?: string | null;
      /** A product Stripe Tax applies to (paid hosting, VPS; never a donation): taxed when the admin turned tax on. */
      taxable?: boolean;
    }): Promise<SubscriptionStart> {
      // With tax off the request is exactly what it was before Stripe Tax existed here.
      const automaticTax = input.taxable === true && (await isAutomaticTaxOn());
      const sub = await call('subscriptions.create', async (stripe) => {
        try {
          return await refusingCodes(() =>
            stripe.subscriptions.create(
              {
                customer: input.customerId,
                items: [{ price: input.priceId }],
                payment_behavior: 'default_incomplete',
                payment_settings: { save_default_payment_method: 'on_subscription' },
                expand: ['latest_invoice.confirmation_secret'],
                metadata: input.metadata ?? {},
                ...(input.description ? { description: input.description } : {}),
                ...(input.promotionCodeId ? { discounts: [{ promotion_code: input.promotionCodeId }] } : {}),
                ...(automaticTax ? { automatic_tax: { enabled: true } } : {}),
              },
              { idempotencyKey: input.idempotencyKey },
            ),
          );
        } catch (error) {
          // Stripe Tax cannot place a customer without a billing address: the checkout must ask for one.
          if ((error as { code?: string }).code === 'customer_tax_location_invalid')
            throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.addressRequired, { field: 'billing' });
          throw error;
        }
      });
      const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
      return {
        subscriptionId: sub.id,
        status: sub.status,
        customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
        invoiceId: invoice?.id ?? null,
        clientSecret,
        paymentIntentId: clientSecret ? paymentIntentIdOfSecret(clientSecret) : null,
        hostedInvoiceUrl: invoice?.hosted_invoice_url ?? null,
        amountDue: invoice?.amount_due ?? 0,
        discountCents: (invoice?.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
        currency: invoice?.currency ?? PAYMENT_CURRENCY,
      };
    },

    readSubscription,

    /**
     * A started subscription's first payment as the browser needs it again (an abandoned checkout
     * resumed): the open invoice's client secret and hosted page, read from Stripe now (null once it is not open),
     * with the subscription's summary.
     */
    async readSubscriptionPayment(subscriptionId: string): Promise<{
      summary: SubscriptionSummary;
      clientSecret: string | null;
      hostedInvoiceUrl: string | null;
      amountDue: number;
      /** What the first invoice's discounts took off (total_discount_amounts, before tax). */
      discountCents: number;
      currency: string;
    }> {
      const sub = await call(
        'subscriptions.retrieve',
        (stripe) => stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] }),
        { lookup: true },
      );
      const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      const isOpen = invoice?.status === 'open';
      return {
        summary: summarizeSubscription(sub),
        clientSecret: isOpen ? (invoice.confirmation_secret?.client_secret ?? null) : null,
        hostedInvoiceUrl: isOpen ? (invoice.hosted_invoice_url ?? null) : null,
        amountDue: invoice?.amount_due ?? 0,
        discountCents: (invoice?.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0),
        currency: invoice?.currency ?? PAYMENT_CURRENCY,
      };
    },

    /**
     * Cancels now, or at the end of the paid period. Idempotent: cancelling a canceled one answers it. `attempt` names
     * the request in Stripe's idempotency key: one per customer click, so a cancel after a resume is not answered
     * with the first cancel's cached result (which would change nothing).
     */
    async cancelSubscription(
      subscriptionId: string,
      options: { atPeriodEnd?: boolean; attempt?: string } = {},
    ): Promise<SubscriptionSummary> {
      const sub = await call('subscriptions.cancel', async (stripe) => {
        if (options.atPeriodEnd) {
          return stripe.subscriptions.update(
            subscriptionId,
            { cancel_at_period_end: true, expand: ['latest_invoice'] },
            { idempotencyKey: `cancel-later:${subscriptionId}:${options.attempt ?? 'first'}` },
          );
        }
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status === 'canceled' || current.status === 'incomplete_expired') return current;
        return stripe.subscriptions.cancel(subscriptionId);
      });
      return summarizeSubscription(sub);
    },

    /** Takes back a cancel at period end while the period runs (the customer's Resume): the plan renews again. */
    async resumeSubscription(subscriptionId: string, attempt: string): Promise<SubscriptionSummary> {
      const sub = await call('subscriptions.update', (stripe) =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: false, expand: ['latest_invoice'] },
          { idempotencyKey: `resume:${subscriptionId}:${attempt}` },
        ),
      );
      return summarizeSubscription(sub);
    },

    /**
     * Stops billing while the owner is suspended, keeping the subscription (pause_collection with
     * behavior 'void': invoices of the pause are voided, not owed later). Idempotent.
     */
    async pauseCollection(subscriptionId: string): Promise<SubscriptionSummary> {
      // Setting the same state twice is harmless, so a retried job needs no idempotency key of its own.
      const sub = await call('subscriptions.pause', (stripe) =>
        stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } }),
      );
      return summarizeSubscription(sub);
    },

    /** Billing goes on as before the pause. */
    async resumeCollection(subscriptionId: string): Promise<SubscriptionSummary> {
      const sub = await call('subscriptions.resume', (stripe) =>
        stripe.subscriptions.update(subscriptionId, { pause_collection: '' }),
      );
      return summarizeSubscription(sub);
    },

    readInvoice,

    /**
     * Stripe's billing portal, opened on its "update payment method" flow for this customer (the billing centre's
     * Update card): the new card becomes the default of the customer and of their subscriptions, and the portal sends
     * the browser back to `returnUrl`. A session is single-use and short-lived, so each click makes a new one.
     */
    async createBillingPortalSession(input: {
      customerId: string;
      returnUrl: string;
      idempotencyKey: string;
    }): Promise<{ id: string; url: string }> {
      const session = await call('billingPortal.sessions.create', (stripe) =>
        stripe.billingPortal.sessions.create(
          {
            customer: input.customerId,
            return_url: input.returnUrl,
            flow_data: {
              type: 'payment_method_update',
              after_completion: { type: 'redirect', redirect: { return_url: input.returnUrl } },
            },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: session.id, url: session.url };
    },

    ...oneTime,
    /** Stripe Tax on a one-off payment (one-time-tax.ts): the calculation the PaymentIntent is then made for. */
    calculateTax: oneTimeTax.calculateTax,
    readPaymentIntent,

    createRefund,

    /** POST /api/admin/payments/{id}/refund (commerce/refunds.ts). */
    refundPayment: refunds.refund,
    /** The ledger payments behind the admin's rows: a donation's by its invoice or PaymentIntent, an order's newest. */
    paymentsByKeys: refunds.paymentsByKeys,
    latestPaymentsOf: refunds.latestPaymentsOf,

    /** POST /api/stripe/webhook: verify, store once, queue. */
    receiveWebhook: webhooks.receive,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
