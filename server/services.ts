import type { AppDeps } from './wiring/deps.js';
import type { Config } from './config.js';
import type { AuditLog } from './lib/audit-log.js';
import { compose, createCore } from './wiring/core.js';
import { wire as audit } from './modules/audit/index.js';
import { wire as rateLimit } from './modules/rate-limit/index.js';
import { wire as helpCenter } from './modules/help-center/index.js';
import { wire as groups } from './modules/groups/index.js';
import { wire as devices } from './modules/devices/index.js';
import { wire as apiSettings } from './modules/api-settings/index.js';
import { wire as smtpSettings } from './modules/smtp-settings/index.js';
import { wire as mail } from './modules/mail/index.js';
import { wire as pixel } from './modules/pixel/index.js';
import { wire as headerCode } from './modules/header-code/index.js';
import { wire as accounts } from './modules/accounts/index.js';
import { wire as packages } from './modules/packages/index.js';
import { wire as hosting } from './modules/hosting/index.js';
import { wire as idleSites } from './modules/idle-sites/index.js';
import { wire as adminUsers } from './modules/admin-users/index.js';
import { wire as groupAdmin } from './modules/group-admin/index.js';
import { wire as payments } from './modules/payments/index.js';
import { wire as paidHosting } from './modules/paid-hosting/index.js';
import { wire as packageAdmin } from './modules/package-admin/index.js';
import { wire as library } from './modules/library/index.js';
import { wire as siteManage } from './modules/site-manage/index.js';
import { wire as donations } from './modules/donations/index.js';
import { wire as stats } from './modules/stats/index.js';
import { wire as compute } from './modules/compute/index.js';
import { wire as vps } from './modules/vps/index.js';
import { wire as yourData } from './modules/your-data/index.js';
import { wire as userSuspension } from './modules/user-suspension/index.js';
import { wire as systemStatus } from './modules/system-status/index.js';
import { wire as sitePages } from './modules/site-pages/index.js';
import { wire as abuse } from './modules/abuse/index.js';
import { wire as support } from './modules/support/index.js';

/**
 * The composition root: every service of the app, built once, module by module. Each module's wire.ts builds its
 * services from the core (config, database, clock, job runner, the outside clients of wiring/clients.ts) and the
 * services of the modules listed above it; a wire that needs one listed below it does not compile. A module whose
 * admin side sits above others has a second step, wire-admin.ts. A new module is one import and one line here.
 */
export function createServices(config: Config, deps: AppDeps, log: AuditLog) {
  const core = createCore(config, deps, log);
  return compose(core, { jobs: core.jobs })
    .add(audit)
    .add(sitePages)
    .add(rateLimit)
    .add(helpCenter)
    .add(groups)
    .add(devices)
    .add(apiSettings)
    .add(smtpSettings)
    .add(mail)
    .add(pixel)
    .add(headerCode)
    .add(accounts)
    .add(packages)
    .add(hosting)
    .add(idleSites)
    .add(adminUsers)
    .add(groupAdmin)
    .add(payments)
    .add(paidHosting)
    .add(packageAdmin)
    .add(library)
    .add(siteManage)
    .add(donations)
    .add(stats)
    .add(compute)
    .add(vps)
    .add(yourData)
    .add(userSuspension)
    .add(abuse)
    .add(support)
    .add(systemStatus).services;
}

export type Services = ReturnType<typeof createServices>;
