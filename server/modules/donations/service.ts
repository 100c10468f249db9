import type { Db } from '../../db/client.js';
import { readAdminDonations } from './admin-service.js';
import { sumCompletedDonations } from './repo.js';

/** Donations: the admin analytics reads and the completed total of GET /api/stats. */
export function createDonationService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Completed donations, in cents (the Total Donations stat): pending and failed ones never count. */
    totalCompleted: () => sumCompletedDonations(db),

    /** GET /api/admin/donations. */
    readAdminDonations: () => readAdminDonations(db, now()),
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
