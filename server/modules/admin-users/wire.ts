import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import type { GroupService } from '../groups/index.js';
import type { HostingService } from '../hosting/index.js';
import { createAdminUsersService } from './service.js';
import type { AccountEvents, SessionService } from '../accounts/index.js';

interface Needs {
  audit: AuditService;
  sessions: SessionService;
  groups: GroupService;
  hosting: HostingService;
  accountEvents: AccountEvents;
}

/** The admin Users tab: above hosting, since deleting a user removes their hosting accounts first. */
export function wire({ db, log, now }: Core, { audit, sessions, groups, hosting, accountEvents }: Needs) {
  return {
    adminUsers: createAdminUsersService({
      db,
      sessions,
      groups,
      hosting,
      log,
      now,
      audit: audit.trail,
      events: accountEvents,
    }),
  };
}
