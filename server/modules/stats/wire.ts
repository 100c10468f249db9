import type { Core } from '../../wiring/core.js';
import type { AdminUsersService } from '../admin-users/index.js';
import type { DonationService } from '../donations/index.js';
import type { HostingService } from '../hosting/index.js';
import type { LibraryService } from '../library/index.js';
import { createStatsService } from './service.js';

interface Needs {
  adminUsers: AdminUsersService;
  library: LibraryService;
  hosting: HostingService;
  donations: DonationService;
}

/** GET /api/stats: counts owned by four modules, cached a minute. */
export function wire({ now }: Core, { adminUsers, library, hosting, donations }: Needs) {
  return {
    stats: createStatsService({
      now,
      countUsers: adminUsers.countUsers,
      countActivePlugins: library.countActivePlugins,
      countActiveWebsites: () => hosting.countAccounts({ status: 'active' }),
      totalCompletedDonations: donations.totalCompleted,
    }),
  };
}
