import { randomUUID } from 'node:crypto';
import {
  CLOSED_DISPUTE_STATUSES,
  REFUND_MESSAGES,
  type LedgerPayment,
  type RefundBody,
  type RefundResponse,
} from '../../../../contract/refunds.js';
import { fillMessage } from '../../../../contract/i18n/format.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import type { RefundSummary } from '../stripe-objects.js';
import type { CommerceCore } from './core.js';
import { findPaymentById, findPaymentsByKeys, listPaymentsOfProducts, type BillingPaymentRow } from './ledger-repo.js';

// Admin refunds and the ledger as the admin's rows show it. The server decides what is left to
// refund from the ledger; Stripe has the last word (a refund made in its dashboard meanwhile makes it refuse more);
// the ledger follows Stripe's answer at once and again when charge.refunded arrives (core.applyRefund, idempotent), and
// the product decides what the refund undoes in a job (a refunded plan ends, a refunded gift is marked).

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function toLedgerPaymentView(row: BillingPaymentRow): LedgerPayment {
  return {
    id: row.id,
    amountCents: row.amountCents,
    amountRefundedCents: row.amountRefundedCents,
    refundableCents: Math.max(0, row.amountCents - row.amountRefundedCents),
    currency: row.currency,
    status: row.status,
    disputeStatus: row.disputeStatus,
    paidAt: row.paidAt.toISOString(),
    isRenewal: row.isRenewal,
  };
}

const isOpenDispute = (status: string | null) =>
  status !== null && !(CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);

export interface RefundsDeps {
  db: Db;
  createRefund(input: {
    paymentIntentId: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<RefundSummary>;
  core: Pick<CommerceCore, 'applyRefund'>;
  audit: AuditTrail;
  log: AuditLog;
}

export function createRefunds({ db, createRefund, core, audit, log }: RefundsDeps) {
  /** POST /api/admin/payments/{id}/refund. */
  async function refund(paymentId: number, body: RefundBody): Promise<RefundResponse> {
    const payment = await findPaymentById(db, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', REFUND_MESSAGES.paymentNotFound);
    const left = payment.amountCents - payment.amountRefundedCents;
    if (left <= 0) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.alreadyRefunded);
    if (isOpenDispute(payment.disputeStatus)) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.disputed);
    const amountCents = body.amountCents ?? left;
    if (amountCents > left)
      throw new AppError('BAD_REQUEST', fillMessage(REFUND_MESSAGES.tooMuch, { left: dollars(left) }), {
        refundableCents: left,
      });
    const paymentIntentId =
      payment.stripePaymentIntentId ?? (payment.paymentKey.startsWith('pi_') ? payment.paymentKey : null);
    if (!paymentIntentId) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.notRefundable);

    // One key per payment and click: a retry of the same click (time-out, 502) replays Stripe's answer, never a second refund.
    const attempt = body.attemptId ?? randomUUID();
    const refunded = await createRefund({
      paymentIntentId,
      amountCents,
      reason: body.reason,
      idempotencyKey: `refund:${payment.id}:${attempt}`,
      metadata: {
        hostfreePaymentId: String(payment.id),
        product: payment.productKind,
        productRef: payment.productRef,
        attempt,
      },
    });
    // Stripe's answer names the charge's refunded total; without it (not expanded) the ledger moves by this refund.
    const total = refunded.chargeAmountRefundedCents ?? payment.amountRefundedCents + refunded.amountCents;
    const after = (await core.applyRefund(paymentIntentId, total, body.reason)) ?? payment;
    await db.transaction(async (tx) => {
      await audit.record(tx, {
        action: 'payment.refunded',
        subjectUserId: payment.userId,
        targetType: 'payment',
        targetId: payment.id,
        details: {
          amountCents: refunded.amountCents,
          refundedTotalCents: after.amountRefundedCents,
          currency: payment.currency,
          reason: body.reason,
          refundId: refunded.id,
          product: payment.productKind,
          ref: payment.productRef,
          description: payment.description,
          email: payment.email,
        },
      });
    });
    log.info(
      { event: 'payment-refund-sent', paymentId: payment.id, refundId: refunded.id, amountCents: refunded.amountCents },
      'refund sent',
    );
    return {
      message: REFUND_MESSAGES.refunded,
      payment: toLedgerPaymentView(after),
      refund: { id: refunded.id, amountCents: refunded.amountCents, status: refunded.status },
    };
  }

  return {
    refund,

    /** The payments recorded under these keys (a donation row's invoice or PaymentIntent), by key. */
    async paymentsByKeys(keys: readonly string[]): Promise<Map<string, LedgerPayment>> {
      const rows = await findPaymentsByKeys(db, keys);
      return new Map(rows.map((row) => [row.paymentKey, toLedgerPaymentView(row)]));
    },

    /** The newest payment of each of a product's rows (an order's latest renewal), by the product's ref. */
    async latestPaymentsOf(productKind: string, refs: readonly string[]): Promise<Map<string, LedgerPayment>> {
      const latest = new Map<string, LedgerPayment>();
      for (const row of await listPaymentsOfProducts(db, productKind, refs)) {
        if (!latest.has(row.productRef)) latest.set(row.productRef, toLedgerPaymentView(row));
      }
      return latest;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
