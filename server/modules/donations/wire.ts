import type { Core } from '../../wiring/core.js';
import { createGroupMembership } from '../accounts/group-membership.js';
import type { GroupService } from '../groups/service.js';
import type { LibraryService } from '../library/service.js';
import type { PaidHostingService } from '../paid-hosting/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import { createDonationService } from './service.js';

interface Needs { payments: PaymentsService; groups: GroupService; rateLimits: RateLimitService; library: LibraryService; paidHosting: PaidHostingService }

/** Donations (issue 7): gift subscriptions and $5 plugin donations, two products on the commerce core. */
export function wire({ db, jobs, config, changeFeed, log, now }: Core, { payments, groups, rateLimits, library, paidHosting }: Needs) {
  return {
    donations: createDonationService({
      db, payments, groups, membership: createGroupMembership({ now }), rateLimits, jobs, log, now,
      findActivePluginById: library.findActivePluginById,
      addPendingOrder: paidHosting.addPendingOrder,
      findGiftOrder: (orderId) => paidHosting.findPendingOrder('gift', orderId),
      cancelPendingOrderOf: paidHosting.cancelPendingOrderOf,
      publicUrl: config.publicUrl,
      changeFeed,
    }),
  };
}
