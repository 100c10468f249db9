import type { BillingSubscription, BillingView } from '../../../../contract/billing.js';
import type { PlanChangeView } from '../../../../contract/plan-changes.js';
import {
  findLatestPaymentOfSubscription,
  listBillingOf,
  subscriptionIdsOwnedBy,
  type BillingSubscriptionRow,
} from '../commerce/face.js';
import type { BillingDetails, ProductHandler, ProductRecord, StripeRefs } from '../commerce/products.js';
import { changesShownOf, openChangeViewOf } from '../plan-changes/face.js';
import type { BillingCaller, BillingCentreDeps } from './service.js';
import { isUnstartedCheckout, toBillingPayment, toBillingSubscription } from './view.js';

// The billing centre's reads: the caller's whole view (GET /api/billing, made once per change: service.ts keeps it)
// and one subscription's answer to a change. The database only, never Stripe: after the owner's address, three reads
// side by side (the ledger's two and the plan changes'); a product is asked only when it adds something to show (a
// donation's gift).

type ReaderDeps = Pick<BillingCentreDeps, 'db' | 'products' | 'confirmedEmailOf' | 'now'>;

/** The owner of a caller's rows: a link's address, or the account and its address once confirmed. */
export interface BillingOwnerOfCaller {
  userId: number | null;
  email: string | null;
  unconfirmed: boolean;
}

/** The first moment after `now` when the view's words change by themselves: a period ends (resume goes), a gift is due. */
export function nextTurnOf(view: BillingView, now: Date): Date | null {
  let next: number = Infinity;
  for (const sub of view.subscriptions) {
    for (const at of [sub.currentPeriodEnd, sub.gift?.dueAt, sub.nextPaymentAttemptAt, sub.planChange?.effectiveAt]) {
      const t = at ? Date.parse(at) : NaN;
      if (t > now.getTime() && t < next) next = t;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

export function createViewReader(deps: ReaderDeps) {
  const { db, products, now } = deps;

  async function ownerOf(caller: BillingCaller): Promise<BillingOwnerOfCaller> {
    if (caller.kind === 'link') return { userId: null, email: caller.email, unconfirmed: false };
    const { email, unconfirmed } = await deps.confirmedEmailOf(caller.userId);
    return { userId: caller.userId, email: email?.toLowerCase() ?? null, unconfirmed };
  }

  const refsOf = (row: BillingSubscriptionRow): StripeRefs => ({
    metadata: { kind: row.productKind },
    subscriptionId: row.stripeSubscriptionId,
    invoiceId: null,
    paymentIntentId: null,
    checkoutSessionId: null,
  });

  /** The product behind a row and its record as the product names it now (the mirror's copy if it names none). */
  async function productOf(row: BillingSubscriptionRow): Promise<{ handler: ProductHandler; record: ProductRecord }> {
    const found = products.find(row.productKind);
    const record = (await found?.describe(refsOf(row))) ?? {
      ref: row.productRef,
      userId: row.userId,
      email: row.email,
      description: row.description,
    };
    return { handler: found ?? { kind: row.productKind, label: row.productKind, describe: async () => null }, record };
  }

  /** What the product adds (a donation's gift); the product's row is looked up only for products that add something. */
  async function detailsOf(row: BillingSubscriptionRow): Promise<BillingDetails | null> {
    if (!products.find(row.productKind)?.billingDetails) return null;
    const { handler, record } = await productOf(row);
    return handler.billingDetails!(record);
  }

  async function subscriptionView(
    row: BillingSubscriptionRow,
    receiptUrl: string | null,
    planChange: PlanChangeView | null,
  ): Promise<BillingSubscription> {
    return toBillingSubscription(row, {
      label: products.label(row.productKind),
      receiptUrl,
      details: await detailsOf(row),
      // The mirror's copy of the open invoice's next attempt: a page view never asks Stripe.
      nextPaymentAttemptAt: row.nextPaymentAttemptAt,
      now: now(),
      hasPlans: Boolean(products.find(row.productKind)?.plans),
      planChange,
    });
  }

  return {
    ownerOf,
    productOf,

    /** One subscription's answer to a change (cancel, resume). */
    async subscriptionAnswer(row: BillingSubscriptionRow): Promise<BillingSubscription> {
      const [latest, open] = await Promise.all([
        findLatestPaymentOfSubscription(db, row.stripeSubscriptionId),
        openChangeViewOf(db, row.stripeSubscriptionId),
      ]);
      return subscriptionView(row, latest?.receiptUrl ?? null, open);
    },

    /** The caller's view from the database. */
    async readView(caller: BillingCaller): Promise<BillingView> {
      const owner = await ownerOf(caller);
      // The plan changes are read by the owner's subscriptions as a sub-select, beside the ledger, not after it.
      const [ledger, changes] = await Promise.all([
        listBillingOf(db, owner),
        changesShownOf(db, subscriptionIdsOwnedBy(db, owner)),
      ]);
      const subscriptions = ledger.subscriptions.filter((row) => !isUnstartedCheckout(row));
      const idOfSubscription = new Map(subscriptions.map((row) => [row.stripeSubscriptionId, row.id]));
      // Payments are newest first: the first of a subscription is its latest receipt.
      const latestReceipt = new Map<string, string | null>();
      for (const p of ledger.payments)
        if (p.stripeSubscriptionId && !latestReceipt.has(p.stripeSubscriptionId))
          latestReceipt.set(p.stripeSubscriptionId, p.receiptUrl);
      return {
        access: caller.kind === 'link' ? 'link' : 'account',
        email: owner.email,
        emailUnconfirmed: owner.unconfirmed,
        subscriptions: await Promise.all(
          subscriptions.map((row) =>
            subscriptionView(
              row,
              latestReceipt.get(row.stripeSubscriptionId) ?? null,
              changes.openOf.get(row.stripeSubscriptionId) ?? null,
            ),
          ),
        ),
        payments: ledger.payments.map((row) => {
          const payment = toBillingPayment(row, {
            label: products.label(row.productKind),
            subscriptionId: row.stripeSubscriptionId ? (idOfSubscription.get(row.stripeSubscriptionId) ?? null) : null,
          });
          const description = row.stripeInvoiceId ? changes.invoiceDescriptionOf.get(row.stripeInvoiceId) : undefined;
          return description ? { ...payment, description, isRenewal: false } : payment;
        }),
      };
    },
  };
}
