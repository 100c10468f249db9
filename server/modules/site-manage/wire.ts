import type { Core } from '../../wiring/core.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { LibraryService } from '../library/index.js';
import type { PackageService } from '../packages/index.js';
import { createSiteManageService } from './service.js';

interface Needs {
  audit: AuditService;
  hosting: HostingService;
  packages: PackageService;
  apiSettings: ApiSettingsService;
  library: LibraryService;
}

/** After the library: a site's WordPress receives library items as counted downloads. */
export function wire(
  { db, secretBox, jobs, log, now, config }: Core,
  { audit, hosting, packages, apiSettings, library }: Needs,
) {
  return {
    siteManage: createSiteManageService({
      db,
      secretBox,
      jobs,
      log,
      now,
      audit: audit.trail,
      hosting,
      packages,
      apiSettings,
      library,
      hostedDomain: config.hostedDomain,
      publicUrl: config.publicUrl,
    }),
  };
}
