import { z } from 'zod';
import { INT4_MAX, safeText } from './common.js';

// The commerce core's ledger as the admin's rows show it: each donation, pending order and VPS order
// carries the payment behind it (its id in billing_payments, what was paid and refunded, a dispute's status), the
// Refund action posts to POST /api/admin/payments/{id}/refund, and disputes are flagged on the same rows.

export const REFUND_MESSAGES = {
  paymentNotFound: 'Payment not found',
  reasonRequired: 'Please give a reason for the refund',
  amountInvalid: 'The refund must be at least $0.01',
  alreadyRefunded: 'This payment is already fully refunded.',
  /** A template: the server decides what is left and fills `{left}` ('$4.00') with fillMessage (i18n/format.ts). */
  tooMuch: 'At most {left} of this payment can still be refunded.',
  notRefundable: 'Stripe has no successful charge to refund for this payment.',
  disputed: 'This payment is disputed: Stripe refunds it only if the dispute is lost, not here.',
  refunded: 'Refund sent',
  failed: 'Refund failed',
} as const;

/** billing_payments.status. */
export const LEDGER_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

/** Stripe's dispute statuses (an inquiry's are prefixed `warning_`). */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Stripe's dispute statuses after which nothing more happens. */
export const CLOSED_DISPUTE_STATUSES = ['won', 'lost', 'warning_closed'] as const satisfies readonly DisputeStatus[];

/** What a dispute status means, for the flag on a row. */
export const DISPUTE_LABELS: Record<DisputeStatus, string> = {
  warning_needs_response: 'Inquiry: needs response',
  warning_under_review: 'Inquiry under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Disputed: needs response',
  under_review: 'Dispute under review',
  won: 'Dispute won',
  lost: 'Dispute lost',
};
export const disputeLabel = (status: string) =>
  DISPUTE_LABELS[status as DisputeStatus] ?? `Disputed (${status.replace(/_/g, ' ')})`;

/** One recorded payment, as a row of the admin's lists shows it. Amounts in cents. */
export const ledgerPaymentSchema = z.object({
  /** billing_payments.id: what the refund route takes. */
  id: z.number(),
  amountCents: z.number(),
  amountRefundedCents: z.number(),
  /** What may still be refunded (amountCents − amountRefundedCents). */
  refundableCents: z.number(),
  currency: z.string(),
  status: z.string(),
  /** Stripe's dispute status when the payment was disputed (needs_response, under_review, won, lost, …); else null. */
  disputeStatus: z.string().nullable(),
  paidAt: z.string(),
  isRenewal: z.boolean(),
});
export type LedgerPayment = z.infer<typeof ledgerPaymentSchema>;

/** How a row names the payment behind it (optional on the wire: rows written before the ledger have none). */
export const rowPaymentField = ledgerPaymentSchema.nullable().optional();

/**
 * POST /api/admin/payments/{id}/refund (admin). amountCents: absent = all that is left. attemptId: one per click of the
 * dialog's Refund button, kept while the same refund is retried (Stripe's idempotency key is bound to the payment and
 * it, so a retry after a time-out never refunds twice).
 */
export const refundBody = z
  .object({
    amountCents: z
      .number({ error: REFUND_MESSAGES.amountInvalid })
      .int(REFUND_MESSAGES.amountInvalid)
      .min(1, REFUND_MESSAGES.amountInvalid)
      .max(INT4_MAX, REFUND_MESSAGES.amountInvalid)
      .optional(),
    reason: safeText(500).trim().min(1, REFUND_MESSAGES.reasonRequired),
    attemptId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid attempt id')
      .optional(),
  })
  .strict();
export type RefundBody = z.infer<typeof refundBody>;

export const refundResponse = z.object({
  message: z.string(),
  payment: ledgerPaymentSchema,
  refund: z.object({ id: z.string(), amountCents: z.number(), status: z.string() }),
});
export type RefundResponse = z.infer<typeof refundResponse>;
