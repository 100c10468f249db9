import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import type { PaidHostingService } from '../paid-hosting/index.js';
import type { PaymentsService, Promotions } from '../payments/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createVpsService } from './service.js';

interface Needs {
  audit: AuditService;
  payments: PaymentsService;
  promotions: Promotions;
  accounts: AccountsService;
  mail: MailService;
  paidHosting: PaidHostingService;
  rateLimits: RateLimitService;
}

/** Anonymous VPS: packages with their Stripe prices, checkout, orders the admin fulfils by hand. */
export function wire(
  { db, secretBox, jobs, log, now }: Core,
  { audit, payments, promotions, accounts, mail, paidHosting, rateLimits }: Needs,
) {
  const vps = createVpsService({
    db,
    secretBox,
    payments,
    promotions,
    accounts,
    mail,
    addPendingOrder: paidHosting.addPendingOrder,
    cancelPendingOrderOf: paidHosting.cancelPendingOrderOf,
    rateLimits,
    jobs,
    log,
    audit: audit.trail,
    now,
  });
  payments.registerProduct(vps.product);
  return { vps };
}
