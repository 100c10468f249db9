import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  PENDING_ORDER_MESSAGES,
  type PendingOrder,
  type UpdatePendingOrderBody,
} from '../../../contract/paid-hosting.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { LedgerPayment } from '../../../contract/refunds.js';
import {
  cancelOpenPendingOrder,
  completePendingOrder,
  findPendingOrderById,
  listPendingOrders,
  type PendingOrderRow,
} from './orders-repo.js';

// Pending orders (001 §2, §4, §7): what admins carry out by hand — domain registrations at a registrar (paid
// hosting), VPS setups and donation gifts. The only
// move an admin makes is to completed; the server refuses every other transition.

function parseDetails(text: string | null): PendingOrder['orderDetails'] {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // 001 §3: orderDetails may be plain text; nothing structured to show then.
  }
  const pick = (key: string) => (typeof value[key] === 'string' ? value[key] : null);
  return {
    domain: pick('domain'),
    planType: pick('planType'),
    subscriptionId: pick('subscriptionId'),
    customerId: pick('customerId'),
    whmUsername: pick('whmUsername'),
    packageName: pick('packageName'),
    operatingSystem: pick('operatingSystem'),
    giftTier: pick('giftTier'),
    giftType: pick('giftType'),
  };
}

export function toPendingOrderView(row: PendingOrderRow): PendingOrder {
  return {
    id: row.id,
    orderType: row.orderType,
    orderId: row.orderId,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    status: row.status,
    orderDetails: parseDetails(row.orderDetails),
    totalPrice: row.totalPrice,
    currency: row.currency,
    processedBy: row.processedBy,
    processedAt: row.processedAt?.toISOString() ?? null,
    adminNotes: row.adminNotes,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The commerce core's product kind behind each kind of pending order (the ledger names payments by product). */
const PRODUCT_OF_ORDER: Record<string, string> = { premium_hosting: 'paid_hosting', vps: 'vps', gift: 'donation' };

/** The product row an order is the work of: the hosting or VPS order's id, a gift's donation id. */
function productRefOf(row: PendingOrderRow): string | null {
  if (row.orderType !== 'gift') return row.orderId;
  try {
    const id = (JSON.parse(row.orderDetails ?? '{}') as { donationId?: unknown }).donationId;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

/** What the pending orders need of the ledger (payments service): each product row's newest payment. */
export interface OrdersLedger {
  latestPaymentsOf(productKind: string, refs: readonly string[]): Promise<Map<string, LedgerPayment>>;
}

export function createPendingOrdersService({
  db,
  log,
  now,
  findCpanelUsername,
  audit,
  onCompleted,
  ledger,
}: {
  db: Db;
  log: AuditLog;
  now: () => Date;
  audit: AuditTrail;
  /** Each order shows the payment behind it (refund, dispute flag); absent, rows show none. */
  ledger?: OrdersLedger;
  /** The WHM username of the hosting account on a domain (provisioned after the order was written). */
  findCpanelUsername: (domain: string) => Promise<string | null>;
  /** In the completing transaction, once per order: tells the customer (a donor's gift is set up). */
  onCompleted?: (tx: DbOrTx, order: PendingOrder) => Promise<void>;
}) {
  const withWhmUsername = async (view: PendingOrder): Promise<PendingOrder> => {
    if (view.orderDetails.whmUsername || !view.orderDetails.domain) return view;
    return {
      ...view,
      orderDetails: { ...view.orderDetails, whmUsername: await findCpanelUsername(view.orderDetails.domain) },
    };
  };

  /** Each row's newest payment, looked up per product kind in one query each. */
  async function paymentsOf(rows: PendingOrderRow[]): Promise<(LedgerPayment | null)[]> {
    if (!ledger) return rows.map(() => null);
    const refsByKind = new Map<string, string[]>();
    for (const row of rows) {
      const kind = PRODUCT_OF_ORDER[row.orderType];
      const ref = productRefOf(row);
      if (kind && ref) refsByKind.set(kind, [...(refsByKind.get(kind) ?? []), ref]);
    }
    const found = new Map<string, Map<string, LedgerPayment>>();
    for (const [kind, refs] of refsByKind) found.set(kind, await ledger.latestPaymentsOf(kind, refs));
    return rows.map((row) => {
      const kind = PRODUCT_OF_ORDER[row.orderType];
      const ref = productRefOf(row);
      return (kind && ref && found.get(kind)?.get(ref)) || null;
    });
  }

  return {
    async listOrders(): Promise<PendingOrder[]> {
      const rows = await listPendingOrders(db);
      const payments = await paymentsOf(rows);
      return Promise.all(
        rows.map((row, i) => withWhmUsername({ ...toPendingOrderView(row), payment: payments[i] ?? null })),
      );
    },

    /**
     * The work of an order nobody should do any more (its plan or gift was refunded) is cancelled,
     * with the reason, unless it was already completed. Audited; idempotent.
     */
    async cancelOrderOf(orderType: string, orderId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const cancelled = await cancelOpenPendingOrder(tx, orderType, orderId, reason, now());
        if (cancelled) {
          await audit.record(tx, {
            action: 'order.cancelled',
            targetType: 'pending_order',
            targetId: cancelled.id,
            details: { orderType, orderId, reason },
          });
          log.info(
            { event: 'pending-order-cancelled', orderId: cancelled.id, orderType, reason },
            'pending order cancelled',
          );
        }
      });
    },

    /** PATCH /api/admin/pending-orders/{id}: the body schema allows only completed; completed stays completed. */
    async updateOrder(actorId: number, id: number, body: UpdatePendingOrderBody): Promise<PendingOrder> {
      const row = await db.transaction(async (tx) => {
        const completed = await completePendingOrder(
          tx,
          id,
          { processedBy: actorId, adminNotes: body.adminNotes },
          now(),
        );
        if (completed) {
          await audit.record(tx, {
            action: 'order.completed',
            actorId,
            targetType: 'pending_order',
            targetId: id,
            details: { orderType: completed.orderType, orderId: completed.orderId },
          });
          await onCompleted?.(tx, toPendingOrderView(completed));
        }
        return completed;
      });
      if (!row) {
        const existing = await findPendingOrderById(db, id);
        if (!existing) throw new AppError('NOT_FOUND', PENDING_ORDER_MESSAGES.notFound);
        throw new AppError(
          'CONFLICT',
          existing.status === 'completed'
            ? PENDING_ORDER_MESSAGES.alreadyCompleted
            : PENDING_ORDER_MESSAGES.cancelledStays,
        );
      }
      log.info({ event: 'pending-order-completed', orderId: id, byUserId: actorId }, 'pending order completed');
      return withWhmUsername(toPendingOrderView(row));
    },
  };
}

export type PendingOrdersService = ReturnType<typeof createPendingOrdersService>;
