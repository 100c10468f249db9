import type { Core } from '../../wiring/core.js';
import type { AccountsService } from '../accounts/index.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { AuditService } from '../audit/index.js';
import type { GroupService } from '../groups/index.js';
import type { MailService } from '../mail/index.js';
import type { PackageService } from '../packages/index.js';
import type { RateLimitService } from '../rate-limit/index.js';
import { createHostingService } from './service.js';

interface Needs {
  audit: AuditService;
  groups: GroupService;
  packages: PackageService;
  accounts: AccountsService;
  apiSettings: ApiSettingsService;
  rateLimits: RateLimitService;
  mail: MailService;
}

export function wire(
  { db, secretBox, jobs, config, changeFeed, log, now }: Core,
  { audit, groups, packages, accounts, apiSettings, rateLimits, mail }: Needs,
) {
  return {
    hosting: createHostingService({
      db,
      secretBox,
      groups,
      packages,
      accounts,
      apiSettings,
      rateLimits,
      jobs,
      mail,
      hostedDomain: config.hostedDomain,
      log,
      now,
      audit: audit.trail,
      changeFeed,
    }),
  };
}
