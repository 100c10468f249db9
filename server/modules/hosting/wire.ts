import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/service.js';
import type { ApiSettingsService } from '../api-settings/service.js';
import type { AuditService } from '../audit/service.js';
import type { GroupService } from '../groups/service.js';
import type { MailService } from '../mail/service.js';
import type { PackageService } from '../packages/service.js';
import type { RateLimitService } from '../rate-limit/service.js';
import { createHostingService } from './service.js';

interface Needs {
  audit: AuditService; groups: GroupService; packages: PackageService; accounts: AccountsService; apiSettings: ApiSettingsService;
  rateLimits: RateLimitService; mail: MailService;
}

export function wire({ db, secretBox, jobs, config, changeFeed, log, now }: Core, { audit, groups, packages, accounts, apiSettings, rateLimits, mail }: Needs) {
  return {
    hosting: createHostingService({
      db, secretBox, groups, packages, accounts, apiSettings, rateLimits, jobs, mail, hostedDomain: config.hostedDomain, log, now,
      audit: audit.trail, changeFeed,
    }),
  };
}
