import type { Core } from '../../wiring/core.js';
import type { AdminUsersService } from '../admin-users/index.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import type { UserSuspensionService } from '../user-suspension/index.js';
import { createReputationSources } from './reputation/registry.js';
import { createReputationSettings } from './reputation/settings.js';
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
  { db, config, jobs, log, now, secretBox, clients }: Core,
  { audit, hosting, adminUsers, mail, rateLimits, userSuspension }: Needs,
) {
  // The blocklists the scan asks (reputation/registry.ts): built once, so each source's token bucket is the
  // process's. `reputation.lookup` is the ReputationLookup the scan takes.
  const reputation = createReputationSources({ db, secretBox, clients, now, log });
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
    reputation: reputation.lookup,
    scan: config.abuseScan,
  });
  // Every name claimed and every site going live passes the abuse module's guard (hosting/site-guard.ts).
  hosting.useSiteGuard(abuse.detection.siteGuard);
  return {
    reputationSettings: createReputationSettings({
      db,
      secretBox,
      audit: audit.trail,
      now,
      definitions: reputation.definitions,
    }),
    reputationLookup: reputation.lookup,
    abuse,
  };
}
