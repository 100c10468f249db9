import type { DeviceService } from '../devices/index.js';
import type { HostingService } from '../hosting/index.js';
import type { GroupService } from '../groups/index.js';

export interface GroupLimitsServiceDeps {
  groups: GroupService;
  hosting: HostingService;
  devices: DeviceService;
}

// Kept apart from the group service so that hosting and devices can depend on groups without a cycle.
export function createGroupLimitsService({ groups, hosting, devices }: GroupLimitsServiceDeps) {
  return {
    /** GET /api/user/group-limits: the user's group quotas beside what they use. */
    async readGroupLimits(user: { id: number; userGroupId: number | null }) {
      const [limits, currentHostingAccounts, currentDevices] = await Promise.all([
        groups.resolveGroupLimits(user.userGroupId),
        hosting.countFreeAccountsForUser(user.id),
        devices.countUserDevices(user.id),
      ]);
      return { ...limits, currentHostingAccounts, currentDevices };
    },
  };
}

export type GroupLimitsService = ReturnType<typeof createGroupLimitsService>;
