import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { ComputeService } from '../compute/index.js';
import type { DonationService } from '../donations/index.js';
import type { HostingService } from '../hosting/index.js';
import type { PaidHostingService } from '../paid-hosting/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { VpsService } from '../vps/index.js';
import { createUserSuspensionService } from './service.js';

interface Needs {
  audit: AuditService;
  accounts: AccountsService;
  hosting: HostingService;
  compute: ComputeService;
  payments: PaymentsService;
  paidHosting: PaidHostingService;
  vps: VpsService;
  donations: DonationService;
}

/** Suspending a person: their sessions, hosting, machines and subscriptions together, so it is wired late. */
export function wire(
  { db, jobs, log, now }: Core,
  { audit, accounts, hosting, compute, payments, paidHosting, vps, donations }: Needs,
) {
  return {
    userSuspension: createUserSuspensionService({
      db,
      jobs,
      audit: audit.trail,
      log,
      now,
      accounts,
      hosting,
      compute,
      payments,
      subscriptionIdsOf: async (userId, email) => [
        ...(await paidHosting.personalData.subscriptionIds(userId)),
        ...(await vps.personalData.subscriptionIds(userId, email)),
        ...(await donations.personalData.subscriptionIds(userId)),
      ],
    }),
  };
}
