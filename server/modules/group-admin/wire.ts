import type { Core } from '../../wiring/core.js';
import type { AdminUsersService } from '../admin-users/index.js';
import type { SessionService } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import type { DeviceService } from '../devices/index.js';
import type { HostingService } from '../hosting/index.js';
import { createGroupAdminService } from './service.js';
import { createGroupLimitsService } from './limits-service.js';
import type { GroupService } from '../groups/index.js';

interface Needs {
  audit: AuditService;
  groups: GroupService;
  hosting: HostingService;
  devices: DeviceService;
  sessions: SessionService;
  adminUsers: AdminUsersService;
}

/** User Groups Management and the per-group limits: above hosting and the admin Users tab, whose counts they show. */
export function wire({ db, log, now }: Core, { audit, groups, hosting, devices, sessions, adminUsers }: Needs) {
  return {
    groupLimits: createGroupLimitsService({ groups, hosting, devices }),
    groupAdmin: createGroupAdminService({
      db,
      countUsersPerGroup: adminUsers.countUsersPerGroup,
      membersChanged: (tx) => sessions.allUsersChanged(tx),
      log,
      now,
      audit: audit.trail,
    }),
  };
}
