import type { Db, DbOrTx } from '../../../db/client.js';
import { cancelQueuedJobsWithKeyPrefix, enqueueJob } from '../../../jobs/queue.js';
import type { JobRunner } from '../../../jobs/runner.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import type { GraceNotice, MailService } from '../../mail/index.js';
import type { SubscriptionSummary } from '../stripe-objects.js';
import type { RenewalFailure } from './core.js';
import { findSubscriptionMirror, type BillingSubscriptionRow } from './ledger-repo.js';
import type { ProductRecord, ProductRegistry, StripeRefs } from './products.js';

// Dunning: when a renewal fails, the customer is mailed at once with the pay-now link (the open
// invoice's hosted page), reminded before the grace ends, and when it ends unpaid the product acts (paid hosting is
// suspended, a gift paused) and the customer hears that too. Paying at any time ends it: the core's mirror sees the
// subscription paid, the waiting jobs are cancelled and the product's `renewed` undoes what the grace end did.
//
// A failure cycle is billing_subscriptions.payment_failed_at (set once by the first failure, cleared once when paid).
// Its first mail and both jobs are written in the transaction that sets it; each job carries the cycle's start and
// does nothing unless that cycle is still open and Stripe, asked again, says the subscription is still unpaid. The
// jobs' dedupe keys name the subscription and the cycle, so two instances write them once and the queue runs each once.

export const DUNNING_REMINDER_JOB = 'payments.dunning-reminder';
export const DUNNING_GRACE_END_JOB = 'payments.dunning-grace-end';
const MAX_ATTEMPTS = 40;

/** What the customer is told happens at the grace end when the product says nothing itself. */
/** The notice of a product that names none: the card processor may cancel after its last retry. */
export const DEFAULT_GRACE_NOTICE: GraceNotice = 'default';

interface JobPayload {
  subscriptionId: string;
  failedAt: string;
}

const keyOf = (job: string, subscriptionId: string, failedAt?: Date) =>
  `${job}:${subscriptionId}:${failedAt ? failedAt.getTime() : ''}`;

export interface DunningDeps {
  db: Db;
  jobs: Pick<JobRunner, 'register' | 'nudge'>;
  mail: Pick<MailService, 'enqueue' | 'nudge'>;
  audit: AuditTrail;
  /** The account's address when the product's row names none (a signed-in buyer's own e-mail); read in `tx`. */
  emailOf(userId: number, tx: DbOrTx): Promise<string | null>;
  readSubscription(subscriptionId: string): Promise<SubscriptionSummary>;
  products: ProductRegistry;
  graceMs: number;
  reminderBeforeEndMs: number;
  log: AuditLog;
  now: () => Date;
}

export function createDunning(deps: DunningDeps) {
  const { db, jobs, mail, audit, products, log, now } = deps;
  const graceEndOf = (failedAt: Date) => new Date(failedAt.getTime() + deps.graceMs);

  // Inside the caller's transaction: PGlite has one connection, so a read beside an open transaction would wait on it.
  async function emailFor(tx: DbOrTx, record: Pick<ProductRecord, 'email' | 'userId'>): Promise<string | null> {
    return record.email ?? (record.userId !== null ? await deps.emailOf(record.userId, tx) : null);
  }

  const noticeOf = (kind: string) => products.find(kind)?.graceNotice ?? DEFAULT_GRACE_NOTICE;

  /** The core's hook: the first failure of a cycle, inside the transaction that starts it. */
  async function onRenewalFailed(tx: DbOrTx, failure: RenewalFailure) {
    const { refs, record, failedAt } = failure;
    const subscriptionId = refs.subscriptionId!;
    const kind = refs.metadata.kind ?? '';
    const mirror = await findSubscriptionMirror(tx, subscriptionId);
    const graceEndsAt = graceEndOf(failedAt);
    const email = await emailFor(tx, record);
    if (email) {
      await mail.enqueue(tx, {
        template: 'payment-failed',
        to: email,
        userId: record.userId,
        dedupeKey: `payment-failed:${subscriptionId}:${failedAt.getTime()}`,
        data: {
          stage: 'failed',
          productKind: kind || undefined,
          productLabel: failure.label,
          description: record.description,
          ...(record.describedAs ? { describedAs: record.describedAs } : {}),
          amountCents: mirror?.amountCents ?? 0,
          currency: mirror?.currency ?? 'usd',
          reason: failure.reason,
          payUrl: failure.payUrl ?? mirror?.openInvoiceUrl ?? null,
          graceEndsAt: graceEndsAt.toISOString(),
          graceNotice: noticeOf(kind),
        },
      });
    }
    const payload: JobPayload = { subscriptionId, failedAt: failedAt.toISOString() };
    await enqueueJob(
      tx,
      DUNNING_REMINDER_JOB,
      { ...payload },
      {
        dedupeKey: keyOf(DUNNING_REMINDER_JOB, subscriptionId, failedAt),
        maxAttempts: MAX_ATTEMPTS,
        runAt: new Date(graceEndsAt.getTime() - deps.reminderBeforeEndMs),
      },
    );
    await enqueueJob(
      tx,
      DUNNING_GRACE_END_JOB,
      { ...payload },
      {
        dedupeKey: keyOf(DUNNING_GRACE_END_JOB, subscriptionId, failedAt),
        maxAttempts: MAX_ATTEMPTS,
        runAt: graceEndsAt,
      },
    );
    await audit.record(tx, {
      action: 'payment.renewal_failed',
      actorId: null,
      ip: null,
      userAgent: null,
      subjectUserId: record.userId,
      targetType: 'subscription',
      targetId: subscriptionId,
      details: {
        product: kind,
        ref: record.ref,
        description: record.description,
        reason: failure.reason,
        graceEndsAt: graceEndsAt.toISOString(),
        mailed: Boolean(email),
        email,
      },
    });
    log.info(
      { event: 'dunning-started', subscriptionId, product: kind, ref: record.ref, graceEndsAt },
      'renewal failed: dunning started',
    );
  }

  /** The core's hook: the subscription is paid again. What waits is cancelled (it would find the cycle closed anyway). */
  async function onRenewalPaid(subscriptionId: string, failedAt: Date) {
    const mirror = await findSubscriptionMirror(db, subscriptionId);
    await db.transaction(async (tx) => {
      await cancelQueuedJobsWithKeyPrefix(tx, keyOf(DUNNING_REMINDER_JOB, subscriptionId), now());
      await cancelQueuedJobsWithKeyPrefix(tx, keyOf(DUNNING_GRACE_END_JOB, subscriptionId), now());
      await audit.record(tx, {
        action: 'payment.renewal_recovered',
        actorId: null,
        ip: null,
        userAgent: null,
        subjectUserId: mirror?.userId ?? null,
        targetType: 'subscription',
        targetId: subscriptionId,
        details: {
          product: mirror?.productKind ?? null,
          ref: mirror?.productRef ?? null,
          description: mirror?.description ?? null,
          failedAt: failedAt.toISOString(),
          afterGraceEnd: now().getTime() >= graceEndOf(failedAt).getTime(),
          email: mirror?.email ?? null,
        },
      });
    });
    log.info({ event: 'dunning-ended', subscriptionId }, 'renewal paid: dunning ended');
  }

  /**
   * The cycle a job belongs to, if it is still open and Stripe (asked now) says the subscription is still unpaid: else
   * null (paid meanwhile, a newer cycle, or ended at Stripe). Stripe unreachable: throws, and the queue retries.
   */
  async function openCycle(
    payload: JobPayload,
  ): Promise<{ mirror: BillingSubscriptionRow; sub: SubscriptionSummary; failedAt: Date } | null> {
    const failedAt = new Date(payload.failedAt);
    const mirror = await findSubscriptionMirror(db, payload.subscriptionId);
    if (!mirror?.paymentFailedAt || mirror.paymentFailedAt.getTime() !== failedAt.getTime()) return null;
    const sub = await deps.readSubscription(payload.subscriptionId);
    if (sub.isPaid || sub.status === 'canceled' || sub.status === 'incomplete_expired') return null;
    return { mirror, sub, failedAt };
  }

  /** The product's row for a subscription, as the product describes it now (its own e-mail, its words). */
  async function describe(
    mirror: BillingSubscriptionRow,
  ): Promise<{ refs: StripeRefs; record: ProductRecord; label: string } | null> {
    const handler = products.find(mirror.productKind);
    const refs: StripeRefs = {
      metadata: { kind: mirror.productKind },
      subscriptionId: mirror.stripeSubscriptionId,
      invoiceId: null,
      paymentIntentId: null,
      checkoutSessionId: null,
    };
    const record = handler ? await handler.describe(refs) : null;
    const fallback: ProductRecord = {
      ref: mirror.productRef,
      userId: mirror.userId,
      email: mirror.email,
      description: mirror.description,
    };
    return { refs, record: record ?? fallback, label: handler?.label ?? mirror.productKind };
  }

  async function mailStage(
    tx: DbOrTx,
    stage: 'reminder' | 'grace-ended',
    cycle: NonNullable<Awaited<ReturnType<typeof openCycle>>>,
    who: { record: ProductRecord; label: string },
  ) {
    const email = await emailFor(tx, who.record);
    if (!email) return null;
    const open = cycle.sub.latestInvoice?.status === 'open' ? cycle.sub.latestInvoice : null;
    await mail.enqueue(tx, {
      template: 'payment-failed',
      to: email,
      userId: who.record.userId,
      dedupeKey: `payment-${stage}:${cycle.mirror.stripeSubscriptionId}:${cycle.failedAt.getTime()}`,
      data: {
        stage,
        productKind: cycle.mirror.productKind,
        productLabel: who.label,
        description: who.record.description,
        ...(who.record.describedAs ? { describedAs: who.record.describedAs } : {}),
        amountCents: open?.amountDue ?? cycle.mirror.amountCents,
        currency: open?.currency ?? cycle.mirror.currency,
        reason: null,
        payUrl: open?.hostedInvoiceUrl ?? cycle.mirror.openInvoiceUrl,
        graceEndsAt: graceEndOf(cycle.failedAt).toISOString(),
        graceNotice: noticeOf(cycle.mirror.productKind),
      },
    });
    return email;
  }

  jobs.register(DUNNING_REMINDER_JOB, async (job) => {
    const cycle = await openCycle(job.payload as unknown as JobPayload);
    if (!cycle) return { skipped: 'paid or closed' };
    const who = (await describe(cycle.mirror))!;
    await db.transaction(async (tx) => {
      const email = await mailStage(tx, 'reminder', cycle, who);
      await audit.record(tx, {
        action: 'payment.reminder_sent',
        actorId: null,
        ip: null,
        userAgent: null,
        subjectUserId: who.record.userId,
        targetType: 'subscription',
        targetId: cycle.mirror.stripeSubscriptionId,
        details: {
          product: cycle.mirror.productKind,
          ref: who.record.ref,
          description: who.record.description,
          graceEndsAt: graceEndOf(cycle.failedAt).toISOString(),
          mailed: Boolean(email),
          email,
        },
      });
    });
    mail.nudge();
    return { reminded: true };
  });

  jobs.register(DUNNING_GRACE_END_JOB, async (job) => {
    const cycle = await openCycle(job.payload as unknown as JobPayload);
    if (!cycle) return { skipped: 'paid or closed' };
    const who = (await describe(cycle.mirror))!;
    const handler = products.find(cycle.mirror.productKind);
    // The product acts first (retried with the job if WHM or the database fails); the mail and the audit follow once.
    await handler?.graceEnded?.(who.refs, who.record);
    await db.transaction(async (tx) => {
      const email = await mailStage(tx, 'grace-ended', cycle, who);
      await audit.record(tx, {
        action: 'payment.grace_ended',
        actorId: null,
        ip: null,
        userAgent: null,
        subjectUserId: who.record.userId,
        targetType: 'subscription',
        targetId: cycle.mirror.stripeSubscriptionId,
        details: {
          product: cycle.mirror.productKind,
          ref: who.record.ref,
          description: who.record.description,
          subscriptionStatus: cycle.sub.status,
          outcome: handler?.graceEnded ? 'product acted' : 'nothing to do',
          mailed: Boolean(email),
          email,
        },
      });
    });
    mail.nudge();
    log.info(
      {
        event: 'dunning-grace-ended',
        subscriptionId: cycle.mirror.stripeSubscriptionId,
        product: cycle.mirror.productKind,
      },
      'grace ended unpaid',
    );
    return { graceEnded: true };
  });

  return { onRenewalFailed, onRenewalPaid };
}

export type Dunning = ReturnType<typeof createDunning>;
