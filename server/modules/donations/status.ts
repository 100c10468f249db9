import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES, type DonationStatus, type DonationStatusQuery, type DonationStatusResponse } from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentsService } from '../payments/service.js';
import type { Fulfilment } from './fulfilment.js';
import { findDonationByPaymentIntent } from './repo.js';

const sameSecret = (a: string, b: string) => {
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
 * then brought up to date from Stripe (completed on the spot if paid and the webhook is still on its way).
 */
export function createDonationStatus({ db, payments, fulfilment, findPluginSlug }: StatusDeps) {
  return async function readDonationStatus(query: DonationStatusQuery): Promise<DonationStatusResponse> {
    const row = await findDonationByPaymentIntent(db, query.payment_intent);
    if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    const pi = await payments.readPaymentIntent(query.payment_intent);
    if (!pi.clientSecret || !sameSecret(pi.clientSecret, query.payment_intent_client_secret)) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);

    let status: DonationStatus = row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'failed' : 'pending';
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
    return {
      status: declined ? 'failed' : status,
      kind: fresh.isRecurring ? 'subscription' : 'plugin',
      amount: fresh.amount,
      currency: fresh.currency,
      isRecurring: fresh.isRecurring,
      giftTier: fresh.giftTier,
      giftType: fresh.giftType,
      giftDetails: fresh.giftDetails ?? null,
      pluginId: fresh.pluginId,
      pluginName: fresh.pluginName,
      pluginSlug: fresh.pluginId !== null ? await findPluginSlug(fresh.pluginId) : null,
      completedAt: fresh.completedAt?.toISOString() ?? null,
      message: status !== 'completed' ? pi.lastErrorMessage : null,
    };
  };
}
