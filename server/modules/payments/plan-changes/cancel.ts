import { randomUUID } from 'node:crypto';
import { PLAN_CHANGE_MESSAGES, type PlanOptions } from '../../../../contract/plan-changes.js';
import { AppError } from '../../../errors.js';
import type { PlanChangesDeps, PlanChangeRequester } from './service.js';
import { findOpenChange, settleChange } from './repo.js';

// Taking back a downgrade before its date. The downgrade moved the Stripe price for the next period with proration
// none, so cancelling it moves the price back the same way (nothing charged, nothing credited: the customer paid the
// higher plan for this period) to the exact price the subscription had before, then closes the change; the period-end
// job then finds it cancelled and does nothing. An upgrade is not cancelled here: it applies when its invoice is paid,
// and an unpaid one lapses with Stripe's pending update.

export interface DowngradeCancelDeps
  extends Pick<PlanChangesDeps, 'db' | 'stripe' | 'subscriptionOf' | 'forgetViews' | 'core' | 'audit' | 'log' | 'now'> {
  /** The plans view answered afterwards (the change gone). */
  options(requester: PlanChangeRequester, id: number): Promise<PlanOptions>;
}

export function createDowngradeCancel(deps: DowngradeCancelDeps) {
  const { db, stripe, audit, log, now } = deps;

  return {
    /**
     * Idempotent: with no change under way (already cancelled, by a first click or another tab) it answers the plans
     * as they are. Stripe's failure changes nothing (the 502 says so; the change stays scheduled).
     */
    async cancelScheduled(
      requester: PlanChangeRequester,
      id: number,
      attempt: string = randomUUID(),
    ): Promise<PlanOptions> {
      const { row, handler, record } = await deps.subscriptionOf(requester.caller, id);
      const open = await findOpenChange(db, row.stripeSubscriptionId);
      if (!open) return deps.options(requester, id);
      if (open.direction !== 'downgrade' || open.status !== 'scheduled')
        throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.onlyDowngradesCancel);
      // At its date the job is applying it: too late to take back on this side of the period.
      if (!open.effectiveAt || open.effectiveAt.getTime() <= now().getTime())
        throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.alreadyEffective);
      if (!open.fromPriceId) throw new AppError('CONFLICT', PLAN_CHANGE_MESSAGES.alreadyEffective);
      const sub = await stripe.readSubscription(open.stripeSubscriptionId);
      if (sub.itemId && !sub.hasEnded && sub.priceId !== open.fromPriceId)
        await stripe.changePrice({
          subscriptionId: sub.id,
          itemId: sub.itemId,
          priceId: open.fromPriceId,
          // proration none, as the downgrade itself was made
          direction: 'downgrade',
          metadata: { planChange: String(open.id), planChangeCancelled: 'true' },
          idempotencyKey: `plan-change:${open.id}:cancel:${attempt}`,
        });
      const cancelled = await db.transaction(async (tx) => {
        const settled = await settleChange(tx, open.id, { status: 'cancelled', error: null }, now());
        if (settled)
          await audit.record(tx, {
            action: 'billing.plan_change_cancelled',
            subjectUserId: open.userId,
            targetType: 'subscription',
            targetId: open.stripeSubscriptionId,
            details: { description: record.description, from: open.fromName, to: open.toName },
          });
        return settled;
      });
      if (cancelled) {
        deps.forgetViews();
        await deps.core.mirror(handler, record, open.stripeSubscriptionId).catch(() => undefined);
        log.info({ event: 'plan-change-cancelled', changeId: open.id }, 'scheduled downgrade cancelled');
      }
      return deps.options(requester, id);
    },
  };
}
