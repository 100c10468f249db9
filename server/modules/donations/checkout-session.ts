import {
  CHECKOUT_MESSAGES,
  type CheckoutSessionResponse,
  type CreateCheckoutSessionBody,
} from '../../../contract/checkout-sessions.js';
import { PAYMENT_MESSAGES } from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { returnOriginOf } from '../../lib/return-origin.js';
import type { PaymentIntentSummary, PaymentsService } from '../payments/index.js';
import { PLUGIN_DONATION_KIND } from './checkout.js';
import type { Fulfilment } from './fulfilment.js';
import {
  findDonationByCheckoutSession,
  findDonationById,
  findDonationByPaymentIntent,
  updateDonation,
  type DonationRow,
} from './repo.js';
import { sameSecret } from './status.js';

export interface CheckoutSessionDeps {
  db: Db;
  payments: PaymentsService;
  fulfilment: Fulfilment;
  findActivePluginById: (id: number) => Promise<{ id: number; name: string; slug: string } | null>;
  publicUrl: string;
  log: AuditLog;
  now: () => Date;
}

/**
 * The $5 plugin donation on Stripe Checkout when Stripe.js cannot load in the donor's browser. The donor
 * already asked to pay (the row and its PaymentIntent exist); the session is for that same row and amount, one per
 * row (asked again, the same open session answers), and the row learns the PaymentIntent Checkout makes only when
 * Stripe says it was paid: through the success page, the reconciliation, or the commerce core's events (products.ts).
 */
export function createDonationCheckoutSessions({
  db,
  payments,
  fulfilment,
  findActivePluginById,
  publicUrl,
  log,
  now,
}: CheckoutSessionDeps) {
  /** POST /api/create-checkout-session. `requestOrigin`: the site the browser is on, where Stripe sends it back. */
  async function createPluginCheckoutSession(
    body: CreateCheckoutSessionBody,
    requestOrigin: string,
  ): Promise<CheckoutSessionResponse> {
    const origin = returnOriginOf(requestOrigin, publicUrl);
    // The client secret proves the caller is the donor who started it (the PaymentIntent id is shown to support).
    const first = await payments.readPaymentIntent(body.paymentIntentId);
    if (!first.clientSecret || !sameSecret(first.clientSecret, body.clientSecret))
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    // Paid on Checkout, the row names Checkout's PaymentIntent instead: the first one's metadata still names the row.
    const row =
      (await findDonationByPaymentIntent(db, first.id)) ??
      (first.metadata.kind === PLUGIN_DONATION_KIND
        ? await findDonationById(db, Number(first.metadata.donationId))
        : undefined);
    if (!row || row.isRecurring) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (row.status === 'completed' || first.isPaid) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
    if (row.status !== 'pending') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.startAgain);

    if (row.stripeCheckoutSessionId) {
      const current = await payments.readCheckoutSession(row.stripeCheckoutSessionId);
      if (current.status === 'open' && current.url) return { sessionId: current.id, url: current.url };
      if (current.isPaid) {
        await fulfilment.syncPaymentIntent(row);
        throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
      }
      // Expired (a day passed, or Stripe expired it): a fresh session for the same row, under its own key.
    }
    await payments.refuseSuspendedBuyer({ userId: row.userId, email: row.donorEmail }, PLUGIN_DONATION_KIND);
    const plugin = row.pluginId !== null ? await findActivePluginById(row.pluginId) : null;
    const session = await payments.createCheckoutSession({
      amount: row.amount,
      currency: row.currency.toLowerCase(),
      productName: `$${row.amount / 100} donation to ${row.pluginName ?? 'the plugin library'}`,
      metadata: {
        kind: PLUGIN_DONATION_KIND,
        donationId: String(row.id),
        ...(plugin
          ? { pluginId: String(plugin.id), pluginName: plugin.name.slice(0, 400), pluginSlug: plugin.slug }
          : {}),
      },
      successUrl: `${origin}/plugin-checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: plugin ? `${origin}/plugin/${encodeURIComponent(plugin.slug)}/donate` : `${origin}/plugins`,
      customerEmail: row.donorEmail,
      clientReferenceId: `donation-${row.id}`,
      idempotencyKey: row.stripeCheckoutSessionId
        ? `donation:${row.id}:checkout-session:after:${row.stripeCheckoutSessionId}`
        : `donation:${row.id}:checkout-session`,
    });
    await updateDonation(db, row.id, { stripeCheckoutSessionId: session.id, updatedAt: now() });
    log.info(
      { event: 'plugin-donation-checkout', donationId: row.id, sessionId: session.id },
      'plugin donation sent to Stripe Checkout',
    );
    return { sessionId: session.id, url: session.url! };
  }

  /** The row a Checkout Session pays: by the id stored on it, else by the session's metadata (the store was lost). */
  async function rowOfSession(sessionId: string): Promise<DonationRow | null> {
    const stored = await findDonationByCheckoutSession(db, sessionId);
    if (stored) return stored;
    const session = await payments.readCheckoutSession(sessionId);
    if (session.metadata.kind !== PLUGIN_DONATION_KIND) return null;
    const row = await findDonationById(db, Number(session.metadata.donationId));
    if (!row || row.isRecurring || (row.stripeCheckoutSessionId && row.stripeCheckoutSessionId !== sessionId))
      return null;
    await updateDonation(db, row.id, { stripeCheckoutSessionId: sessionId, updatedAt: now() });
    return { ...row, stripeCheckoutSessionId: sessionId };
  }

  return {
    createPluginCheckoutSession,

    /** The e-mail the customer gave on Stripe's page (or the one the session was made with). */
    emailOfSession: async (sessionId: string): Promise<string | null> =>
      (await payments.readCheckoutSession(sessionId)).customerEmail,

    /**
     * For checkout.session.completed / checkout.session.expired (the commerce core's plugin-donation product,
     * products.ts): the session is read from Stripe and the donation completed (with the session's PaymentIntent) or
     * failed. Idempotent; a session that is not a plugin donation's answers null.
     */
    async syncCheckoutSession(sessionId: string): Promise<PaymentIntentSummary | null> {
      const row = await rowOfSession(sessionId);
      return row ? fulfilment.syncPaymentIntent(row) : null;
    },

    /**
     * For payment_intent.* of kind plugin_donation (products.ts): the row with this PaymentIntent, or, for one Stripe
     * Checkout made (not on the row yet), the row its metadata names; a paid one completes it and is recorded on it.
     */
    async syncPluginPaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary | null> {
      const own = await findDonationByPaymentIntent(db, paymentIntentId);
      if (own) return fulfilment.syncPaymentIntent(own);
      const pi = await payments.readPaymentIntent(paymentIntentId);
      if (pi.metadata.kind !== PLUGIN_DONATION_KIND) return null;
      const row = await findDonationById(db, Number(pi.metadata.donationId));
      if (!row || row.isRecurring || !pi.isPaid || pi.amountReceived < row.amount) return pi;
      if (row.status === 'completed') {
        // Paid twice for one donation (two tabs, two ways): the second payment is the admin's to refund.
        log.warn(
          {
            event: 'plugin-donation-paid-twice',
            donationId: row.id,
            paymentIntentId: pi.id,
            recorded: row.stripePaymentIntentId,
          },
          'a second payment for a completed donation',
        );
        return pi;
      }
      await fulfilment.complete(row.id, { paymentIntentId: pi.id });
      return pi;
    },
  };
}

export type DonationCheckoutSessions = ReturnType<typeof createDonationCheckoutSessions>;
