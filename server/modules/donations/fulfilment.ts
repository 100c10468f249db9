import type { Db, DbOrTx } from '../../db/client.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { GroupMembership } from '../accounts/index.js';
import type { GroupService } from '../groups/index.js';
import type { InvoiceSummary, PaymentIntentSummary, PaymentsService, SubscriptionSummary } from '../payments/index.js';
import type { PaidHostingService } from '../paid-hosting/index.js';

export type AddPendingOrder = PaidHostingService['addPendingOrder'];
import { giftOrderIdOf } from './products.js';
import {
  findDonationById,
  findDonationByInvoice,
  findDonationByPaymentIntent,
  findFirstDonationOfSubscription,
  hasOtherLiveGiftSubscription,
  insertDonationOnce,
  lockDonation,
  pauseGiftOfSubscription,
  setSubscriptionStatus,
  unpauseGiftOfSubscription,
  updateDonation,
  type DonationRow,
} from './repo.js';

export interface FulfilmentDeps {
  db: Db;
  payments: PaymentsService;
  groups: GroupService;
  membership: GroupMembership;
  /** The gift's fulfilment order goes to the admin's Pending Orders (paid hosting owns that table). */
  addPendingOrder: AddPendingOrder;
  /** A refunded gift's order is called off there, unless it was already sent. */
  cancelPendingOrderOf?: PaidHostingService['cancelPendingOrderOf'];
  log: AuditLog;
  now: () => Date;
}

/**
 * Turning Stripe's word into rows: a donation becomes completed only after Stripe (re-read, never the
 * browser or a stale event) says it is paid. Every step is idempotent: the webhook job, the success page's
 * status call and the reconciliation job may all arrive at the same donation, in any order.
 */
export function createFulfilment({
  db,
  payments,
  groups,
  membership,
  addPendingOrder,
  cancelPendingOrderOf,
  log,
  now,
}: FulfilmentDeps) {
  /** Completes a pending row (a gift also: Donor group and the pending order). Answers whether this call did it. */
  async function complete(
    donationId: number,
    paid: {
      invoiceId?: string | null;
      paidAt?: Date | null;
      subscriptionStatus?: string | null;
      /** The PaymentIntent that paid, when it is not the row's own (Stripe Checkout makes its own at payment). */
      paymentIntentId?: string | null;
      /** The e-mail Stripe Checkout asked a visitor for, kept when the row has none (the receipt and the admin see it). */
      donorEmail?: string | null;
    },
  ): Promise<boolean> {
    // A suspended person's payment is held: the row stays pending, the commerce core refunds the payment (and ends a
    // subscription) when Stripe reports it, and the refund marks the row refunded (markRefunded).
    const current = await findDonationById(db, donationId);
    if (
      current &&
      current.status === 'pending' &&
      (await payments.isBuyerSuspended({ userId: current.userId, email: current.donorEmail ?? paid.donorEmail }))
    ) {
      log.warn({ event: 'donation-held', donationId }, 'donation held: the donor is suspended');
      return false;
    }
    return db.transaction(async (tx) => {
      const locked = await lockDonation(tx, donationId);
      if (!locked || locked.status === 'completed') return false;
      const row = { ...locked, donorEmail: locked.donorEmail ?? paid.donorEmail ?? null };
      const completedAt = paid.paidAt ?? now();
      await updateDonation(tx, row.id, {
        status: 'completed',
        completedAt,
        updatedAt: now(),
        ...(paid.invoiceId ? { stripeInvoiceId: paid.invoiceId } : {}),
        ...(paid.subscriptionStatus ? { subscriptionStatus: paid.subscriptionStatus } : {}),
        ...(paid.paymentIntentId ? { stripePaymentIntentId: paid.paymentIntentId } : {}),
        ...(row.donorEmail !== locked.donorEmail ? { donorEmail: row.donorEmail } : {}),
      });
      // The gift's fulfilment order (001 §3 pending_orders, orderType gift), a row of paid hosting's pending orders:
      // written in the completion transaction; the pending-orders screen is where an admin fulfils it within 24 hours.
      if (row.giftType) {
        await addPendingOrder(tx, {
          orderType: 'gift',
          orderId: giftOrderIdOf(row),
          customerEmail: row.donorEmail ?? '',
          customerName: null,
          status: 'pending',
          orderDetails: JSON.stringify({
            donationId: row.id,
            giftTier: row.giftTier,
            giftType: row.giftType,
            giftDetails: row.giftDetails,
            subscriptionId: row.stripeSubscriptionId,
            customerId: row.stripeCustomerId,
            userId: row.userId,
          }),
          totalPrice: row.amount,
          currency: row.currency,
          createdAt: now(),
          updatedAt: now(),
        });
        if (row.userId !== null) await makeDonor(tx, row.userId);
      }
      log.info(
        { event: 'donation-completed', donationId: row.id, amount: row.amount, gift: row.giftType },
        'donation completed',
      );
      return true;
    });
  }

  /** Free (or no group) → Donor. An admin-assigned other group is left alone. */
  async function makeDonor(tx: DbOrTx, userId: number) {
    const [current, free, donor] = await Promise.all([
      membership.groupOf(tx, userId),
      groups.findFreeGroup(tx),
      groups.findDonorGroup(tx),
    ]);
    if (current === undefined || current === donor.id) return;
    if (current === null || current === free.id) await membership.setGroup(tx, userId, donor.id);
  }

  async function failPending(row: DonationRow, reason: string) {
    const failed = await db.transaction(async (tx) => {
      const locked = await lockDonation(tx, row.id);
      if (locked?.status !== 'pending') return false;
      await updateDonation(tx, row.id, { status: 'failed', updatedAt: now() });
      return true;
    });
    if (failed) log.info({ event: 'donation-failed', donationId: row.id, reason }, 'donation marked failed');
  }

  /** A renewal invoice paid: one completed row per invoice (the unique invoice id makes it once). */
  async function recordRenewal(first: DonationRow, invoice: InvoiceSummary) {
    await db.transaction(async (tx) => {
      const completedAt = invoice.paidAt ?? now();
      const row = await insertDonationOnce(tx, {
        userId: first.userId,
        amount: invoice.amountPaid,
        currency: first.currency,
        status: 'completed',
        paymentMethod: first.paymentMethod,
        donorEmail: first.donorEmail,
        stripeSubscriptionId: first.stripeSubscriptionId,
        stripeCustomerId: first.stripeCustomerId,
        stripeInvoiceId: invoice.id,
        isRecurring: true,
        subscriptionStatus: 'active',
        giftTier: first.giftTier,
        giftType: first.giftType,
        giftDetails: first.giftDetails,
        completedAt,
        createdAt: now(),
        updatedAt: now(),
      });
      if (row) {
        // The receipt is the commerce core's (one per paid invoice, payments/commerce/core.ts).
        log.info(
          { event: 'donation-renewed', donationId: row.id, subscriptionId: first.stripeSubscriptionId },
          'donation renewal recorded',
        );
      }
    });
  }

  /** Subscription ended: the rows say so, and a gift donor goes back to Free unless another gift still runs. */
  async function endSubscription(first: DonationRow, sub: SubscriptionSummary) {
    await db.transaction(async (tx) => {
      await setSubscriptionStatus(tx, sub.id, sub.status, now());
      if (first.userId === null || !first.giftType || first.status !== 'completed') return;
      if (await hasOtherLiveGiftSubscription(tx, first.userId, sub.id)) return;
      const [current, free, donor] = await Promise.all([
        membership.groupOf(tx, first.userId),
        groups.findFreeGroup(tx),
        groups.findDonorGroup(tx),
      ]);
      if (current === donor.id) await membership.setGroup(tx, first.userId, free.id);
    });
    if (first.status === 'pending') await failPending(first, `Subscription ${sub.status}`);
  }

  /**
   * The whole truth about one donation subscription, read from Stripe now: first payment, status, end.
   * Used by every path (events of any type and order, the status call, reconciliation).
   */
  async function syncSubscription(subscriptionId: string): Promise<SubscriptionSummary | null> {
    const first = await findFirstDonationOfSubscription(db, subscriptionId);
    if (!first) return null; // not a donation (paid hosting or VPS handle their own)
    const sub = await payments.readSubscription(subscriptionId);
    if (first.status === 'pending' && sub.latestInvoice?.isPaid && sub.latestInvoice.id === first.stripeInvoiceId) {
      await complete(first.id, {
        invoiceId: sub.latestInvoice.id,
        paidAt: sub.latestInvoice.paidAt,
        subscriptionStatus: sub.status,
      });
    } else if (first.status === 'pending' && sub.isPaid) {
      // Paid, but the invoice on the row is not the latest (should not happen; the row is the first invoice).
      await complete(first.id, { paidAt: sub.latestInvoice?.paidAt ?? null, subscriptionStatus: sub.status });
    }
    if (sub.hasEnded) await endSubscription((await findFirstDonationOfSubscription(db, subscriptionId)) ?? first, sub);
    else await setSubscriptionStatus(db, subscriptionId, sub.status, now());
    // Paid again after dunning paused the gift: it goes on (whichever event shows the payment first).
    if (sub.isPaid && (await unpauseGiftOfSubscription(db, subscriptionId, now()))) {
      log.info({ event: 'donation-gift-resumed', subscriptionId }, 'donation gift resumed after payment');
    }
    return sub;
  }

  /**
   * Dunning's grace ended unpaid: the gift is paused, not lost. The row, the Donor group and the
   * gift's order stay; the first payment lifts it (syncSubscription). Asks Stripe first: paid meanwhile, nothing.
   */
  async function pauseGift(subscriptionId: string) {
    const sub = await payments.readSubscription(subscriptionId);
    if (sub.isPaid) return;
    if (await pauseGiftOfSubscription(db, subscriptionId, now()))
      log.info({ event: 'donation-gift-paused', subscriptionId }, 'donation gift paused: renewal unpaid');
  }

  /**
   * A refund of the payment recorded under `paymentKey` (an invoice, or a plugin donation's
   * PaymentIntent): a full one marks that donation row refunded (it no longer counts as received); when it is the
   * payment that bought a gift, the gift's order is called off unless it was already sent. A part refund changes no
   * row: the ledger shows it. Idempotent.
   */
  async function markRefunded(paymentKey: string, isFull: boolean, reason: string | null) {
    if (!isFull) return;
    const row = (await findDonationByInvoice(db, paymentKey)) ?? (await findDonationByPaymentIntent(db, paymentKey));
    if (!row || row.status === 'refunded') return;
    await updateDonation(db, row.id, { status: 'refunded', updatedAt: now() });
    log.info({ event: 'donation-refunded', donationId: row.id }, 'donation refunded');
    const first = row.stripeSubscriptionId ? await findFirstDonationOfSubscription(db, row.stripeSubscriptionId) : row;
    if (row.giftType && first?.id === row.id) {
      await cancelPendingOrderOf?.(
        'gift',
        row.stripeSubscriptionId ?? `donation-${row.id}`,
        `Refunded${reason ? `: ${reason}` : ''}`,
      );
    }
  }

  /** invoice.paid: the invoice re-read from Stripe; the first payment completes the row, later ones add renewals. */
  async function onInvoicePaid(invoiceId: string) {
    const invoice = await payments.readInvoice(invoiceId);
    if (!invoice.isPaid || !invoice.subscriptionId) return;
    const own = await findDonationByInvoice(db, invoice.id);
    if (own) {
      await complete(own.id, { invoiceId: invoice.id, paidAt: invoice.paidAt, subscriptionStatus: 'active' });
      await syncSubscription(invoice.subscriptionId);
      return;
    }
    const first = await findFirstDonationOfSubscription(db, invoice.subscriptionId);
    if (!first) return;
    if (first.status === 'pending') await syncSubscription(invoice.subscriptionId);
    if (invoice.billingReason !== 'subscription_create') await recordRenewal(first, invoice);
  }

  /**
   * A plugin donation: completed only when Stripe says the intent succeeded for the full amount. When the donor was
   * sent to Stripe Checkout (Stripe.js could not load), the session decides first: paid, the row completes
   * with the session's own PaymentIntent; still open, nothing is decided (null: the donor may be paying on Stripe's
   * page, and the session's expiry closes it); expired, the row fails unless its first intent was paid after all.
   */
  async function syncPaymentIntent(row: DonationRow): Promise<PaymentIntentSummary | null> {
    const checkout = row.stripeCheckoutSessionId
      ? await payments.readCheckoutSession(row.stripeCheckoutSessionId)
      : null;
    const viaCheckout = checkout?.paymentIntent;
    if (checkout?.isPaid && viaCheckout?.isPaid && viaCheckout.amountReceived >= row.amount) {
      await complete(row.id, { paymentIntentId: viaCheckout.id, donorEmail: checkout.customerEmail });
      return viaCheckout;
    }
    if (!row.stripePaymentIntentId) return null;
    const pi = await payments.readPaymentIntent(row.stripePaymentIntentId);
    if (pi.isPaid && pi.amountReceived >= row.amount) await complete(row.id, {});
    else if (pi.status === 'canceled') await failPending(row, 'Payment canceled');
    else if (checkout?.hasExpired) await failPending(row, 'Checkout session expired');
    else if (checkout) return null;
    return pi;
  }

  return { complete, failPending, syncSubscription, onInvoicePaid, syncPaymentIntent, pauseGift, markRefunded };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
