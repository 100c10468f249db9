import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/service.js';
import type { AuditService } from '../audit/service.js';
import type { MailService } from '../mail/service.js';
import type { PixelService } from '../pixel/service.js';
import { purchaseEventId } from './commerce/core.js';
import { createPaymentsService } from './service.js';
import { createStripeSettingsService, STRIPE_WEBHOOK_PATH } from './settings-service.js';

interface Needs { audit: AuditService; mail: MailService; pixel: PixelService; accounts: AccountsService }

/**
 * The commerce core (issues 7 and 20): Stripe, the ledger of payments and subscriptions, and the registry every paid
 * product plugs into (README.md). Once per payment it writes the receipt and the pixel Purchase, in the transaction
 * that records the payment.
 */
export function wire({ db, secretBox, clients, config, jobs, log, now }: Core, { audit, mail, pixel, accounts }: Needs) {
  const stripeSettings = createStripeSettingsService({
    db, secretBox, clientFactory: clients.stripeClientFactory, client: config.stripe,
    webhookUrl: `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`, log, now, audit: audit.trail,
  });
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
  return { stripeSettings, payments };
}
