import { ADMIN_DONATIONS_LIMIT, type Donation } from '../../../contract/admin.js';
import type { Db } from '../../db/client.js';
import { listDonations, sumCompletedDonations, type DonationRow } from './repo.js';

function toDonationView(row: DonationRow): Donation {
  return {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    donorEmail: row.donorEmail,
    message: row.message,
    stripePaymentIntentId: row.stripePaymentIntentId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripeCustomerId: row.stripeCustomerId,
    isRecurring: row.isRecurring,
    subscriptionStatus: row.subscriptionStatus,
    pluginId: row.pluginId,
    pluginName: row.pluginName,
    giftTier: row.giftTier,
    giftType: row.giftType,
    giftDetails: row.giftDetails ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Donations. So far only what the admin dashboard reads; taking payments arrives with the donations issue. */
export function createDonationService({ db }: { db: Db }) {
  return {
    /** Completed donations, in cents (the Total Donations stat). */
    totalCompleted: () => sumCompletedDonations(db),

    /** GET /api/admin/donations: newest first, at most ADMIN_DONATIONS_LIMIT. */
    async listDonations() {
      return (await listDonations(db, ADMIN_DONATIONS_LIMIT)).map(toDonationView);
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
