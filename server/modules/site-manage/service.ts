import { suspensionReasonOf } from '../../../contract/hosting-suspension-reasons.js';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createBackupLinkSigner } from './backup-link.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { HostingService } from '../hosting/index.js';
import type { LibraryService } from '../library/index.js';
import type { PackageService } from '../packages/index.js';
import { WEEKLY_BACKUPS, type siteOverviewSchema } from '../../../contract/site-manage.js';
import type { z } from 'zod';
import { createBackupService } from './backup-service.js';
import { createDnsService } from './dns-service.js';
import { createHttpsService } from './https-service.js';
import { createMailboxService } from './mailbox-service.js';
import { createSiteAccess, isSuspendedStatus, type SiteActor } from './site-access.js';
import { createSiteAudit } from './site-audit.js';
import { createSiteManageSettings } from './settings-service.js';
import { createVerificationTxtService } from './verification-txt-service.js';
import { createWordpressService } from './wordpress-service.js';

export interface SiteManageDeps {
  db: Db;
  secretBox: SecretBox;
  jobs: JobRunner;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
  hosting: HostingService;
  packages: PackageService;
  apiSettings: ApiSettingsService;
  library: LibraryService;
  hostedDomain: string;
  publicUrl: string;
}

/**
 * "Manage site": the customer's own site tools, each made through cPanel's documented UAPI as the account's own
 * cPanel user, after the ownership and suspension checks of site-access.ts. The parts live in their own files.
 */
export function createSiteManageService(deps: SiteManageDeps) {
  const access = createSiteAccess(deps);
  const audit = createSiteAudit(deps.db, deps.audit);
  const backupLinks = createBackupLinkSigner(deps.secretBox.deriveKey('site-backup-download'), deps.now);
  const parts = { ...deps, access, audit, backupLinks };
  const https = createHttpsService(parts);
  const wordpress = createWordpressService(parts);
  const dns = createDnsService(parts);
  const mailboxes = createMailboxService(parts);
  const backups = createBackupService(parts);
  const settings = createSiteManageSettings(deps);
  const verificationTxt = createVerificationTxtService({ ...parts, settings });

  return {
    /** What the page needs before it asks cPanel anything (also for a suspended site, which shows the appeal). */
    async overview(actor: SiteActor, accountId: number): Promise<z.infer<typeof siteOverviewSchema>> {
      const account = await access.ownAccount(actor, accountId);
      const [pkg] = await Promise.all([deps.packages.findPackageById(account.packageId)]);
      const isFreeSubdomain = access.isFreeSubdomain(account.domain);
      const isFreePlan = account.packageIsFree !== false;
      const suspendReason = isSuspendedStatus(account.status) ? account.suspendReason : null;
      const reason = suspensionReasonOf(suspendReason);
      return {
        id: account.id,
        domain: account.domain,
        isFreeSubdomain,
        isSuspended: isSuspendedStatus(account.status),
        suspendReason,
        suspendReasonCode: reason?.code ?? null,
        suspendReasonValues: reason?.values ?? null,
        canEditDns: !isFreeSubdomain && !isFreePlan,
        mailboxLimit: pkg?.emailAccounts ?? 0,
        weeklyBackups: isFreePlan ? WEEKLY_BACKUPS.free : WEEKLY_BACKUPS.paid,
      };
    },
    https,
    wordpress,
    dns,
    mailboxes,
    backups,
    verificationTxt,
    settings,
  };
}

export type SiteManageService = ReturnType<typeof createSiteManageService>;
