import type { Core } from '../../wiring/core.js';
import { createGroupMembership } from '../accounts/index.js';
import type { GroupService } from '../groups/index.js';
import type { LibraryService } from '../library/index.js';
import type { PaidHostingService } from '../paid-hosting/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createDonationService } from './service.js';

interface Needs {
  payments: PaymentsService;
  groups: GroupService;
  rateLimits: RateLimitService;
  library: LibraryService;
  paidHosting: PaidHostingService;
}

/** Donations: gift subscriptions and $5 plugin donations, two products on the commerce core. */
export function wire(
  { db, jobs, config, changeFeed, log, now }: Core,
  { payments, groups, rateLimits, library, paidHosting }: Needs,
) {
  return {
    donations: createDonationService({
      db,
      payments,
      groups,
      membership: createGroupMembership({ now }),
      rateLimits,
      jobs,
      log,
      now,
      findActivePluginById: library.findActivePluginById,
      addPendingOrder: paidHosting.addPendingOrder,
      findGiftOrder: (orderId) => paidHosting.findPendingOrder('gift', orderId),
      cancelPendingOrderOf: paidHosting.cancelPendingOrderOf,
      publicUrl: config.publicUrl,
      changeFeed,
    }),
  };
}
