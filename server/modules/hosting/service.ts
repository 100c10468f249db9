import type { Db, DbOrTx } from '../../db/client.js';
import type { GroupService } from '../groups/service.js';
import { countAccountsForUser } from './repo.js';

export interface HostingServiceDeps {
  db: Db;
  groups: GroupService;
}

// Hosting accounts. For now only the quota questions the account pages ask; creation and provisioning
// arrive with the hosting issue and will take the same quota check inside their transaction.
export function createHostingService({ db, groups }: HostingServiceDeps) {
  return {
    countAccountsForUser: (userId: number, tx: DbOrTx = db) => countAccountsForUser(tx, userId),

    /** GET /api/user/can-create-hosting-account: the user's group quota against their accounts. */
    async checkCanCreateAccount(user: { id: number; userGroupId: number | null }) {
      const [limits, currentAccounts] = await Promise.all([
        groups.resolveGroupLimits(user.userGroupId),
        countAccountsForUser(db, user.id),
      ]);
      return { canCreate: currentAccounts < limits.maxHostingAccounts, currentAccounts, maxAccounts: limits.maxHostingAccounts };
    },
  };
}

export type HostingService = ReturnType<typeof createHostingService>;
