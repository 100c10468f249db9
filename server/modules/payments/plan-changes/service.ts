import { randomUUID } from 'node:crypto';
import {
  PLAN_CHANGE_MESSAGES,
  type PlanChangeBody,
  type PlanChangePreview,
  type PlanChangeView,
  type PlanOptions,
} from '../../../../contract/plan-changes.js';
import type { Db } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { JobRunner } from '../../../jobs/runner.js';
import { AppError } from '../../../errors.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import type { BillingCaller } from '../billing-centre/service.js';
import { subscriptionStatusOf } from '../billing-centre/view.js';
import type { CommerceCore } from '../commerce/core.js';
import type { BillingSubscriptionRow } from '../commerce/face.js';
import type { PaymentFacts, PlanOption, ProductHandler, ProductRecord, ProductRegistry } from '../commerce/products.js';
import type { Promotions } from '../promotions/service.js';
import type { SubscriptionSummary } from '../stripe-objects.js';
import type { SubscriptionChanges } from '../subscription-changes.js';
import {
  findChangeById,
  findChangeByInvoice,
  findOpenChange,
  insertPlanChange,
  settleChange,
  type PlanChangeRow,
} from './repo.js';
import { applyCodeToSubscription } from './apply-code.js';
import { createDowngradeCancel } from './cancel.js';
import { toPlanChangeView } from './view.js';
import { fillMessage } from '../../../../contract/i18n/format.js';

// Plan changes from the billing centre (docs/decisions.md, 'Plan changes and promotion codes'). The server prices
// everything: the product lists the plans (its own table's prices), Stripe's invoice preview says what is paid now.
// - An upgrade is a pending update (always_invoice + pending_if_incomplete): Stripe charges the saved card at once
//   and changes the price only when that invoice is paid; the product's `planChanged` follows the payment (the
//   invoice.paid event through the core, or the request itself when Stripe answered it paid).
// - A downgrade changes the price at Stripe for the next period (proration none: nothing charged, no credit) and the
//   product's `planChanged` runs at the period end (a job), so the customer keeps what they paid for until then.
// One change at a time per subscription (a partial unique index); a code is applied to the subscription first.

export const PLAN_CHANGE_DUE_JOB = 'payments.plan-change-due';

export interface PlanChangesDeps {
  db: Db;
  stripe: Pick<SubscriptionChanges, 'previewPriceChange' | 'changePrice' | 'applyPromotionCode'> & {
    readSubscription(id: string): Promise<SubscriptionSummary>;
  };
  products: ProductRegistry;
  core: Pick<CommerceCore, 'mirror'>;
  promotions: Pick<Promotions, 'resolve' | 'recordRedemption' | 'discountOf'>;
  subscriptionOf(
    caller: BillingCaller,
    id: number,
  ): Promise<{ row: BillingSubscriptionRow; handler: ProductHandler; record: ProductRecord }>;
  /** Drops the kept billing views after a change. */
  forgetViews(): void;
  jobs: Pick<JobRunner, 'register' | 'nudge'>;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

/** Who asks and from where: the person is what guessing codes is counted against. */
export interface PlanChangeRequester {
  caller: BillingCaller;
  ip: string;
}

export function createPlanChanges(deps: PlanChangesDeps) {
  const { db, stripe, products, promotions, jobs, audit, log, now } = deps;

  const viewOf = toPlanChangeView;

  /** The plans of a caller's subscription, with the checks every change starts with. */
  async function plansOf(requester: PlanChangeRequester, id: number) {
    const { row, handler, record } = await deps.subscriptionOf(requester.caller, id);
    if (!handler.plans) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.noPlans);
    const current = await handler.plans.current(record);
    if (!current) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.noPlans);
    return { row, handler, record, current, plans: handler.plans };
  }

  /** An open change Stripe has moved past (its pending update expired, or was paid with no event yet). */
  async function settleStale(change: PlanChangeRow): Promise<PlanChangeRow | null> {
    if (change.status !== 'awaiting_payment') return change;
    const sub = await stripe.readSubscription(change.stripeSubscriptionId);
    if (sub.priceId === change.toPriceId) return (await apply(change, null)) ?? null;
    if (sub.hasPendingUpdate) return change;
    await settleChange(
      db,
      change.id,
      { status: 'failed', error: 'The upgrade was not paid in time, so your plan did not change.' },
      now(),
    );
    return null;
  }

  /** What a change to `planId` is, after every refusal the issue names (not active, over quota, one at a time). */
  async function prepare(requester: PlanChangeRequester, id: number, body: PlanChangeBody) {
    const found = await plansOf(requester, id);
    const { row, handler, record, current, plans } = found;
    const status = subscriptionStatusOf(row);
    if (status === 'cancelling') throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.cancelling);
    if (status !== 'active') throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.notActive);
    const open = await findOpenChange(db, row.stripeSubscriptionId);
    if (open && (await settleStale(open))) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.oneAtATime);
    if (body.plan === current.plan) throw new AppError('BAD_REQUEST', PLAN_CHANGE_MESSAGES.samePlan, { field: 'plan' });
    const target = (await plans.options(record)).find((option) => option.plan === body.plan);
    if (!target) throw new AppError('BAD_REQUEST', PLAN_CHANGE_MESSAGES.unknownPlan, { field: 'plan' });
    const direction: 'upgrade' | 'downgrade' = target.amountCents > current.amountCents ? 'upgrade' : 'downgrade';
    if (direction === 'downgrade' && plans.excessFor) {
      const remove = await plans.excessFor(record, target);
      if (remove.length)
        throw new AppError(
          'BAD_REQUEST',
          fillMessage(PLAN_CHANGE_MESSAGES.overQuotaList, { remove: remove.join('; ') }),
          {
            field: 'plan',
            remove,
          },
        );
    }
    const code = body.promotionCode
      ? await promotions.resolve(body.promotionCode, {
          productKind: row.productKind,
          person: requester.caller.kind === 'user' ? String(requester.caller.userId) : requester.caller.email,
          ip: requester.ip,
        })
      : null;
    const sub = await stripe.readSubscription(row.stripeSubscriptionId);
    if (!sub.itemId || sub.hasEnded) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.notActive);
    return { ...found, target, direction, code, sub, handler };
  }

  /** The product follows the change (idempotent), then the row is marked applied; a second path finds it applied. */
  async function apply(change: PlanChangeRow, payment: PaymentFacts | null): Promise<PlanChangeRow | undefined> {
    const handler = products.find(change.productKind);
    const refs = {
      metadata: { kind: change.productKind },
      subscriptionId: change.stripeSubscriptionId,
      invoiceId: change.invoiceId,
      paymentIntentId: null,
      checkoutSessionId: null,
    };
    const record = (await handler?.describe(refs)) ?? {
      ref: change.productRef,
      userId: change.userId,
      email: null,
      description: change.toName,
    };
    await handler?.planChanged?.(
      {
        subscriptionId: change.stripeSubscriptionId,
        fromPlan: change.fromPlan,
        toPlan: change.toPlan,
        toName: change.toName,
        direction: change.direction,
        payment,
      },
      record,
    );
    const applied = await db.transaction(async (tx) => {
      const row = await settleChange(tx, change.id, { status: 'applied', appliedAt: now() }, now());
      if (row)
        await audit.record(tx, {
          action: 'billing.plan_changed',
          subjectUserId: change.userId,
          targetType: 'subscription',
          targetId: change.stripeSubscriptionId,
          details: { description: record.description, from: change.fromName, to: change.toName },
        });
      return row;
    });
    if (applied) {
      deps.forgetViews();
      // Described again: the product's words name the new plan now ('VPS Big (order #7)'), and the mirror keeps them.
      const after = (await handler?.describe(refs).catch(() => null)) ?? record;
      if (handler) await deps.core.mirror(handler, after, change.stripeSubscriptionId).catch(() => undefined);
      log.info({ event: 'plan-change-applied', changeId: change.id, direction: change.direction }, 'plan changed');
    }
    return applied;
  }

  // A downgrade's date came: applied unless the subscription ended meanwhile. Retried while Stripe or the product fail.
  jobs.register(PLAN_CHANGE_DUE_JOB, async (job) => {
    const change = await findChangeById(db, Number((job.payload as { changeId?: unknown }).changeId));
    if (!change || change.status !== 'scheduled') return { skipped: true };
    const sub = await stripe.readSubscription(change.stripeSubscriptionId);
    if (sub.hasEnded) {
      await settleChange(db, change.id, { status: 'cancelled', error: 'The subscription ended first.' }, now());
      return { cancelled: true };
    }
    await apply(change, null);
    return { applied: change.id };
  });

  const cancel = createDowngradeCancel({ ...deps, options: (requester, id) => service.options(requester, id) });

  const service = {
    async options(requester: PlanChangeRequester, id: number): Promise<PlanOptions> {
      const { row, record, current, plans } = await plansOf(requester, id);
      const open = await findOpenChange(db, row.stripeSubscriptionId);
      const pending = open ? await settleStale(open) : null;
      const options = await plans.options(record);
      return {
        current: {
          plan: current.plan,
          name: current.name,
          amountCents: current.amountCents,
          currency: current.currency,
          resources: current.resources,
        },
        options: options.map((o: PlanOption) => ({
          plan: o.plan,
          name: o.name,
          amountCents: o.amountCents,
          currency: o.currency,
          direction: o.amountCents > current.amountCents ? ('upgrade' as const) : ('downgrade' as const),
          resources: o.resources,
        })),
        pendingChange: pending ? viewOf(pending) : null,
      };
    },

    /** What changes and what is paid now, from Stripe's invoice preview (computed here, never in the browser). */
    async preview(requester: PlanChangeRequester, id: number, body: PlanChangeBody): Promise<PlanChangePreview> {
      const { current, target, direction, code, sub } = await prepare(requester, id, body);
      const preview = await stripe.previewPriceChange({
        subscriptionId: sub.id,
        itemId: sub.itemId!,
        priceId: target.priceId,
        behavior: direction === 'upgrade' ? 'always_invoice' : 'none',
        promotionCodeId: code?.stripePromotionCodeId ?? null,
      });
      const periodEnd = sub.currentPeriodEnd?.toISOString() ?? null;
      // A downgrade's preview is the next period's invoice at the new price. An upgrade's is the invoice made now, so
      // the next period is Stripe's own preview too (proration none: the next invoice), with the subscription's
      // discount and a code that goes on past this invoice (repeating, forever); a 'once' code is spent on the
      // upgrade's invoice, so the next period is priced without it. Never the list price: a code lowers it.
      const nextAmountCents =
        direction === 'downgrade'
          ? preview.totalCents
          : (
              await stripe.previewPriceChange({
                subscriptionId: sub.id,
                itemId: sub.itemId!,
                priceId: target.priceId,
                behavior: 'none',
                promotionCodeId: code && code.row.duration !== 'once' ? code.stripePromotionCodeId : null,
              })
            ).totalCents;
      const discountNow =
        direction === 'upgrade'
          ? Math.max(
              0,
              (await stripe
                .previewPriceChange({
                  subscriptionId: sub.id,
                  itemId: sub.itemId!,
                  priceId: target.priceId,
                  behavior: 'always_invoice',
                  // The same second as the preview with the code, so the difference is the code's alone.
                  prorationDate: preview.prorationDate,
                })
                .then(
                  (plain) => plain.amountDueCents,
                  () => preview.amountDueCents,
                )) - preview.amountDueCents,
            )
          : preview.discountCents;
      return {
        direction,
        fromName: current.name,
        toName: target.name,
        amountDueNowCents: direction === 'upgrade' ? preview.amountDueCents : 0,
        currency: preview.currency,
        lines: preview.lines.map((line) => ({
          description: line.description,
          amountCents: line.amountCents,
          isProration: line.isProration,
          periodStart: line.periodStart.toISOString(),
          periodEnd: line.periodEnd.toISOString(),
        })),
        effectiveAt: direction === 'upgrade' ? now().toISOString() : (periodEnd ?? now().toISOString()),
        nextAmountCents,
        nextChargeAt: periodEnd,
        discount: code ? promotions.discountOf(code, discountNow) : null,
      };
    },

    /**
     * Makes the change. The row is written first (the open-change index refuses a second one); Stripe's failure marks
     * it failed and nothing changed. The answer says what happened: applied (paid at once), awaiting payment (the
     * card was declined: the invoice's page finishes it), or scheduled for the period end.
     */
    async request(requester: PlanChangeRequester, id: number, body: PlanChangeBody): Promise<PlanChangeView> {
      const { row, record, current, target, direction, code, sub } = await prepare(requester, id, body);
      const change = await insertPlanChange(db, {
        stripeSubscriptionId: row.stripeSubscriptionId,
        productKind: row.productKind,
        productRef: row.productRef,
        userId: record.userId ?? row.userId,
        fromPlan: current.plan,
        fromName: current.name,
        toPlan: target.plan,
        toName: target.name,
        toPriceId: target.priceId,
        fromPriceId: sub.priceId,
        direction,
        status: 'requested',
        currency: target.currency,
        promotionCodeId: code?.row.id ?? null,
      });
      if (!change) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.oneAtATime);
      await db.transaction((tx) =>
        audit.record(tx, {
          action: 'billing.plan_change_requested',
          subjectUserId: change.userId,
          targetType: 'subscription',
          targetId: row.stripeSubscriptionId,
          details: { description: record.description, direction, from: current.name, to: target.name },
        }),
      );
      const attempt = body.attempt ?? randomUUID();
      try {
        if (code) await applyCodeToSubscription({ stripe, promotions }, { code, change, row, record, attempt });
        const { subscription, invoice } = await stripe.changePrice({
          subscriptionId: sub.id,
          itemId: sub.itemId!,
          priceId: target.priceId,
          direction,
          metadata: { planChange: String(change.id) },
          idempotencyKey: `plan-change:${change.id}:${attempt}`,
        });
        deps.forgetViews();
        if (direction === 'downgrade') {
          const effectiveAt = subscription.currentPeriodEnd ?? sub.currentPeriodEnd ?? now();
          const scheduled = await db.transaction(async (tx) => {
            const updated = await settleChange(tx, change.id, { status: 'scheduled', effectiveAt }, now());
            await enqueueJob(
              tx,
              PLAN_CHANGE_DUE_JOB,
              { changeId: change.id },
              { dedupeKey: `${PLAN_CHANGE_DUE_JOB}:${change.id}`, runAt: effectiveAt, maxAttempts: 100 },
            );
            return updated;
          });
          return viewOf(scheduled ?? change);
        }
        const waiting = await settleChange(
          db,
          change.id,
          {
            status: 'awaiting_payment',
            invoiceId: invoice?.id ?? null,
            invoiceUrl: invoice?.hostedInvoiceUrl ?? null,
            amountDueCents: invoice?.amountDue ?? 0,
            effectiveAt: now(),
          },
          now(),
        );
        // Paid at once with the saved card: the change applies now (the invoice.paid event then finds it done).
        if (waiting && (invoice?.isPaid || subscription.priceId === target.priceId)) {
          const applied = await apply(waiting, null);
          return viewOf(applied ?? (await findChangeById(db, change.id))!);
        }
        return viewOf(waiting ?? change);
      } catch (error) {
        const message = error instanceof AppError ? error.message : 'The plan change did not go through.';
        await settleChange(db, change.id, { status: 'failed', error: message }, now());
        throw error;
      }
    },

    /**
     * The core heard an invoice of a subscription update paid (billing_reason subscription_update): the open upgrade it
     * paid is applied. Answers whether it was a plan change's (the product then hears nothing else of it).
     */
    async onChangeInvoicePaid(
      invoiceId: string,
      subscriptionId: string | null,
      payment: PaymentFacts,
    ): Promise<boolean> {
      const change =
        (await findChangeByInvoice(db, invoiceId)) ??
        (subscriptionId ? await findOpenChange(db, subscriptionId) : undefined);
      if (!change || change.direction !== 'upgrade') return false;
      if (change.status === 'applied') return true;
      if (change.status !== 'awaiting_payment' && change.status !== 'requested') return false;
      await apply(change, payment);
      return true;
    },

    cancelScheduled: cancel.cancelScheduled,
  };
  return service;
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;
