import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import type { PackageService } from '../packages/index.js';
import type { PaymentsService, Promotions } from '../payments/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createPaidHostingService } from './service.js';
import { createStripeBilling } from './stripe-billing.js';

interface Needs {
  audit: AuditService;
  payments: PaymentsService;
  promotions: Promotions;
  packages: PackageService;
  accounts: AccountsService;
  hosting: HostingService;
  rateLimits: RateLimitService;
  mail: MailService;
}

/**
 * Paid hosting: registrable domains through the domain lookup, checkout, the life of a paid account, pending orders.
 * Its billing on the payments layer is also what creates a paid package's Stripe price when an admin saves it.
 */
export function wire(
  { db, secretBox, clients, log, now }: Core,
  { audit, payments, promotions, packages, accounts, hosting, rateLimits, mail }: Needs,
) {
  const hostingBilling = createStripeBilling(payments);
  const paidHosting = createPaidHostingService({
    db,
    secretBox,
    domainLookup: clients.domainLookup,
    billing: hostingBilling,
    packages,
    accounts,
    hosting,
    rateLimits,
    log,
    now,
    audit: audit.trail,
    ledger: payments,
    promotions,
    // The order confirmation goes through the mail outbox, written in the fulfilment transaction.
    queueOrderMail: async (tx, order) => {
      await mail.enqueue(tx, {
        template: 'paid-hosting-order',
        to: order.email,
        userId: order.userId,
        dedupeKey: `paid-hosting-order:${order.orderId}`,
        data: {
          orderId: order.orderId,
          domain: order.domain,
          planName: order.planName,
          priceCents: order.priceCents,
          currency: order.currency,
          status: 'active',
        },
      });
    },
    // A donor hears when their gift is set up (the admin's Mark completed), once per order.
    onOrderCompleted: async (tx, order) => {
      if (order.orderType !== 'gift' || !order.customerEmail) return;
      await mail.enqueue(tx, {
        template: 'gift-ready',
        to: order.customerEmail,
        userId: null,
        dedupeKey: `gift-ready:${order.id}`,
        data: { giftTier: order.orderDetails.giftTier, giftType: order.orderDetails.giftType },
      });
    },
  });
  payments.registerProduct(paidHosting.product);
  return { hostingBilling, paidHosting };
}
