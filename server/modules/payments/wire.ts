import { taxLineOf, taxPercentOf } from './billing-centre/view.js';
import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import type { PixelService } from '../pixel/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { BILLING_LINK_TTL_MS, BILLING_PATH } from '../../../contract/billing.js';
import { createBillingLinkSigner } from './billing-centre/link-token.js';
import { createBillingCentre } from './billing-centre/service.js';
import { purchaseEventId } from './commerce/core.js';
import { createDisputeAlerts } from './commerce/disputes.js';
import { createDunning, type Dunning } from './commerce/dunning.js';
import { createPlanChanges, type PlanChanges } from './plan-changes/service.js';
import { createPromotions } from './promotions/service.js';
import { createPaymentsService } from './service.js';
import { createStripeSettingsService, STRIPE_WEBHOOK_PATH } from './settings-service.js';

interface Needs {
  audit: AuditService;
  mail: MailService;
  pixel: PixelService;
  accounts: AccountsService;
  rateLimits: RateLimitService;
}

/**
 * The commerce core: Stripe, the ledger of payments and subscriptions, and the registry every paid
 * product plugs into (README.md). Once per payment it writes the receipt and the pixel Purchase, in the transaction
 * that records the payment; a failed renewal starts dunning (commerce/dunning.ts); a dispute is mailed to admins.
 */
export function wire(
  { db, secretBox, clients, config, jobs, changeFeed, log, now }: Core,
  { audit, mail, pixel, accounts, rateLimits }: Needs,
) {
  const stripeSettings = createStripeSettingsService({
    db,
    secretBox,
    clientFactory: clients.stripeClientFactory,
    client: config.stripe,
    webhookUrl: `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`,
    log,
    now,
    audit: audit.trail,
  });
  // The billing centre's signed links (billing-centre/link-token.ts): a key of their own, derived from the server's secret.
  const links = createBillingLinkSigner(secretBox.deriveKey('billing-link'), BILLING_LINK_TTL_MS, now);
  const billingUrl = (token: string) => `${mail.siteUrl}${BILLING_PATH}?token=${encodeURIComponent(token)}`;
  // Dunning reads subscriptions through the service built here: the hooks reach it (built below) when they run.
  const payments = createPaymentsService({
    db,
    settings: stripeSettings,
    jobs,
    log,
    audit: audit.trail,
    now,
    findSuspendedBuyer: accounts.suspension.findSuspendedBuyer,
    findUserIdByEmail: async (email) => (await accounts.findUserIdByEmail(email))?.id ?? null,
    onCustomerChanged: () => billingCentre.forgetViews(),
    hooks: {
      async onPaymentRecorded(tx, { payment, label, record }) {
        const email = payment.email ?? (record.userId != null ? await accounts.emailOf(record.userId, tx) : null);
        if (email) {
          await mail.enqueue(tx, {
            template: 'payment-receipt',
            to: email,
            userId: payment.userId,
            dedupeKey: `payment-receipt:${payment.paymentKey}`,
            data: {
              paymentId: payment.id,
              productKind: payment.productKind,
              productLabel: label,
              description: payment.description,
              ...(record.describedAs ? { describedAs: record.describedAs } : {}),
              amountCents: payment.amountCents,
              currency: payment.currency,
              paidAt: payment.paidAt.toISOString(),
              isRenewal: payment.isRenewal,
              receiptUrl: payment.receiptUrl,
              // Stripe Tax's lines (an invoice's total_taxes, a one-off payment's calculation), as the billing centre says them.
              // Its reason and rate let the receipt say it in the customer's language; the label stays for older rows.
              taxLines: (payment.taxLines ?? []).map((line) => {
                const { label, amountCents, reason } = taxLineOf(line);
                return { label, amountCents, reason, percent: taxPercentOf(line) };
              }),
              // Every receipt carries a link to the billing centre for the address it goes to (visitors have no account).
              billingUrl: billingUrl(links.sign(email).token),
            },
          });
        }
        await pixel.trackPurchase(tx, {
          eventId: purchaseEventId({ paymentIntentId: payment.stripePaymentIntentId, paymentKey: payment.paymentKey }),
          valueCents: payment.amountCents,
          currency: payment.currency.toUpperCase(),
          email,
          userId: payment.userId,
        });
      },
      // After the commit: the payer's billing centre shows the payment on their next read here.
      afterPaymentRecorded: () => {
        billingCentre.forgetViews();
        mail.nudge();
        pixel.nudge();
      },
      onRenewalFailed: (tx, failure) => dunning.onRenewalFailed(tx, failure),
      onRenewalPaid: (subscriptionId, failedAt) => dunning.onRenewalPaid(subscriptionId, failedAt),
      onDisputed: (tx, payment, status, reason) => disputeAlerts(tx, payment, status, reason),
      onChangeInvoicePaid: (invoiceId, subscriptionId, payment) =>
        planChanges.onChangeInvoicePaid(invoiceId, subscriptionId, payment),
    },
  });
  const dunning: Dunning = createDunning({
    db,
    jobs,
    mail,
    audit: audit.trail,
    emailOf: accounts.emailOf,
    readSubscription: payments.readSubscription,
    products: payments.products,
    graceMs: config.dunning.graceMs,
    reminderBeforeEndMs: config.dunning.reminderBeforeEndMs,
    log,
    now,
  });
  const disputeAlerts = createDisputeAlerts({
    mail,
    audit: audit.trail,
    adminEmails: accounts.adminEmails,
    products: payments.products,
  });
  const billingCentre = createBillingCentre({
    db,
    stripe: payments,
    core: payments.core,
    products: payments.products,
    links,
    rateLimits,
    log,
    now,
    changeFeed,
    async confirmedEmailOf(userId) {
      const status = await accounts.emailVerification.status(userId);
      return { email: status.verified ? status.email : null, unconfirmed: Boolean(status.email) && !status.verified };
    },
    emailOf: (userId) => accounts.emailOf(userId),
    async sendLink(email, token, expiresAt) {
      await db.transaction((tx) =>
        mail.enqueue(tx, {
          template: 'billing-link',
          to: email,
          data: { billingUrl: billingUrl(token), expiresAt: expiresAt.toISOString() },
        }),
      );
      mail.nudge();
    },
  });
  const promotions = createPromotions({
    db,
    stripe: payments,
    products: payments.products,
    rateLimits,
    audit: audit.trail,
    log,
    now,
  });
  const planChanges: PlanChanges = createPlanChanges({
    db,
    stripe: payments,
    products: payments.products,
    core: payments.core,
    promotions,
    subscriptionOf: billingCentre.subscriptionOf,
    forgetViews: () => billingCentre.forgetViews(),
    jobs,
    audit: audit.trail,
    log,
    now,
  });
  return { stripeSettings, payments, billingCentre, promotions, planChanges };
}
