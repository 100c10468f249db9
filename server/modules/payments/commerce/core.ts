import type { Db, DbOrTx } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { JobRunner } from '../../../jobs/runner.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { InvoiceSummary, PaymentIntentSummary, SubscriptionSummary } from '../stripe-objects.js';
import {
  changeDisputeStatus,
  endDunning,
  findPaymentById,
  findPaymentByIntent,
  findSubscriptionMirror,
  insertPaymentOnce,
  lockPayment,
  startDunning,
  updatePayment,
  upsertSubscription,
  type BillingPaymentRow,
} from './ledger-repo.js';
import type { PaymentFacts, ProductHandler, ProductRecord, ProductRegistry, StripeRefs } from './products.js';
import { translateEvent, type CommerceFact } from './translate.js';

/** Reads of Stripe the core proves things with (PaymentsService's, so failures are AppErrors and retried). */
export interface CommerceReads {
  readInvoice(id: string): Promise<InvoiceSummary>;
  readSubscription(id: string): Promise<SubscriptionSummary>;
  readPaymentIntent(id: string): Promise<PaymentIntentSummary>;
  /** A paid one-off payment's tax: its Tax Transaction recorded with Stripe (once), and the tax for the ledger. */
  recordTaxTransaction?(calculationId: string, paymentIntentId: string): Promise<PaymentTaxes>;
}

/** The tax of a payment as the ledger keeps it (an invoice's total_taxes, or a one-off payment's calculation). */
export interface PaymentTaxes {
  taxCents: number;
  taxLines: { amountCents: number; taxableCents: number | null; reason: string }[];
}

/** A renewal's payment failed for the first time since it was last paid: dunning begins (commerce/dunning.ts). */
export interface RenewalFailure {
  refs: StripeRefs;
  record: ProductRecord;
  label: string;
  payUrl: string | null;
  reason: string | null;
  nextAttemptAt: Date | null;
  /** When dunning began (billing_subscriptions.payment_failed_at): the grace runs from here. */
  failedAt: Date;
}

/** The refund follow-up: the product decides what a refund undoes, in a job retried until it is done. */
export const REFUND_FOLLOW_UP_JOB = 'payments.refund-follow-up';

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
  /** The refund follow-up job runs on it. */
  jobs: Pick<JobRunner, 'register' | 'nudge'>;
  log: AuditLog;
  now: () => Date;
  /** Called inside the recording transaction, once per payment (wired to the receipt mail and the pixel). */
  onPaymentRecorded?: (tx: DbOrTx, recorded: PaymentRecorded) => Promise<void>;
  /** After the transaction: wake the mail and pixel runners. */
  afterPaymentRecorded?: () => void;
  /**
   * A renewal failed (dunning, point 4): called after the product heard of it, once per failure cycle, inside the
   * transaction that marks the cycle's start, so the first mail and the reminders exist exactly when the cycle does.
   */
  onRenewalFailed?: (tx: DbOrTx, failure: RenewalFailure) => Promise<void>;
  /** The subscription is paid again after a failure (dunning ends): once per failure cycle, `failedAt` its start. */
  onRenewalPaid?: (subscriptionId: string, failedAt: Date) => Promise<void>;
  /** A dispute was opened or changed on a payment (admins are told), in the transaction that records the new status. */
  onDisputed?: (tx: DbOrTx, payment: BillingPaymentRow, status: string, reason: string | null) => Promise<void>;
  /**
   * An invoice of a subscription change was paid (billing_reason subscription_update): the plan change it paid takes
   * effect (plan-changes/service.ts). Answers whether it was one; the product then hears `planChanged`, not `renewed`.
   */
  onChangeInvoicePaid?: (invoiceId: string, subscriptionId: string | null, payment: PaymentFacts) => Promise<boolean>;
  /** The suspended person a first or one-time payment is from, or null (suspended-buyers.ts). */
  suspendedBuyer?: (record: ProductRecord) => Promise<number | null>;
  /**
   * Such a payment, once in the ledger, is held: refunded and audited (suspended-buyers.ts). It gets no receipt and no
   * Purchase, and the product is not told it was paid.
   */
  holdPayment?: (paymentKey: string, userId: number) => Promise<void>;
}

/** The purchase's event id, shared by the browser's pixel and the Conversions API so Facebook counts it once. */
export const purchaseEventId = (payment: { paymentIntentId: string | null; paymentKey: string }) =>
  `pay-${payment.paymentIntentId ?? payment.paymentKey}`;

const lower = (email: string | null | undefined) => (email ? email.toLowerCase() : null);

/**
 * The commerce core: reads each stored Stripe event once, proves what it says against Stripe,
 * records every payment once in the ledger (with its receipt and pixel Purchase, in the same transaction), mirrors
 * every subscription for the billing centre, and tells the product in its own words through the registry.
 * Everything here is idempotent: the job that calls `handle` is retried as a whole when any step throws.
 */
export function createCommerceCore(deps: CommerceCoreDeps) {
  const { db, stripe, products, jobs, log, now } = deps;

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

  /** A first or one-time payment from a suspended person: held instead of delivered (answers whether it was). */
  async function heldBuyer(record: ProductRecord, facts: PaymentFacts): Promise<number | null> {
    return facts.isRenewal ? null : ((await deps.suspendedBuyer?.(record)) ?? null);
  }

  async function recordPayment(
    handler: ProductHandler,
    record: ProductRecord,
    facts: PaymentFacts,
    paymentKey: string,
    receiptUrl: string | null,
    held = false,
    invoice?: InvoiceSummary,
    taxes: PaymentTaxes | null = invoice ?? null,
  ) {
    let recorded: PaymentRecorded | null = null;
    await db.transaction(async (tx) => {
      const payment = await insertPaymentOnce(tx, {
        paymentKey,
        productKind: handler.kind,
        productRef: record.ref,
        description: record.description,
        userId: record.userId,
        email: lower(record.email),
        stripeSubscriptionId: facts.subscriptionId,
        stripeInvoiceId: facts.invoiceId,
        stripePaymentIntentId: facts.paymentIntentId,
        amountCents: facts.amountCents,
        currency: facts.currency,
        isRenewal: facts.isRenewal,
        receiptUrl,
        paidAt: facts.paidAt,
        ...(invoice ? { invoiceNumber: invoice.number, invoicePdfUrl: invoice.invoicePdf } : {}),
        ...(taxes ? { taxCents: taxes.taxCents, taxLines: taxes.taxLines.length ? taxes.taxLines : null } : {}),
      });
      if (!payment) return;
      if (held) return;
      recorded = { payment, label: handler.label, record };
      await deps.onPaymentRecorded?.(tx, recorded);
    });
    if (recorded) {
      deps.afterPaymentRecorded?.();
      log.info(
        { event: 'payment-recorded', paymentKey, product: handler.kind, ref: record.ref, amount: facts.amountCents },
        'payment recorded',
      );
    }
  }

  /**
   * The subscription as Stripe has it now, kept for the billing centre (status, next charge, card, open invoice). The
   * first read that finds it paid again ends a failure cycle (dunning): whichever event shows it first (invoice.paid or
   * customer.subscription.updated, in any order), once.
   */
  async function mirror(
    handler: ProductHandler,
    record: ProductRecord,
    subscriptionId: string,
  ): Promise<SubscriptionSummary> {
    const before = await findSubscriptionMirror(db, subscriptionId);
    const sub = await stripe.readSubscription(subscriptionId);
    const open =
      sub.latestInvoice && sub.latestInvoice.status === 'open' && sub.status !== 'incomplete'
        ? sub.latestInvoice
        : null;
    await upsertSubscription(
      db,
      {
        stripeSubscriptionId: subscriptionId,
        productKind: handler.kind,
        productRef: record.ref,
        description: record.description,
        userId: record.userId,
        email: lower(record.email),
        status: sub.status,
        amountCents: sub.amountCents,
        currency: sub.currency,
        interval: sub.interval,
        currentPeriodEnd: sub.currentPeriodEnd,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        cardBrand: sub.card?.brand ?? null,
        cardLast4: sub.card?.last4 ?? null,
        openInvoiceId: open?.id ?? null,
        openInvoiceUrl: open?.hostedInvoiceUrl ?? null,
        nextPaymentAttemptAt: open?.nextPaymentAttemptAt ?? null,
      },
      now(),
    );
    const failedAt = before?.paymentFailedAt;
    if (sub.isPaid && failedAt && (await endDunning(db, subscriptionId, failedAt, now())))
      await deps.onRenewalPaid?.(subscriptionId, failedAt);
    return sub;
  }

  async function onInvoicePaid(refs0: StripeRefs) {
    const invoice = await stripe.readInvoice(refs0.invoiceId!);
    if (!invoice.isPaid) return; // a stale event: the invoice was voided or is not paid after all
    const found = await resolve({
      ...refs0,
      metadata: { ...invoice.metadata, ...refs0.metadata },
      subscriptionId: invoice.subscriptionId ?? refs0.subscriptionId,
      paymentIntentId: invoice.paymentIntentId,
    });
    if (!found) return;
    const { handler, refs } = found;
    const record = await handler.describe(refs);
    if (!record) return;
    const facts: PaymentFacts = {
      ...refs,
      amountCents: invoice.amountPaid,
      currency: invoice.currency,
      paidAt: invoice.paidAt ?? now(),
      isRenewal: invoice.billingReason !== 'subscription_create',
    };
    // A renewal is not a purchase: a suspended person's subscriptions are paused (user-suspension), not refunded.
    const held = await heldBuyer(record, facts);
    await recordPayment(handler, record, facts, invoice.id, invoice.hostedInvoiceUrl, held !== null, invoice);
    if (held !== null) {
      await deps.holdPayment?.(invoice.id, held);
      if (refs.subscriptionId) await mirror(handler, record, refs.subscriptionId);
      return;
    }
    const isPlanChange =
      invoice.billingReason === 'subscription_update' &&
      (await deps.onChangeInvoicePaid?.(invoice.id, refs.subscriptionId, facts));
    if (!isPlanChange) await (facts.isRenewal ? (handler.renewed ?? handler.paid) : handler.paid)?.(facts, record);
    if (refs.subscriptionId) await mirror(handler, record, refs.subscriptionId);
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
    const facts: PaymentFacts = {
      ...refs,
      amountCents: intent.amountReceived,
      currency: intent.currency,
      paidAt: now(),
      isRenewal: false,
    };
    const held = await heldBuyer(record, facts);
    // Stripe Tax priced it: the tax is reported to Stripe (a Tax Transaction) before the ledger and receipt show it.
    const taxes =
      intent.taxCalculationId && stripe.recordTaxTransaction
        ? await stripe.recordTaxTransaction(intent.taxCalculationId, intent.id)
        : null;
    await recordPayment(handler, record, facts, intent.id, intent.receiptUrl, held !== null, undefined, taxes);
    if (held !== null) {
      await deps.holdPayment?.(intent.id, held);
      return;
    }
    await handler.paid?.(facts, record);
  }

  /** Stripe's decline message of an invoice's last attempt, read from its PaymentIntent (null when none). */
  async function declineOf(invoiceId: string | null): Promise<string | null> {
    if (!invoiceId) return null;
    const invoice = await stripe.readInvoice(invoiceId);
    return invoice.paymentIntentId ? (await stripe.readPaymentIntent(invoice.paymentIntentId)).lastErrorMessage : null;
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
        const record = found && (await found.handler.describe(found.refs));
        if (!found || !record) return;
        // A card's decline is on the invoice's PaymentIntent (last_payment_error), not on the invoice itself.
        const reason = fact.reason ?? (await declineOf(fact.refs.invoiceId));
        const failure = { ...found.refs, reason, payUrl: fact.payUrl, nextAttemptAt: fact.nextAttemptAt };
        await found.handler.paymentFailed?.(failure, record);
        if (!found.refs.subscriptionId) return;
        const sub = await mirror(found.handler, record, found.refs.subscriptionId);
        // A first payment that failed is the checkout's business (the customer is on the page); a renewal is dunning's.
        // A stale failure event of an invoice paid since (out of order) starts nothing.
        if (sub.status !== 'incomplete' && sub.status !== 'incomplete_expired' && !sub.isPaid) {
          const failure = {
            refs: found.refs,
            record,
            label: found.handler.label,
            payUrl: fact.payUrl ?? sub.latestInvoice?.hostedInvoiceUrl ?? null,
            reason,
            nextAttemptAt: fact.nextAttemptAt,
          };
          await startFailureCycle(found.refs.subscriptionId, failure);
        }
        return;
      }
      case 'intent-failed': {
        const found = await resolve(fact.refs);
        const record = found && (await found.handler.describe(found.refs));
        if (found && record)
          await found.handler.paymentFailed?.(
            { ...found.refs, reason: fact.reason, payUrl: null, nextAttemptAt: null },
            record,
          );
        return;
      }
      case 'subscription-changed':
      case 'subscription-ended': {
        const found = await resolve(fact.refs);
        const record = found && (await found.handler.describe(found.refs));
        if (!found || !record) return;
        await (fact.type === 'subscription-ended'
          ? (found.handler.cancelled ?? found.handler.changed)
          : found.handler.changed)?.(found.refs, record);
        if (found.refs.subscriptionId) await mirror(found.handler, record, found.refs.subscriptionId);
        return;
      }
      case 'intent-cancelled':
      case 'checkout-expired': {
        const found = await resolve(fact.refs);
        const record = found && (await found.handler.describe(found.refs));
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

  /**
   * Marks when dunning began (the first failure since the subscription was last paid) and, in the same transaction,
   * lets dunning write its first mail and jobs: a later failure event of the same cycle starts nothing, and a crash
   * in between leaves neither, so the retried event starts it then.
   */
  async function startFailureCycle(subscriptionId: string, failure: Omit<RenewalFailure, 'failedAt'>) {
    await db.transaction(async (tx) => {
      const row = await startDunning(tx, subscriptionId, now());
      if (row?.paymentFailedAt) await deps.onRenewalFailed?.(tx, { ...failure, failedAt: row.paymentFailedAt });
    });
  }

  /** The product's row a payment was recorded for: the ledger keeps the product's own ref (its ids may not be in the metadata). */
  const recordOfPayment = (payment: BillingPaymentRow): ProductRecord => ({
    ref: payment.productRef,
    userId: payment.userId,
    email: payment.email,
    description: payment.description,
  });

  function refsOfPayment(payment: BillingPaymentRow, metadata: Record<string, string> = {}): StripeRefs {
    return {
      metadata: { kind: payment.productKind, ...metadata },
      subscriptionId: payment.stripeSubscriptionId,
      invoiceId: payment.stripeInvoiceId,
      paymentIntentId: payment.stripePaymentIntentId,
      checkoutSessionId: null,
    };
  }

  /**
   * A refund Stripe reports (ours, answered by POST /v1/refunds, or one made in Stripe's dashboard, from
   * charge.refunded): the ledger follows Stripe's cumulative amount, never backwards, so the two paths and their
   * repeats apply it once. What the refund undoes is the product's, in a job queued with the ledger change and retried
   * until the product is done (cancelling a plan needs Stripe too). Answers the payment row as it is now.
   */
  async function applyRefund(
    paymentIntentId: string,
    amountRefundedCents: number,
    reason: string | null,
  ): Promise<BillingPaymentRow | null> {
    let changed = false;
    const payment = await db.transaction(async (tx) => {
      const found = await findPaymentByIntent(tx, paymentIntentId);
      const row = found && (await lockPayment(tx, found.id));
      if (!row) return null;
      if (row.amountRefundedCents >= amountRefundedCents) return row;
      const status = amountRefundedCents >= row.amountCents ? 'refunded' : 'partially_refunded';
      await updatePayment(tx, row.id, { amountRefundedCents, status }, now());
      await enqueueJob(
        tx,
        REFUND_FOLLOW_UP_JOB,
        { paymentId: row.id, amountRefundedCents, reason },
        {
          dedupeKey: `${REFUND_FOLLOW_UP_JOB}:${row.id}:${amountRefundedCents}`,
          maxAttempts: 30,
          runAt: now(),
        },
      );
      changed = true;
      return { ...row, amountRefundedCents, status };
    });
    if (changed && payment) {
      jobs.nudge();
      log.info({ event: 'payment-refunded', paymentKey: payment.paymentKey, amountRefundedCents }, 'payment refunded');
    }
    return payment;
  }

  /** The product hears of the refund (idempotent: told the cumulative amount as the ledger has it now). */
  jobs.register(REFUND_FOLLOW_UP_JOB, async (job) => {
    const { paymentId, reason } = job.payload as { paymentId: number; reason?: string | null };
    const payment = await findPaymentById(db, Number(paymentId));
    if (!payment || payment.amountRefundedCents <= 0) return { skipped: true };
    const handler = products.find(payment.productKind);
    const refs = refsOfPayment(payment);
    const record = recordOfPayment(payment);
    if (!handler?.refunded) return { product: false };
    await handler.refunded(
      {
        ...refs,
        paymentKey: payment.paymentKey,
        amountRefundedCents: payment.amountRefundedCents,
        isFull: payment.status === 'refunded',
        reason: reason ?? null,
      },
      record,
    );
    return { product: handler.kind, ref: record.ref };
  });

  /**
   * A dispute opened or moved on: the row is flagged once per status (a conditional update, so repeated or racing
   * events change it once) and, in that transaction, admins are told (wire.ts); then the product hears of it.
   */
  async function applyDispute(paymentIntentId: string, status: string, reason: string | null, amountCents: number) {
    const found = await findPaymentByIntent(db, paymentIntentId);
    if (!found) return;
    const payment = await db.transaction(async (tx) => {
      const row = await changeDisputeStatus(tx, found.id, status, now());
      if (row) await deps.onDisputed?.(tx, row, status, reason);
      return row;
    });
    if (!payment) return;
    const handler = products.find(payment.productKind);
    const refs = refsOfPayment(payment);
    await handler?.disputed?.(
      { ...refs, paymentKey: payment.paymentKey, status, reason, amountCents },
      recordOfPayment(payment),
    );
    log.info({ event: 'payment-disputed', paymentKey: payment.paymentKey, status }, 'payment disputed');
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
