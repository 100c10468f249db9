import type { Core } from '../../wiring/core.js';
import type { AdminUsersService } from '../admin-users/index.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { UserSuspensionService } from '../user-suspension/index.js';
import { createAbuseService } from './service.js';

interface Needs {
  audit: AuditService;
  hosting: HostingService;
  adminUsers: AdminUsersService;
  mail: MailService;
  rateLimits: RateLimitService;
  userSuspension: UserSuspensionService;
}

/** Abuse reports: the public form, the admin queue, automatic suspension through hosting. */
export function wire(
  { db, config, jobs, log, now }: Core,
  { audit, hosting, adminUsers, mail, rateLimits, userSuspension }: Needs,
) {
  const abuse = createAbuseService({
    db,
    hosting,
    users: adminUsers,
    mail,
    rateLimits,
    jobs,
    audit: audit.trail,
    log,
    hostedDomain: config.hostedDomain,
    powBits: config.abusePowBits,
    now,
    suspendPerson: (actor, userId, reason) => userSuspension.suspendUser(actor, userId, reason),
    // No reputation source yet: the registry of sources (reputation/registry.ts) replaces this lookup.
    reputation: { lookupAll: async () => [] },
    scan: config.abuseScan,
  });
  // Every name claimed and every site going live passes the abuse module's guard (hosting/site-guard.ts).
  hosting.useSiteGuard(abuse.detection.siteGuard);
  return { abuse };
}
