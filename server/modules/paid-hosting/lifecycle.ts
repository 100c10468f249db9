import { randomUUID } from 'node:crypto';
import { suspensionReasonText } from '../../../contract/hosting-suspension-reasons.js';
import { PAID_HOSTING_MESSAGES, type PaidPlan, type PaidPlanType } from '../../../contract/paid-hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { HostingService } from '../hosting/index.js';
import { ENDED_STATUSES, LIVE_STATUSES, type HostingBilling, type SubscriptionState } from './billing.js';
import type { Fulfilment } from './fulfilment.js';
import { findOrderById, findOrderBySubscription, listOrdersOfUser, updateOrder, type OrderRow } from './orders-repo.js';

// The life of a paid account. Every subscription webhook event only names the subscription:
// its state is read again from Stripe (events arrive late, twice and out of order), then applied:
//   paid first invoice, order pending     → fulfil (same step as confirm)
//   renewal paid                          → recorded (period end, status)
//   unpaid / canceled / incomplete_expired → active order suspended on WHM with a reason; pending hold released
//   live again while suspended            → unsuspended

// Each starts with hosting's BILLING_REASON_PREFIX: a payment lifts only suspensions billing made.
// The sentences are the contract's (contract/hosting-suspension-reasons.ts): the owner's views name them by code.
const SUSPEND_REASON: Record<string, string> = {
  unpaid: suspensionReasonText('billingUnpaid'),
  canceled: suspensionReasonText('billingEnded'),
  incomplete_expired: suspensionReasonText('billingIncomplete'),
};
/** Dunning's grace ended unpaid; the first payment lifts it, as any billing suspension. */
export const GRACE_ENDED_REASON = suspensionReasonText('billingGraceEnded');
/** An admin refunded the plan's payment in full: the plan ends. */
export const REFUNDED_REASON = suspensionReasonText('billingRefunded');

export interface LifecycleDeps {
  db: Db;
  billing: HostingBilling;
  hosting: HostingService;
  fulfilment: Fulfilment;
  log: AuditLog;
  now: () => Date;
}

export function toPaidPlanView(order: OrderRow, status: string): PaidPlan {
  return {
    id: order.id,
    domain: order.domainName,
    planType: (order.planType ?? 'starter') as PaidPlanType,
    status,
    price: order.finalPrice,
    currency: 'USD',
    renewsAt: order.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: order.cancelAtPeriodEnd,
  };
}

export function createLifecycle({ db, billing, hosting, fulfilment, log, now }: LifecycleDeps) {
  async function apply(order: OrderRow, state: SubscriptionState): Promise<string> {
    const record = {
      subscriptionStatus: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      ...(state.isLatestInvoicePaid
        ? { paymentStatus: 'paid' }
        : state.status === 'past_due'
          ? { paymentStatus: 'failed' }
          : {}),
    };
    if (order.status === 'pending') {
      if (state.isLatestInvoicePaid && LIVE_STATUSES.has(state.status)) {
        return (await fulfilment.fulfil(order.id, state, { ip: '127.0.0.1' })) === 'held' ? 'held' : 'fulfilled';
      }
      if (ENDED_STATUSES.has(state.status)) {
        await updateOrder(db, order.id, { ...record, status: 'released' }, now());
        return 'released';
      }
      await updateOrder(db, order.id, record, now());
      return 'recorded';
    }
    if (order.status === 'released') return 'ignored';
    const accountId = order.hostingAccountId;
    if (ENDED_STATUSES.has(state.status) && order.status !== 'suspended') {
      await updateOrder(db, order.id, { ...record, status: 'suspended' }, now());
      if (accountId)
        await hosting.paid.suspend(accountId, SUSPEND_REASON[state.status] ?? suspensionReasonText('billingNotPaid'));
      log.info(
        { event: 'paid-hosting-suspended', orderId: order.id, subscriptionStatus: state.status },
        'paid hosting suspended',
      );
      return 'suspended';
    }
    if (LIVE_STATUSES.has(state.status) && state.isLatestInvoicePaid && order.status === 'suspended') {
      await updateOrder(db, order.id, { ...record, status: 'active' }, now());
      if (accountId) await hosting.paid.unsuspend(accountId);
      log.info({ event: 'paid-hosting-unsuspended', orderId: order.id }, 'paid hosting unsuspended');
      return 'unsuspended';
    }
    await updateOrder(db, order.id, record, now());
    return 'recorded';
  }

  /** An order that was paid for (pending checkouts and released holds are not plans): else 404. */
  async function findLiveOrder(orderId: number): Promise<OrderRow> {
    const order = await findOrderById(db, orderId);
    if (!order || order.status === 'pending' || order.status === 'released')
      throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.orderNotFound);
    return order;
  }

  /** The caller's own live order: else 404. */
  async function findOwnLiveOrder(userId: number, orderId: number): Promise<OrderRow> {
    const order = await findLiveOrder(orderId);
    if (order.userId !== userId) throw new AppError('NOT_FOUND', PAID_HOSTING_MESSAGES.orderNotFound);
    return order;
  }

  async function applyCancel(order: OrderRow, attempt: string): Promise<OrderRow> {
    if (order.status === 'suspended' || !order.stripeSubscriptionId)
      throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.alreadyCancelled);
    if (order.cancelAtPeriodEnd) return order;
    const state = await billing.setCancelAtPeriodEnd(order.stripeSubscriptionId, attempt);
    return (await updateOrder(
      db,
      order.id,
      {
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodEnd: state.currentPeriodEnd,
        subscriptionStatus: state.status,
      },
      now(),
    ))!;
  }

  async function applyResume(order: OrderRow, attempt: string): Promise<{ order: OrderRow; status: string }> {
    if (order.status === 'suspended' || !order.stripeSubscriptionId)
      throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.periodOver);
    if (!order.cancelAtPeriodEnd) throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.notCancelling);
    if (order.currentPeriodEnd && order.currentPeriodEnd.getTime() <= now().getTime())
      throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.periodOver);
    const state = await billing.resume(order.stripeSubscriptionId, attempt);
    if (ENDED_STATUSES.has(state.status)) throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.periodOver);
    const updated = await updateOrder(
      db,
      order.id,
      {
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodEnd: state.currentPeriodEnd,
        subscriptionStatus: state.status,
      },
      now(),
    );
    return { order: updated!, status: state.status };
  }

  /** A live order stops: the row says suspended and its account is suspended on WHM (through hosting's job). */
  async function suspendOrder(order: OrderRow, reason: string, patch: Partial<OrderRow> = {}) {
    await updateOrder(db, order.id, { ...patch, status: 'suspended' }, now());
    if (order.hostingAccountId) await hosting.paid.suspend(order.hostingAccountId, reason);
    log.info({ event: 'paid-hosting-suspended', orderId: order.id, reason }, 'paid hosting suspended');
  }

  return {
    /**
     * Dunning: the renewal is still unpaid when the grace ends. Stripe is asked again; an order
     * that is active and still unpaid is suspended with its reason (a payment lifts it: syncSubscription). Idempotent.
     */
    async suspendUnpaid(subscriptionId: string): Promise<string> {
      const order = await findOrderBySubscription(db, subscriptionId);
      if (!order || order.status !== 'active') return order ? `already ${order.status}` : 'not-ours';
      const state = await billing.readSubscription(subscriptionId);
      if (state && state.isLatestInvoicePaid && LIVE_STATUSES.has(state.status)) return 'paid';
      await suspendOrder(
        order,
        GRACE_ENDED_REASON,
        state ? { subscriptionStatus: state.status, paymentStatus: 'failed' } : {},
      );
      return 'suspended';
    },

    /**
     * The plan's payment was refunded in full, so the plan ends now: the subscription is cancelled at
     * Stripe (nothing more is charged) and the account suspended with its reason. Idempotent; Stripe down: throws, and
     * the refund's follow-up job retries.
     */
    async endRefunded(subscriptionId: string): Promise<string> {
      const order = await findOrderBySubscription(db, subscriptionId);
      if (!order) return 'not-ours';
      const state = await billing.readSubscription(subscriptionId);
      if (state && !ENDED_STATUSES.has(state.status)) await billing.cancelNow(subscriptionId);
      if (order.status === 'pending' || order.status === 'released') return 'not-live';
      const patch = { subscriptionStatus: 'canceled', cancelAtPeriodEnd: false };
      if (order.status === 'suspended') {
        await updateOrder(db, order.id, patch, now());
        // Suspended for another billing reason (unpaid): now it is the refund; an admin's reason stays (setSuspended).
        if (order.hostingAccountId) await hosting.paid.suspend(order.hostingAccountId, REFUNDED_REASON);
        return 'suspended';
      }
      await suspendOrder(order, REFUNDED_REASON, patch);
      return 'suspended';
    },

    /** Webhook handlers (invoice.paid, invoice.payment_failed, customer.subscription.updated/deleted) call this. */
    async syncSubscription(subscriptionId: string): Promise<string> {
      const order = await findOrderBySubscription(db, subscriptionId);
      if (!order) return 'not-ours';
      const state = await billing.readSubscription(subscriptionId);
      // Gone at Stripe (deleted long ago, test data wiped): treat as ended.
      const effective: SubscriptionState = state ?? {
        subscriptionId,
        customerId: order.stripeCustomerId,
        status: 'canceled',
        isLatestInvoicePaid: false,
        priceId: null,
        metadata: {},
        currentPeriodEnd: order.currentPeriodEnd,
        cancelAtPeriodEnd: order.cancelAtPeriodEnd,
      };
      return apply(order, effective);
    },

    /** The client dashboard: the caller's paid plans with plan, renewal date and status. */
    async listPlans(userId: number): Promise<PaidPlan[]> {
      const orders = await listOrdersOfUser(db, userId);
      return orders.map((o) =>
        toPaidPlanView(
          o,
          o.status === 'suspended'
            ? 'suspended'
            : o.cancelAtPeriodEnd
              ? 'cancelling'
              : o.subscriptionStatus === 'past_due'
                ? 'past_due'
                : 'active',
        ),
      );
    },

    /** The client cancels at period end: Stripe keeps the plan until then, then subscription.deleted suspends it. */
    async cancelAtPeriodEnd(userId: number, orderId: number): Promise<PaidPlan> {
      const order = await findOwnLiveOrder(userId, orderId);
      // Each click is its own attempt (stripe-node's network retries of it reuse the key); setting the flag twice is harmless.
      const updated = await applyCancel(order, randomUUID());
      log.info({ event: 'paid-hosting-cancel-at-period-end', orderId, userId }, 'paid hosting cancels at period end');
      return toPaidPlanView(updated, 'cancelling');
    },

    /** The client takes the cancel back before the period ends: the plan renews as before. */
    async resume(userId: number, orderId: number): Promise<PaidPlan> {
      const order = await findOwnLiveOrder(userId, orderId);
      const { order: updated, status } = await applyResume(order, randomUUID());
      log.info({ event: 'paid-hosting-resume', orderId, userId }, 'paid hosting renews again');
      return toPaidPlanView(updated, status === 'past_due' ? 'past_due' : 'active');
    },

    /**
     * The billing centre's cancel and resume, for an order whose owner it has already checked (a
     * signed-in owner, or a signed link to the order's e-mail). `attempt` is the customer's click.
     */
    async cancelOrderAtPeriodEnd(orderId: number, attempt: string): Promise<void> {
      const order = await findLiveOrder(orderId);
      await applyCancel(order, attempt);
      log.info(
        { event: 'paid-hosting-cancel-at-period-end', orderId, userId: order.userId },
        'paid hosting cancels at period end',
      );
    },
    async resumeOrder(orderId: number, attempt: string): Promise<void> {
      const order = await findLiveOrder(orderId);
      await applyResume(order, attempt);
      log.info({ event: 'paid-hosting-resume', orderId, userId: order.userId }, 'paid hosting renews again');
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
