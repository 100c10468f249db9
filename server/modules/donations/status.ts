import { timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout-sessions.js';
import {
  PAYMENT_MESSAGES,
  type DonationStatus,
  type DonationStatusQuery,
  type DonationStatusResponse,
} from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentsService } from '../payments/index.js';
import type { Fulfilment } from './fulfilment.js';
import { findDonationByCheckoutSession, findDonationByPaymentIntent, type DonationRow } from './repo.js';

/** Constant-time comparison of a client secret the browser holds with the one Stripe has. */
export const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface StatusDeps {
  db: Db;
  payments: PaymentsService;
  fulfilment: Fulfilment;
  findPluginSlug: (pluginId: number) => Promise<string | null>;
}

/**
 * GET /api/donation-status: what the success pages may say. The PaymentIntent is read from Stripe and its
 * client secret must match the one the browser holds (query parameters alone prove nothing); the donation is
 * then brought up to date from Stripe (completed on the spot if paid and the webhook is still on its way). Back from
 * Stripe Checkout the reference is the session id, and the session read from Stripe decides.
 */
export function createDonationStatus({ db, payments, fulfilment, findPluginSlug }: StatusDeps) {
  /** Back from Stripe Checkout: the session, read from Stripe, decides; its id is the unguessable reference. */
  async function readCheckoutStatus(sessionId: string): Promise<DonationStatusResponse> {
    const row = await findDonationByCheckoutSession(db, sessionId);
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (row.status === 'pending') await fulfilment.syncPaymentIntent(row);
    const fresh = (await findDonationByCheckoutSession(db, sessionId)) ?? row;
    const status: DonationStatus =
      fresh.status === 'completed' ? 'completed' : fresh.status === 'failed' ? 'failed' : 'pending';
    return answerOf(fresh, status, status === 'failed' ? CHECKOUT_MESSAGES.expired : null);
  }

  async function answerOf(
    row: DonationRow,
    status: DonationStatus,
    message: string | null,
  ): Promise<DonationStatusResponse> {
    return {
      status,
      kind: row.isRecurring ? 'subscription' : 'plugin',
      amount: row.amount,
      currency: row.currency,
      isRecurring: row.isRecurring,
      giftTier: row.giftTier,
      giftType: row.giftType,
      giftDetails: row.giftDetails ?? null,
      pluginId: row.pluginId,
      pluginName: row.pluginName,
      pluginSlug: row.pluginId !== null ? await findPluginSlug(row.pluginId) : null,
      completedAt: row.completedAt?.toISOString() ?? null,
      message,
      paymentIntentId: row.stripePaymentIntentId,
    };
  }

  return async function readDonationStatus(query: DonationStatusQuery): Promise<DonationStatusResponse> {
    if (query.session_id) return readCheckoutStatus(query.session_id);
    if (!query.payment_intent || !query.payment_intent_client_secret)
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    const row = await findDonationByPaymentIntent(db, query.payment_intent);
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    const pi = await payments.readPaymentIntent(query.payment_intent);
    if (!pi.clientSecret || !sameSecret(pi.clientSecret, query.payment_intent_client_secret))
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);

    let status: DonationStatus =
      row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'failed' : 'pending';
    if (status !== 'completed') {
      if (row.stripeSubscriptionId) {
        const sub = await fulfilment.syncSubscription(row.stripeSubscriptionId);
        if (sub?.hasEnded && !sub.isPaid) status = 'failed';
      } else {
        await fulfilment.syncPaymentIntent(row);
      }
    }
    const fresh = (await findDonationByPaymentIntent(db, query.payment_intent)) ?? row;
    status = fresh.status === 'completed' ? 'completed' : fresh.status === 'failed' ? 'failed' : status;
    // A declined card leaves the intent waiting for another card: say failed with Stripe's words.
    const declined = status === 'pending' && pi.status === 'requires_payment_method' && pi.lastErrorMessage !== null;
    return answerOf(fresh, declined ? 'failed' : status, status !== 'completed' ? pi.lastErrorMessage : null);
  };
}
