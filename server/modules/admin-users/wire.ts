import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/service.js';
import type { GroupService } from '../groups/service.js';
import type { HostingService } from '../hosting/service.js';
import { createAdminUsersService } from './service.js';
import type { AccountEvents } from '../accounts/deps.js';
import type { SessionService } from '../accounts/session-service.js';

interface Needs { audit: AuditService; sessions: SessionService; groups: GroupService; hosting: HostingService; accountEvents: AccountEvents }

/** The admin Users tab (issue 3): above hosting, since deleting a user removes their hosting accounts first. */
export function wire({ db, log, now }: Core, { audit, sessions, groups, hosting, accountEvents }: Needs) {
  return { adminUsers: createAdminUsersService({ db, sessions, groups, hosting, log, now, audit: audit.trail, events: accountEvents }) };
}
