import {
  formatBillingAmount,
  formatBillingDate,
  type BillingGift,
  type BillingPayment,
  type BillingSubscription,
  type BillingSubscriptionStatus,
  type BillingTaxLine,
} from '../../../../contract/billing.js';
import type { PlanChangeView } from '../../../../contract/plan-changes.js';
import type { BillingDetails } from '../commerce/products.js';
import type { BillingPaymentRow, BillingSubscriptionRow } from '../commerce/face.js';

// The ledger's rows in the customer's words (GET /api/billing). Stripe's statuses are the mirror's; what they mean to
// the person paying is decided here once, so the page, the dashboard card and the journeys say the same thing.

/** Checkouts that never got their first payment: not something the customer has (the checkout pages deal with them). */
export const isUnstartedCheckout = (row: Pick<BillingSubscriptionRow, 'status'>) =>
  row.status === 'incomplete' || row.status === 'incomplete_expired';

const ENDED = new Set(['canceled', 'incomplete_expired']);

export function subscriptionStatusOf(row: BillingSubscriptionRow): BillingSubscriptionStatus {
  if (ENDED.has(row.status)) return 'ended';
  if (row.status === 'unpaid') return 'unpaid';
  if (row.status === 'paused') return 'paused';
  if (row.status === 'past_due' || (row.paymentFailedAt && row.openInvoiceUrl)) return 'payment_failed';
  return row.cancelAtPeriodEnd ? 'cancelling' : 'active';
}

function statusLabel(status: BillingSubscriptionStatus, row: BillingSubscriptionRow): string {
  const end = row.currentPeriodEnd ? formatBillingDate(row.currentPeriodEnd) : null;
  switch (status) {
    case 'active':
      return 'Active';
    case 'cancelling':
      return end ? `Cancels on ${end}` : 'Cancels at the end of the period';
    case 'payment_failed':
      return 'Payment failed';
    case 'unpaid':
      return 'Unpaid';
    case 'paused':
      return 'Paused';
    case 'ended':
      return 'Ended';
  }
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function giftOf(details: BillingDetails | null): BillingGift | null {
  const gift = details?.gift;
  return gift
    ? {
        tier: gift.tier,
        type: gift.type,
        state: gift.state,
        dueAt: iso(gift.dueAt),
        completedAt: iso(gift.completedAt),
      }
    : null;
}

export function toBillingSubscription(
  row: BillingSubscriptionRow,
  extra: {
    label: string;
    receiptUrl: string | null;
    details: BillingDetails | null;
    nextPaymentAttemptAt: Date | null;
    now: Date;
    /** Whether the product offers plans (paid hosting, VPS). */
    hasPlans: boolean;
    planChange: PlanChangeView | null;
  },
): BillingSubscription {
  const status = subscriptionStatusOf(row);
  const periodRuns = row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() > extra.now.getTime();
  const live = status !== 'ended' && status !== 'unpaid';
  return {
    id: row.id,
    productKind: row.productKind,
    productLabel: extra.label,
    description: row.description,
    status,
    statusLabel: statusLabel(status, row),
    amountCents: row.amountCents,
    currency: row.currency,
    interval: row.interval,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    // A failed renewal is retried on Stripe's schedule (nextPaymentAttemptAt), not at the period's end.
    nextChargeAt: status === 'active' ? iso(row.currentPeriodEnd) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    receiptUrl: extra.receiptUrl,
    payNowUrl: status === 'payment_failed' || status === 'unpaid' ? row.openInvoiceUrl : null,
    paymentFailedAt: status === 'payment_failed' || status === 'unpaid' ? iso(row.paymentFailedAt) : null,
    nextPaymentAttemptAt: status === 'payment_failed' ? iso(extra.nextPaymentAttemptAt) : null,
    canCancel: live && status !== 'paused' && !row.cancelAtPeriodEnd,
    canResume: status === 'cancelling' && periodRuns,
    canUpdateCard: live,
    // A change under way keeps the button: the dialog says why a second one must wait.
    canChangePlan: extra.hasPlans && status === 'active',
    planChange: extra.planChange,
    gift: giftOf(extra.details),
  };
}

export function toBillingPayment(
  row: BillingPaymentRow,
  extra: { label: string; subscriptionId: number | null },
): BillingPayment {
  const disputed = row.disputeStatus !== null && row.disputeStatus !== 'won';
  const status: BillingPayment['status'] = disputed
    ? 'disputed'
    : row.status === 'refunded'
      ? 'refunded'
      : row.status === 'partially_refunded'
        ? 'partially_refunded'
        : 'paid';
  const statusLabel =
    status === 'disputed'
      ? 'Disputed'
      : status === 'refunded'
        ? 'Refunded'
        : status === 'partially_refunded'
          ? `Partly refunded (${formatBillingAmount(row.amountRefundedCents, row.currency)})`
          : 'Paid';
  return {
    id: row.id,
    productKind: row.productKind,
    productLabel: extra.label,
    description: row.description,
    status,
    statusLabel,
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
    isRenewal: row.isRenewal,
    receiptUrl: row.receiptUrl,
    subscriptionId: extra.subscriptionId,
    invoiceNumber: row.invoiceNumber,
    invoicePdfUrl: row.invoicePdfUrl,
    taxCents: row.taxCents,
    taxLines: (row.taxLines ?? []).map(taxLineOf),
    reverseCharge: (row.taxLines ?? []).some((t) => t.reason === 'reverse_charge'),
  };
}

/**
 * Stripe's taxability reasons in the customer's words (the rate is the line's amount over what it was charged on); the
 * billing centre and the receipt mail say them alike.
 */
const ZERO_TAX_LABELS: Record<string, string> = {
  reverse_charge: 'Reverse charge: VAT to be accounted for by the customer',
  not_collecting: 'No tax (not collected in your location)',
  not_subject_to_tax: 'No tax (not taxable in your location)',
  customer_exempt: 'No tax (tax exempt)',
  product_exempt: 'No tax (exempt)',
  zero_rated: 'Tax 0%',
};

export function taxLineOf(line: { amountCents: number; taxableCents: number | null; reason: string }): BillingTaxLine {
  if (line.amountCents === 0) {
    return { label: ZERO_TAX_LABELS[line.reason] ?? 'No tax', amountCents: 0, reason: line.reason };
  }
  const percent = taxPercentOf(line);
  return { label: percent === null ? 'Tax' : `Tax ${percent}%`, amountCents: line.amountCents, reason: line.reason };
}

/** A charged tax line's rate, one decimal ('19', '7.5'), or null when Stripe gave no taxable amount. */
export function taxPercentOf(line: { amountCents: number; taxableCents: number | null }): number | null {
  return line.taxableCents ? Math.round((line.amountCents / line.taxableCents) * 1000) / 10 : null;
}
