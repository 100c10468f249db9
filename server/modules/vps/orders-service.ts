import {
  VPS_MESSAGES,
  type VpsAdminOrder,
  type VpsOrderUpdateBody,
  type VpsOwnerOrder,
} from '../../../contract/vps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { MailService } from '../mail/index.js';
import { ENDED_SUBSCRIPTION_STATUSES, type PaymentsService } from '../payments/index.js';
import {
  deleteOrder,
  findOrderById,
  listOrders,
  listOrdersByEmail,
  lockOrder,
  updateOrder,
  type NewVpsOrder,
} from './repo.js';
import { VPS_KIND } from './product.js';
import { toAdminOrderView, toOwnerOrderView } from './views.js';

// VPS Orders Management (001 §2, §4, §7) and the customer's orders (000 §2, §7).

export interface VpsOrdersDeps {
  db: Db;
  secretBox: SecretBox;
  payments: Pick<PaymentsService, 'cancelSubscription' | 'latestPaymentsOf'>;
  /** A refunded order's work in Pending Orders is called off (paid hosting owns that table). */
  cancelPendingOrderOf?: (orderType: string, orderId: string, reason: string) => Promise<void>;
  log: AuditLog;
  audit: AuditTrail;
  /** The customer is told when their server is ready (the order mail promises it). */
  mail: Pick<MailService, 'enqueue' | 'nudge'>;
  now: () => Date;
}

/** Who asks for GET /api/vps-orders/by-email/{email}: nobody, a signed-in user, or an admin. */
export interface OrderReader {
  email: string | null;
  isAdmin: boolean;
}

const notFound = () => new AppError('NOT_FOUND', VPS_MESSAGES.orderNotFound);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createVpsOrdersService({
  db,
  secretBox,
  payments,
  log,
  audit,
  mail,
  now,
  cancelPendingOrderOf,
}: VpsOrdersDeps) {
  return {
    /** VPS Orders Management's list, each order with its newest payment in the ledger (refunds, disputes). */
    async listOrders(): Promise<VpsAdminOrder[]> {
      const rows = await listOrders(db);
      const paid = await payments.latestPaymentsOf(
        VPS_KIND,
        rows.map((row) => String(row.id)),
      );
      return rows.map((row) => ({ ...toAdminOrderView(row, secretBox), payment: paid.get(String(row.id)) ?? null }));
    },

    /**
     * The order's payment was refunded in full, so the order ends: its subscription is cancelled at
     * Stripe (nothing more is charged), the order is marked cancelled and its setup in Pending Orders called off unless
     * done. Idempotent; Stripe down: throws, and the refund's follow-up job retries.
     */
    async endRefunded(orderId: number, reason: string | null): Promise<void> {
      const order = await findOrderById(db, orderId);
      if (!order) return;
      if (order.stripeSubscriptionId && !ENDED_SUBSCRIPTION_STATUSES.includes(order.subscriptionStatus ?? '')) {
        await payments.cancelSubscription(order.stripeSubscriptionId);
      }
      const why = `Refunded${reason ? `: ${reason}` : ''}`;
      if (order.status !== 'cancelled') {
        await db.transaction(async (tx) => {
          await updateOrder(tx, orderId, { status: 'cancelled', subscriptionStatus: 'canceled' }, now());
          await audit.record(tx, {
            action: 'order.cancelled',
            actorId: null,
            subjectUserId: order.userId,
            targetType: 'vps-order',
            targetId: orderId,
            details: { orderType: 'VPS', orderId: String(orderId), reason: why },
          });
        });
        log.info({ event: 'vps-order-refunded', orderId }, 'VPS order cancelled: refunded');
      }
      await cancelPendingOrderOf?.('vps', String(orderId), why);
    },

    /**
     * The owner of the e-mail (signed in with it) or an admin get the orders; everybody else — signed out, another
     * user — gets the same empty list an e-mail without orders gets, so the answer tells nothing about existence.
     */
    async listOrdersByEmail(email: string, reader: OrderReader | null): Promise<VpsOwnerOrder[]> {
      const allowed = reader !== null && (reader.isAdmin || (reader.email !== null && sameEmail(reader.email, email)));
      if (!allowed) return [];
      return (await listOrdersByEmail(db, email.trim())).map((row) => toOwnerOrderView(row, secretBox));
    },

    /**
     * PUT /api/vps-orders/{id}. Completed needs IP, username and password after the change (001 §4); the password
     * is sealed. processedBy/processedAt record who last moved the order out of pending. The first time an order
     * becomes completed its customer is mailed that the server is ready (once per order: the outbox key).
     */
    async updateOrder(actorId: number, id: number, body: VpsOrderUpdateBody): Promise<VpsAdminOrder> {
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw notFound();
        const { serverPassword, ...rest } = body;
        const next = {
          ip: body.serverIpAddress !== undefined ? body.serverIpAddress : order.serverIpAddress,
          username: body.serverUsername !== undefined ? body.serverUsername : order.serverUsername,
          hasPassword: serverPassword !== undefined ? serverPassword !== null : order.serverPassword !== null,
          status: body.status ?? order.status,
        };
        if (next.status === 'completed' && (!next.ip || !next.username || !next.hasPassword)) {
          throw new AppError('BAD_REQUEST', VPS_MESSAGES.missingServerDetails, {
            title: VPS_MESSAGES.missingServerDetailsTitle,
          });
        }
        const changes: Partial<NewVpsOrder> = { ...rest };
        if (serverPassword !== undefined)
          changes.serverPassword = serverPassword === null ? null : secretBox.seal(serverPassword);
        if (body.status !== undefined && body.status !== order.status && body.status !== 'pending') {
          changes.processedBy = actorId;
          changes.processedAt = now();
        }
        const updated = (await updateOrder(tx, id, changes, now()))!;
        const completedNow = next.status === 'completed' && order.status !== 'completed';
        // 'order completion' is a security event for the audit log; the password and SSH key are masked by the trail.
        await audit.record(tx, {
          action: completedNow ? 'vps-order.completed' : 'vps-order.updated',
          subjectUserId: order.userId,
          targetType: 'vps-order',
          targetId: id,
          details: { ...body },
        });
        if (completedNow) {
          // Where and as whom to connect; the password stays on the dashboard, never in a mail.
          await mail.enqueue(tx, {
            template: 'vps-ready',
            to: updated.customerEmail,
            userId: updated.userId,
            dedupeKey: `vps-ready:${id}`,
            data: {
              orderId: id,
              packageName: updated.packageName,
              ipAddress: updated.serverIpAddress!,
              username: updated.serverUsername!,
              // The port the customer connects with: RDP for Windows, SSH otherwise.
              ...(updated.operatingSystem?.startsWith('windows')
                ? { sshPort: null, rdpPort: updated.serverRdpPort }
                : { sshPort: updated.serverSshPort, rdpPort: null }),
            },
          });
        }
        return updated;
      });
      mail.nudge();
      log.info(
        { event: 'vps-order-updated', orderId: id, byUserId: actorId, status: row.status, fields: Object.keys(body) },
        'VPS order updated',
      );
      return toAdminOrderView(row, secretBox);
    },

    /**
     * DELETE /api/vps-orders/{id}. A subscription still billing is cancelled at Stripe first, so deleting the row
     * never leaves a customer paying for an order nobody sees; if Stripe cannot be reached nothing is deleted.
     */
    async deleteOrder(actorId: number, id: number) {
      const order = await findOrderById(db, id);
      if (!order) throw notFound();
      if (order.stripeSubscriptionId && !ENDED_SUBSCRIPTION_STATUSES.includes(order.subscriptionStatus ?? '')) {
        await payments.cancelSubscription(order.stripeSubscriptionId);
      }
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteOrder(tx, id);
        if (gone)
          await audit.record(tx, {
            action: 'vps-order.deleted',
            subjectUserId: order.userId,
            targetType: 'vps-order',
            targetId: id,
            details: { customerEmail: order.customerEmail },
          });
        return gone;
      });
      if (!deleted) throw notFound();
      log.info({ event: 'vps-order-deleted', orderId: id, byUserId: actorId }, 'VPS order deleted');
      return { message: VPS_MESSAGES.orderDeleted };
    },
  };
}

export type VpsOrdersService = ReturnType<typeof createVpsOrdersService>;
