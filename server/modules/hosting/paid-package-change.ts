import type { Db } from '../../db/client.js';
import { accountJobOrderKey } from './account-job-order.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { PackageService } from '../packages/index.js';
import { findAccountById, updateAccount } from './repo.js';
import type { createWhmPackageSync } from './whm-packages.js';
import { describeWhmError } from './whm-errors.js';

// A paid account moves to another package (a plan change the customer paid for, or a downgrade whose date came).
// The row moves at once, in the caller's order; WHM follows through a job retried until it answers (changepackage to
// the row's package, whatever it is by then), so a change paid while WHM is down is made once, later.

export const PACKAGE_CHANGE_JOB = 'hosting.package-change';

/** What a downgrade must fit, as WHM reports the account's use (null: not known, nothing to check). */
export interface AccountUsage {
  diskMb: number | null;
  emailAccounts: number | null;
  databases: number | null;
  subdomains: number | null;
}

export interface PaidPackageChangeDeps {
  db: Db;
  apiSettings: ApiSettingsService;
  packages: PackageService;
  whmPackages: Pick<ReturnType<typeof createWhmPackageSync>, 'ensurePackage'>;
  jobs: JobRunner;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

export function createPaidPackageChange({
  db,
  apiSettings,
  packages,
  whmPackages,
  jobs,
  audit,
  log,
  now,
}: PaidPackageChangeDeps) {
  /** WHM's package for the account is the row's package's (one changepackage; WHM answers the same for a repeat). */
  async function syncPackage(accountId: number): Promise<string> {
    const account = await findAccountById(db, accountId);
    if (!account || !account.cpanelUsername || !account.whmAccountId) return 'not-on-whm';
    const pkg = await packages.findPackageById(account.packageId);
    if (!pkg?.whmPackageName) return 'no-whm-package';
    const client = await apiSettings.getWhmClient();
    if (!client) throw new Error('WHM is not configured');
    await whmPackages.ensurePackage(client, pkg);
    try {
      await client.changePackage(account.cpanelUsername, pkg.whmPackageName);
    } catch (error) {
      throw new Error(describeWhmError(error));
    }
    const after = await findAccountById(db, accountId);
    if (after && after.packageId !== pkg.id)
      throw new Error('The package changed again while WHM was updated; retrying');
    log.info({ event: 'hosting-package-changed', accountId, whmPackage: pkg.whmPackageName }, 'WHM package changed');
    return pkg.whmPackageName;
  }

  jobs.register(
    PACKAGE_CHANGE_JOB,
    async (job) => ({ whmPackage: await syncPackage(Number((job.payload as { accountId?: unknown }).accountId)) }),
    { lane: 'provisioning' },
  );

  return {
    /**
     * The account is on `packageId` from now: its row (limits included) and, through the job, WHM. Idempotent: the
     * same package again changes nothing and queues nothing.
     */
    async changePackage(accountId: number, packageId: number): Promise<boolean> {
      const account = await findAccountById(db, accountId);
      const pkg = await packages.findPackageById(packageId);
      if (!account || !pkg) return false;
      if (account.packageId === pkg.id) return false;
      await db.transaction(async (tx) => {
        await updateAccount(
          tx,
          accountId,
          { packageId: pkg.id, diskLimit: pkg.diskSpaceQuota, bandwidthLimit: pkg.bandwidthQuota },
          now(),
        );
        await enqueueJob(
          tx,
          PACKAGE_CHANGE_JOB,
          { accountId },
          {
            dedupeKey: `${PACKAGE_CHANGE_JOB}:${accountId}`,
            orderKey: accountJobOrderKey(accountId),
            maxAttempts: 100,
            runAt: now(),
          },
        );
        await audit.record(tx, {
          action: 'hosting.package_changed',
          subjectUserId: account.userId,
          targetType: 'hosting_account',
          targetId: accountId,
          details: { domain: account.domain, from: account.packageId, to: pkg.id },
        });
      });
      jobs.nudge();
      return true;
    },

    /** The account's use as WHM reports it now (null when it is not on WHM yet). Throws when WHM cannot answer. */
    async usageOf(accountId: number): Promise<AccountUsage | null> {
      const account = await findAccountById(db, accountId);
      if (!account?.cpanelUsername || !account.whmAccountId) return null;
      const client = await apiSettings.getWhmClient();
      if (!client) return null;
      const stats = await client.usageStats(account.cpanelUsername);
      return {
        diskMb: stats.diskusage?.count ?? null,
        emailAccounts: stats.emailaccounts?.count ?? null,
        databases: stats.mysqldatabases?.count ?? null,
        subdomains: stats.subdomains?.count ?? null,
      };
    },
  };
}

export type PaidPackageChange = ReturnType<typeof createPaidPackageChange>;
