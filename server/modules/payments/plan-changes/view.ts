import { formatBillingDate } from '../../../../contract/billing-constants.js';
import { PLAN_CHANGE_MESSAGES, type PlanChangeView } from '../../../../contract/plan-changes.js';
import type { PlanChangeRow } from './repo.js';

// A plan change in the customer's words: the change's own answer, the dialog's pending notice and the billing
// centre's line under the subscription say the same thing.

export function toPlanChangeView(change: PlanChangeRow): PlanChangeView {
  const when = change.effectiveAt ? formatBillingDate(change.effectiveAt) : null;
  const message =
    change.status === 'applied'
      ? change.direction === 'upgrade'
        ? PLAN_CHANGE_MESSAGES.upgradePaid
        : `Your plan changed to ${change.toName}.`
      : change.status === 'scheduled'
        ? `Your plan changes to ${change.toName} on ${when}. Until then you keep ${change.fromName}.`
        : change.status === 'awaiting_payment'
          ? PLAN_CHANGE_MESSAGES.upgradeAwaitingPayment
          : change.status === 'cancelled'
            ? `The change to ${change.toName} was cancelled. You keep ${change.fromName}.`
            : change.status === 'failed'
              ? (change.error ?? 'The plan change did not go through.')
              : 'The plan change is being made.';
  return {
    id: change.id,
    direction: change.direction,
    status: change.status,
    fromName: change.fromName,
    toName: change.toName,
    amountDueCents: change.amountDueCents,
    currency: change.currency,
    effectiveAt: change.effectiveAt?.toISOString() ?? null,
    payUrl: change.status === 'awaiting_payment' ? change.invoiceUrl : null,
    message,
  };
}

/** An upgrade's invoice in the payment list: what it paid for, not "a renewal". */
export const changeInvoiceDescription = (change: Pick<PlanChangeRow, 'fromName' | 'toName'>) =>
  `Upgrade from ${change.fromName} to ${change.toName} (prorated)`;
