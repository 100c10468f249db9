import {
  DONATION_TIERS,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  PLUGIN_DONATION_CENTS,
  findGift,
  findTierByCents,
  giftTierLabel,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
} from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { PaymentsService } from '../payments/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import { insertDonation, updateDonation } from './repo.js';

export interface Donor {
  /** The signed-in user, if any (linked to the donation). */
  user: { id: number; email: string | null } | null;
  ip: string;
}

export interface CheckoutDeps {
  db: Db;
  payments: PaymentsService;
  rateLimits: RateLimitService;
  findActivePluginById: (id: number) => Promise<{ id: number; name: string; slug: string } | null>;
  log: AuditLog;
  now: () => Date;
}

export const DONATION_PRODUCT = { productKey: 'donation_monthly', productName: 'HostFree monthly donation' } as const;
export const PLUGIN_DONATION_KIND = 'plugin_donation';
export const SUBSCRIPTION_DONATION_KIND = 'donation';

/**
 * Starting payments. The row is written first (pending), then Stripe is asked with an idempotency key bound
 * to the row, so stripe-node's retries after a time-out answer the same object; if Stripe fails for good the
 * row is marked failed (the browser never got a client secret, so nothing can be charged).
 */
export function createCheckout({ db, payments, rateLimits, findActivePluginById, log, now }: CheckoutDeps) {
  async function withRow<T>(donationId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await updateDonation(db, donationId, { status: 'failed', updatedAt: now() });
      throw error;
    }
  }

  return {
    /** POST /api/create-subscription (000 §7). */
    async createSubscription(body: CreateSubscriptionBody, donor: Donor): Promise<CreateSubscriptionResponse> {
      const tier = findTierByCents(body.amount);
      if (!tier) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidTier, { field: 'amount' });
      if (body.giftTier !== giftTierLabel(tier))
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.giftTierMismatch, { field: 'giftTier' });
      const gift = findGift(tier, body.giftType);
      if (!gift) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidGift, { field: 'giftType' });
      const email = body.email || donor.user?.email || null;
      if (!email) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.emailRequired, { field: 'email' });
      await payments.requireStripe(PAYMENT_MESSAGES.donationsUnavailable);
      await rateLimits.consumeAttempt(RATE_LIMITS.checkoutPerAddress, donor.ip);
      await payments.refuseSuspendedBuyer({ userId: donor.user?.id, email }, SUBSCRIPTION_DONATION_KIND);

      const amount = tier.amount * 100;
      const row = await insertDonation(db, {
        userId: donor.user?.id ?? null,
        amount,
        currency: PAYMENT_CURRENCY.toUpperCase(),
        status: 'pending',
        paymentMethod: 'card',
        donorEmail: email,
        isRecurring: true,
        giftTier: giftTierLabel(tier),
        giftType: gift.type,
        giftDetails: gift.details,
        createdAt: now(),
        updatedAt: now(),
      });
      const started = await withRow(row.id, async () => {
        const priceId = await payments.findOrCreatePrice({
          ...DONATION_PRODUCT,
          unitAmount: amount,
          interval: 'month',
        });
        const customerId = await payments.customerFor({ userId: donor.user?.id ?? null, email });
        const start = await payments.startSubscription({
          customerId,
          priceId,
          idempotencyKey: `donation:${row.id}:subscription`,
          description: `HostFree donation: ${tier.title} (${giftTierLabel(tier)}/month)`,
          metadata: {
            kind: SUBSCRIPTION_DONATION_KIND,
            donationId: String(row.id),
            giftTier: giftTierLabel(tier),
            giftType: gift.type,
            ...(donor.user ? { userId: String(donor.user.id) } : {}),
          },
        });
        if (!start.clientSecret || !start.paymentIntentId)
          throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.noClientSecret);
        return start;
      });
      await updateDonation(db, row.id, {
        stripeSubscriptionId: started.subscriptionId,
        stripeCustomerId: started.customerId,
        stripePaymentIntentId: started.paymentIntentId,
        stripeInvoiceId: started.invoiceId,
        subscriptionStatus: started.status,
        updatedAt: now(),
      });
      log.info(
        {
          event: 'donation-started',
          donationId: row.id,
          amount,
          gift: gift.type,
          subscriptionId: started.subscriptionId,
        },
        'donation subscription started',
      );
      return {
        clientSecret: started.clientSecret!,
        subscriptionId: started.subscriptionId,
        paymentIntentId: started.paymentIntentId!,
        hostedInvoiceUrl: started.hostedInvoiceUrl,
        amountDue: started.amountDue,
        currency: started.currency,
      };
    },

    /** POST /api/create-payment-intent (001 §7): always PLUGIN_DONATION_CENTS, the plugin in metadata. */
    async createPluginPaymentIntent(body: CreatePaymentIntentBody, donor: Donor): Promise<CreatePaymentIntentResponse> {
      const plugin = await findActivePluginById(body.pluginId);
      if (!plugin) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.pluginNotFound);
      await payments.requireStripe(PAYMENT_MESSAGES.paymentsUnavailable);
      await rateLimits.consumeAttempt(RATE_LIMITS.checkoutPerAddress, donor.ip);
      const email = body.email || donor.user?.email || null;
      await payments.refuseSuspendedBuyer({ userId: donor.user?.id, email }, PLUGIN_DONATION_KIND);
      const row = await insertDonation(db, {
        userId: donor.user?.id ?? null,
        amount: PLUGIN_DONATION_CENTS,
        currency: PAYMENT_CURRENCY.toUpperCase(),
        status: 'pending',
        paymentMethod: 'card',
        donorEmail: email,
        isRecurring: false,
        pluginId: plugin.id,
        pluginName: plugin.name,
        createdAt: now(),
        updatedAt: now(),
      });
      const pi = await withRow(row.id, () =>
        payments.createPaymentIntent({
          amount: PLUGIN_DONATION_CENTS,
          idempotencyKey: `donation:${row.id}:payment-intent`,
          receiptEmail: email,
          description: `$5 donation to ${plugin.name}`,
          metadata: {
            kind: PLUGIN_DONATION_KIND,
            donationId: String(row.id),
            pluginId: String(plugin.id),
            pluginName: plugin.name.slice(0, 400),
            pluginSlug: plugin.slug,
          },
        }),
      );
      await updateDonation(db, row.id, { stripePaymentIntentId: pi.id, updatedAt: now() });
      log.info(
        { event: 'plugin-donation-started', donationId: row.id, pluginId: plugin.id },
        'plugin donation started',
      );
      return {
        clientSecret: pi.clientSecret,
        paymentIntentId: pi.id,
        amount: PLUGIN_DONATION_CENTS,
        currency: pi.currency,
      };
    },
  };
}

/** For tests and docs: the tiers the server accepts. */
export const ACCEPTED_DONATION_CENTS = DONATION_TIERS.map((t) => t.amount * 100);
