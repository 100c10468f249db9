import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/service.js';
import type { AuditService } from '../audit/service.js';
import type { MailService } from '../mail/service.js';
import type { PixelService } from '../pixel/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import { BILLING_LINK_TTL_MS, BILLING_PATH } from '../../../contract/billing.js';
import { createBillingLinkSigner } from './billing-centre/link-token.js';
import { createBillingCentre } from './billing-centre/service.js';
import { purchaseEventId } from './commerce/core.js';
import { createPaymentsService } from './service.js';
import { createStripeSettingsService, STRIPE_WEBHOOK_PATH } from './settings-service.js';

interface Needs { audit: AuditService; mail: MailService; pixel: PixelService; accounts: AccountsService; rateLimits: RateLimitService }

/**
 * The commerce core (issues 7 and 20): Stripe, the ledger of payments and subscriptions, and the registry every paid
 * product plugs into (README.md). Once per payment it writes the receipt and the pixel Purchase, in the transaction
 * that records the payment.
 */
export function wire({ db, secretBox, clients, config, jobs, log, now }: Core, { audit, mail, pixel, accounts, rateLimits }: Needs) {
  const stripeSettings = createStripeSettingsService({
    db, secretBox, clientFactory: clients.stripeClientFactory, client: config.stripe,
    webhookUrl: `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`, log, now, audit: audit.trail,
  });
  // The billing centre's signed links (billing-centre/link-token.ts): a key of their own, derived from the server's secret.
  const links = createBillingLinkSigner(secretBox.deriveKey('billing-link'), BILLING_LINK_TTL_MS, now);
  const billingUrl = (token: string) => `${mail.siteUrl}${BILLING_PATH}?token=${encodeURIComponent(token)}`;
  const payments = createPaymentsService({
    db, settings: stripeSettings, jobs, log, now,
    hooks: {
      async onPaymentRecorded(tx, { payment, label, record }) {
        const email = payment.email ?? (record.userId != null ? await accounts.emailOf(record.userId) : null);
        if (email) {
          await mail.enqueue(tx, {
            template: 'payment-receipt', to: email, userId: payment.userId, dedupeKey: `payment-receipt:${payment.paymentKey}`,
            data: {
              paymentId: payment.id, productLabel: label, description: payment.description, amountCents: payment.amountCents,
              currency: payment.currency, paidAt: payment.paidAt.toISOString(), isRenewal: payment.isRenewal, receiptUrl: payment.receiptUrl,
              // Every receipt carries a link to the billing centre for the address it goes to (visitors have no account).
              billingUrl: billingUrl(links.sign(email).token),
            },
          });
        }
        await pixel.trackPurchase(tx, {
          eventId: purchaseEventId({ paymentIntentId: payment.stripePaymentIntentId, paymentKey: payment.paymentKey }),
          valueCents: payment.amountCents, currency: payment.currency.toUpperCase(), email, userId: payment.userId,
        });
      },
      afterPaymentRecorded: () => { mail.nudge(); pixel.nudge(); },
    },
  });
  const billingCentre = createBillingCentre({
    db, stripe: payments, core: payments.core, products: payments.products, links, rateLimits, log, now,
    async confirmedEmailOf(userId) {
      const status = await accounts.emailVerification.status(userId);
      return { email: status.verified ? status.email : null, unconfirmed: Boolean(status.email) && !status.verified };
    },
    async sendLink(email, token, expiresAt) {
      await db.transaction((tx) => mail.enqueue(tx, { template: 'billing-link', to: email, data: { billingUrl: billingUrl(token), expiresAt: expiresAt.toISOString() } }));
      mail.nudge();
    },
  });
  return { stripeSettings, payments, billingCentre };
}
