import { disputeLabel } from '../../../../contract/refunds.js';
import type { DbOrTx } from '../../../db/client.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import type { MailService } from '../../mail/index.js';
import type { BillingPaymentRow } from './ledger-repo.js';
import type { ProductRegistry } from './products.js';

// Disputes: the core flags the payment's row once per dispute status (applyDispute) and, in that
// transaction, this tells every admin by mail and writes the audit trail. The outbox key names the payment, the status
// and the admin, so a repeated or racing event mails nobody twice.

export function createDisputeAlerts({
  mail,
  audit,
  adminEmails,
  products,
}: {
  mail: Pick<MailService, 'enqueue'>;
  audit: AuditTrail;
  /** Read in the flagging transaction (`tx`). */
  adminEmails: (tx: DbOrTx) => Promise<string[]>;
  products: ProductRegistry;
}) {
  return async function onDisputed(tx: DbOrTx, payment: BillingPaymentRow, status: string, reason: string | null) {
    const admins = await adminEmails(tx);
    for (const to of admins) {
      await mail.enqueue(tx, {
        template: 'payment-disputed',
        to,
        userId: null,
        dedupeKey: `payment-disputed:${payment.id}:${status}:${to.toLowerCase()}`,
        data: {
          paymentId: payment.id,
          description: payment.description,
          productKind: payment.productKind,
          productLabel: products.label(payment.productKind),
          amountCents: payment.amountCents,
          currency: payment.currency,
          customer: payment.email,
          status,
          statusLabel: disputeLabel(status),
          reason,
          paidAt: payment.paidAt.toISOString(),
        },
      });
    }
    await audit.record(tx, {
      action: 'payment.disputed',
      actorId: null,
      ip: null,
      userAgent: null,
      subjectUserId: payment.userId,
      targetType: 'payment',
      targetId: payment.id,
      details: {
        status,
        reason,
        product: payment.productKind,
        ref: payment.productRef,
        description: payment.description,
        adminsMailed: admins.length,
        email: payment.email,
      },
    });
  };
}
