import type { PlanChangeView } from '../../../../contract/plan-changes.js';
import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { findOpenChange, listChangesOfSubscriptions, OPEN_STATUSES } from './repo.js';
import { changeInvoiceDescription, toPlanChangeView } from './view.js';

// What plan changes offer their siblings (the billing centre): the changes in the customer's words, never the rows, so
// which statuses count as open and how an upgrade's invoice reads stay this folder's business.

/** What the billing centre shows of its subscriptions' changes, by Stripe subscription id and invoice id. */
export interface ChangesShown {
  /** The open change of each subscription that has one (the line under it). */
  openOf: Map<string, PlanChangeView>;
  /** An upgrade's prorated invoice reads as what it paid for, not as a renewal. */
  invoiceDescriptionOf: Map<string, string>;
}

const isOpen = (status: string) => OPEN_STATUSES.some((open) => open === status);

/** The changes shown with these subscriptions (ids, or a sub-select of them), in one read. */
export async function changesShownOf(db: DbOrTx, subscriptionIds: string[] | SQLWrapper): Promise<ChangesShown> {
  const changes = await listChangesOfSubscriptions(db, subscriptionIds);
  const openOf = new Map<string, PlanChangeView>();
  const invoiceDescriptionOf = new Map<string, string>();
  // A subscription has one open change at most (a partial unique index), an invoice one change.
  for (const change of changes) {
    if (isOpen(change.status)) openOf.set(change.stripeSubscriptionId, toPlanChangeView(change));
    if (change.invoiceId) invoiceDescriptionOf.set(change.invoiceId, changeInvoiceDescription(change));
  }
  return { openOf, invoiceDescriptionOf };
}

/** The open change of one subscription, in the customer's words (a cancel's or resume's answer), or null. */
export async function openChangeViewOf(db: DbOrTx, subscriptionId: string): Promise<PlanChangeView | null> {
  const open = await findOpenChange(db, subscriptionId);
  return open ? toPlanChangeView(open) : null;
}
