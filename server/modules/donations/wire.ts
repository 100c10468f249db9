import type { Core } from '../../wiring/core.js';
import { createGroupMembership } from '../accounts/group-membership.js';
import type { GroupService } from '../groups/service.js';
import type { LibraryService } from '../library/service.js';
import type { MailService } from '../mail/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import { createDonationService } from './service.js';

interface Needs { payments: PaymentsService; groups: GroupService; rateLimits: RateLimitService; library: LibraryService; mail: MailService }

/** Donations (issue 7): gift subscriptions and $5 plugin donations on the payments layer. */
export function wire({ db, jobs, log, now }: Core, { payments, groups, rateLimits, library, mail }: Needs) {
  return {
    donations: createDonationService({
      db, payments, groups, membership: createGroupMembership({ now }), rateLimits, jobs, log, now,
      findActivePluginById: library.findActivePluginById,
      // Receipts go through the mail outbox (issue 11), written in the transaction that completes the donation.
      queueDonationReceipt: async (tx, receipt) => {
        if (!receipt.email) return;
        await mail.enqueue(tx, {
          template: 'donation-receipt', to: receipt.email, userId: receipt.userId, dedupeKey: `donation-receipt:${receipt.donationId}`,
          data: {
            donationId: receipt.donationId, amountCents: receipt.amount, currency: receipt.currency, isRecurring: receipt.isRecurring,
            giftTier: receipt.giftTier, pluginName: receipt.pluginName, paidAt: receipt.completedAt.toISOString(),
          },
        });
      },
    }),
  };
}
