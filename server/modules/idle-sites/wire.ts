import type { Core } from '../../wiring/core.js';
import { findUserById } from '../accounts/index.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { MailService } from '../mail/index.js';
import { createIdleSitesService } from './service.js';

interface Needs {
  audit: AuditService;
  apiSettings: ApiSettingsService;
  hosting: HostingService;
  mail: MailService;
}

/** Idle free sites: after hosting (whose suspension and removal it uses) and mail (whose outbox it writes). */
export function wire({ db, config, jobs, log, now }: Core, { audit, apiSettings, hosting, mail }: Needs) {
  return {
    idleSites: createIdleSitesService({
      db,
      hosting,
      apiSettings,
      mail,
      jobs,
      audit: audit.trail,
      log,
      now,
      dayMs: config.idleSitesDayMs,
      findOwner: (tx, userId) => findUserById(tx, userId),
    }),
  };
}
