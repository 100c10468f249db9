import type { Db, DbOrTx } from '../../../db/client.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { InvoiceSummary, PaymentIntentSummary, SubscriptionSummary } from '../stripe-objects.js';
import {
  findPaymentByIntent, findSubscriptionMirror, insertPaymentOnce, lockPayment, updatePayment, updateSubscriptionMirror, upsertSubscription,
  type BillingPaymentRow,
} from './ledger-repo.js';
import type { PaymentFacts, ProductHandler, ProductRecord, ProductRegistry, StripeRefs } from './products.js';
import { translateEvent, type CommerceFact } from './translate.js';

/** Reads of Stripe the core proves things with (PaymentsService's, so failures are AppErrors and retried). */
export interface CommerceReads {
  readInvoice(id: string): Promise<InvoiceSummary>;
  readSubscription(id: string): Promise<SubscriptionSummary>;
  readPaymentIntent(id: string): Promise<PaymentIntentSummary>;
}

/** What the core does once per payment, in the transaction that records it (the receipt mail, the pixel Purchase). */
export interface PaymentRecorded {
  payment: BillingPaymentRow;
  label: string;
  record: ProductRecord;
}

export interface CommerceCoreDeps {
  db: Db;
  stripe: CommerceReads;
  products: ProductRegistry;
  log: AuditLog;
  now: () => Date;
  /** Called inside the recording transaction, once per payment (wired to the receipt mail and the pixel). */
  onPaymentRecorded?: (tx: DbOrTx, recorded: PaymentRecorded) => Promise<void>;
  /** After the transaction: wake the mail and pixel runners. */
  afterPaymentRecorded?: () => void;
  /** A renewal failed (dunning, point 4): called after the product heard of it. */
  onRenewalFailed?: (facts: { refs: StripeRefs; record: ProductRecord; label: string; payUrl: string | null; reason: string | null; nextAttemptAt: Date | null }) => Promise<void>;
  /** A renewal was paid (dunning ends). */
  onRenewalPaid?: (subscriptionId: string) => Promise<void>;
  /** A dispute was opened or changed on a payment (admins are told). */
  onDisputed?: (payment: BillingPaymentRow, status: string, reason: string | null) => Promise<void>;
}

/** The purchase's event id, shared by the browser's pixel and the Conversions API so Facebook counts it once. */
export const purchaseEventId = (payment: { paymentIntentId: string | null; paymentKey: string }) => `pay-${payment.paymentIntentId ?? payment.paymentKey}`;

const lower = (email: string | null | undefined) => (email ? email.toLowerCase() : null);

/**
 * The commerce core (issue 20 point 1): reads each stored Stripe event once, proves what it says against Stripe,
 * records every payment once in the ledger (with its receipt and pixel Purchase, in the same transaction), mirrors
 * every subscription for the billing centre, and tells the product in its own words through the registry.
 * Everything here is idempotent: the job that calls `handle` is retried as a whole when any step throws.
 */
export function createCommerceCore(deps: CommerceCoreDeps) {
  const { db, stripe, products, log, now } = deps;

  /** The product an event is about: its metadata.kind, else (old invoice shapes) the subscription's metadata. */
  async function resolve(refs: StripeRefs): Promise<{ handler: ProductHandler; refs: StripeRefs } | null> {
    let full = refs;
    if (!products.find(refs.metadata.kind) && refs.subscriptionId) {
      const sub = await stripe.readSubscription(refs.subscriptionId);
      full = { ...refs, metadata: { ...sub.metadata, ...refs.metadata } };
    }
    const handler = products.find(full.metadata.kind);
    return handler ? { handler, refs: full } : null;
  }

  async function recordPayment(handler: ProductHandler, record: ProductRecord, facts: PaymentFacts, paymentKey: string, receiptUrl: string | null) {
    let recorded: PaymentRecorded | null = null;
    await db.transaction(async (tx) => {
      const payment = await insertPaymentOnce(tx, {
        paymentKey, productKind: handler.kind, productRef: record.ref, description: record.description,
        userId: record.userId, email: lower(record.email), stripeSubscriptionId: facts.subscriptionId, stripeInvoiceId: facts.invoiceId,
        stripePaymentIntentId: facts.paymentIntentId, amountCents: facts.amountCents, currency: facts.currency, isRenewal: facts.isRenewal,
        receiptUrl, paidAt: facts.paidAt,
      });
      if (!payment) return;
      recorded = { payment, label: handler.label, record };
      await deps.onPaymentRecorded?.(tx, recorded);
    });
    if (recorded) {
      deps.afterPaymentRecorded?.();
      log.info({ event: 'payment-recorded', paymentKey, product: handler.kind, ref: record.ref, amount: facts.amountCents }, 'payment recorded');
    }
  }

  /** The subscription as Stripe has it now, kept for the billing centre (status, next charge, card, open invoice). */
  async function mirror(handler: ProductHandler, record: ProductRecord, subscriptionId: string, extra: { paymentFailedAt?: Date | null } = {}): Promise<SubscriptionSummary> {
    const sub = await stripe.readSubscription(subscriptionId);
    const open = sub.latestInvoice && sub.latestInvoice.status === 'open' && sub.status !== 'incomplete' ? sub.latestInvoice : null;
    await upsertSubscription(db, {
      stripeSubscriptionId: subscriptionId, productKind: handler.kind, productRef: record.ref, description: record.description,
      userId: record.userId, email: lower(record.email), status: sub.status, amountCents: sub.amountCents, currency: sub.currency,
      interval: sub.interval, currentPeriodEnd: sub.currentPeriodEnd, cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      cardBrand: sub.card?.brand ?? null, cardLast4: sub.card?.last4 ?? null,
      openInvoiceId: open?.id ?? null, openInvoiceUrl: open?.hostedInvoiceUrl ?? null,
      ...(sub.isPaid ? { paymentFailedAt: null } : {}),
      ...extra,
    }, now());
    return sub;
  }

  async function onInvoicePaid(refs0: StripeRefs) {
    const invoice = await stripe.readInvoice(refs0.invoiceId!);
    if (!invoice.isPaid) return; // a stale event: the invoice was voided or is not paid after all
    const found = await resolve({ ...refs0, metadata: { ...invoice.metadata, ...refs0.metadata }, subscriptionId: invoice.subscriptionId ?? refs0.subscriptionId, paymentIntentId: invoice.paymentIntentId });
    if (!found) return;
    const { handler, refs } = found;
    const record = await handler.describe(refs);
    if (!record) return;
    const facts: PaymentFacts = {
      ...refs, amountCents: invoice.amountPaid, currency: invoice.currency, paidAt: invoice.paidAt ?? now(),
      isRenewal: invoice.billingReason !== 'subscription_create',
    };
    await recordPayment(handler, record, facts, invoice.id, invoice.hostedInvoiceUrl);
    await (facts.isRenewal ? handler.renewed ?? handler.paid : handler.paid)?.(facts, record);
    if (refs.subscriptionId) {
      await mirror(handler, record, refs.subscriptionId, { paymentFailedAt: null });
      if (facts.isRenewal) await deps.onRenewalPaid?.(refs.subscriptionId);
    }
  }

  async function onOneTimePaid(refs0: StripeRefs) {
    if (!refs0.paymentIntentId) return;
    const intent = await stripe.readPaymentIntent(refs0.paymentIntentId);
    if (!intent.isPaid) return;
    const found = await resolve({ ...refs0, metadata: { ...intent.metadata, ...refs0.metadata } });
    if (!found) return;
    const { handler, refs } = found;
    const record = await handler.describe(refs);
    if (!record) return;
    const facts: PaymentFacts = { ...refs, amountCents: intent.amountReceived, currency: intent.currency, paidAt: now(), isRenewal: false };
    await recordPayment(handler, record, facts, intent.id, intent.receiptUrl);
    await handler.paid?.(facts, record);
  }

  async function dispatch(fact: CommerceFact) {
    switch (fact.type) {
      case 'invoice-paid':
        if (fact.refs.invoiceId) await onInvoicePaid(fact.refs);
        return;
      case 'intent-succeeded':
      case 'checkout-completed':
        await onOneTimePaid(fact.refs);
        return;
      case 'invoice-failed': {
        const found = await resolve(fact.refs);
        const record = found && await found.handler.describe(found.refs);
        if (!found || !record) return;
        const failure = { ...found.refs, reason: fact.reason, payUrl: fact.payUrl, nextAttemptAt: fact.nextAttemptAt };
        await found.handler.paymentFailed?.(failure, record);
        if (!found.refs.subscriptionId) return;
        const sub = await mirror(found.handler, record, found.refs.subscriptionId);
        // A first payment that failed is the checkout's business (the customer is on the page); a renewal is dunning's.
        if (sub.status !== 'incomplete' && sub.status !== 'incomplete_expired') {
          const mirrorRow = await updateFailureStart(found.refs.subscriptionId);
          if (mirrorRow) await deps.onRenewalFailed?.({ refs: found.refs, record, label: found.handler.label, payUrl: fact.payUrl, reason: fact.reason, nextAttemptAt: fact.nextAttemptAt });
        }
        return;
      }
      case 'intent-failed': {
        const found = await resolve(fact.refs);
        const record = found && await found.handler.describe(found.refs);
        if (found && record) await found.handler.paymentFailed?.({ ...found.refs, reason: fact.reason, payUrl: null, nextAttemptAt: null }, record);
        return;
      }
      case 'subscription-changed':
      case 'subscription-ended': {
        const found = await resolve(fact.refs);
        const record = found && await found.handler.describe(found.refs);
        if (!found || !record) return;
        await (fact.type === 'subscription-ended' ? found.handler.cancelled ?? found.handler.changed : found.handler.changed)?.(found.refs, record);
        if (found.refs.subscriptionId) await mirror(found.handler, record, found.refs.subscriptionId);
        return;
      }
      case 'intent-cancelled':
      case 'checkout-expired': {
        const found = await resolve(fact.refs);
        const record = found && await found.handler.describe(found.refs);
        if (found && record) await found.handler.cancelled?.(found.refs, record);
        return;
      }
      case 'charge-refunded':
        if (fact.paymentIntentId) await applyRefund(fact.paymentIntentId, fact.amountRefundedCents, null);
        return;
      case 'dispute':
        if (fact.paymentIntentId) await applyDispute(fact.paymentIntentId, fact.status, fact.reason, fact.amountCents);
        return;
    }
  }

  /** Marks when dunning began (first failure only); answers whether this failure started it. */
  async function updateFailureStart(subscriptionId: string): Promise<boolean> {
    const started = await db.transaction(async (tx) => {
      const row = await findSubscriptionMirror(tx, subscriptionId);
      if (!row || row.paymentFailedAt) return false;
      await updateSubscriptionMirror(tx, subscriptionId, { paymentFailedAt: now() }, now());
      return true;
    });
    return started;
  }

  function refsOfPayment(payment: BillingPaymentRow, metadata: Record<string, string> = {}): StripeRefs {
    return {
      metadata: { kind: payment.productKind, ...metadata }, subscriptionId: payment.stripeSubscriptionId, invoiceId: payment.stripeInvoiceId,
      paymentIntentId: payment.stripePaymentIntentId, checkoutSessionId: null,
    };
  }

  /** A refund Stripe reports (ours or one made in Stripe's dashboard): the ledger follows, then the product decides. */
  async function applyRefund(paymentIntentId: string, amountRefundedCents: number, reason: string | null) {
    const payment = await db.transaction(async (tx) => {
      const found = await findPaymentByIntent(tx, paymentIntentId);
      const row = found && await lockPayment(tx, found.id);
      if (!row || row.amountRefundedCents >= amountRefundedCents) return null;
      const status = amountRefundedCents >= row.amountCents ? 'refunded' : 'partially_refunded';
      await updatePayment(tx, row.id, { amountRefundedCents, status }, now());
      return { ...row, amountRefundedCents, status };
    });
    if (!payment) return;
    const handler = products.find(payment.productKind);
    const refs = refsOfPayment(payment);
    const record = handler && await handler.describe(refs);
    if (handler && record) {
      await handler.refunded?.({ ...refs, paymentKey: payment.paymentKey, amountRefundedCents, isFull: payment.status === 'refunded', reason }, record);
    }
    log.info({ event: 'payment-refunded', paymentKey: payment.paymentKey, amountRefundedCents }, 'payment refunded');
  }

  async function applyDispute(paymentIntentId: string, status: string, reason: string | null, amountCents: number) {
    const payment = await findPaymentByIntent(db, paymentIntentId);
    if (!payment || payment.disputeStatus === status) return;
    await updatePayment(db, payment.id, { disputeStatus: status }, now());
    const handler = products.find(payment.productKind);
    const refs = refsOfPayment(payment);
    const record = handler && await handler.describe(refs);
    if (handler && record) await handler.disputed?.({ ...refs, paymentKey: payment.paymentKey, status, reason, amountCents }, record);
    await deps.onDisputed?.({ ...payment, disputeStatus: status }, status, reason);
  }

  return {
    /** The stored event's work (the payments.stripe-event job). Answers whether the core reads this type. */
    async handle(event: { id: string; type: string; data: { object: unknown } }): Promise<boolean> {
      const fact = translateEvent(event);
      if (!fact) return false;
      await dispatch(fact);
      return true;
    },
    applyRefund,
    mirror,
    resolve,
  };
}

export type CommerceCore = ReturnType<typeof createCommerceCore>;
