import { HOSTING_MESSAGES, type HostingStats, type LimitValue } from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { WhmAccount, WhmStat, WhmUsageStats } from '../../integrations/whm/types.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { PackageService } from '../packages/index.js';
import { enqueueSuspensionSync } from './paid-accounts.js';
import { findPackageUsage, updateAccount, upsertPackageUsage, type HostingAccountWithPackage } from './repo.js';
import { describeWhmError } from './whm-errors.js';

// GET /api/hosting-accounts/{id}/stats: live from WHM when it answers (and the stored figures refreshed),
// otherwise the stored figures marked 'local', `error` saying so in plain words (the technical reason is logged).
// Always HTTP 200 for the owner.
// A read never writes the row's status: suspension state changes only through the job queue (hosting.suspension makes
// WHM match the row). WHM lags the row while that job waits (an unsuspension read at once still finds the site
// suspended), and writing WHM's answer back would undo the change and leave the job nothing to do. When WHM and the
// row disagree, the read queues that job instead; its dedupe key makes it a no-op while one is queued or running.

export interface StatsDeps {
  db: Db;
  jobs: Pick<JobRunner, 'nudge'>;
  apiSettings: ApiSettingsService;
  packages: PackageService;
  log: AuditLog;
  now: () => Date;
}

const STATS_TIMEOUT_MS = 10_000;
const limitOf = (value: number | null | undefined): LimitValue =>
  value === null || value === undefined ? 'unlimited' : value;
const countOf = (stat: WhmStat | undefined) => (stat ? stat.count : null);
const maxOf = (stat: WhmStat | undefined): LimitValue | null => (stat ? limitOf(stat.max) : null);

export function createStatsService({ db, jobs, apiSettings, packages, log, now }: StatsDeps) {
  async function localStats(account: HostingAccountWithPackage, error: string): Promise<HostingStats> {
    const [usage, pkg] = await Promise.all([
      findPackageUsage(db, account.id),
      packages.findPackageById(account.packageId),
    ]);
    return {
      packageName: account.packageName ?? pkg?.displayName ?? null,
      lastUpdate: (usage?.lastUpdated ?? account.updatedAt).toISOString(),
      suspended: account.status === 'suspended',
      diskUsage: account.diskUsage,
      diskLimit: account.diskLimit,
      bandwidthUsed: account.bandwidthUsed,
      bandwidthLimit: account.bandwidthLimit,
      emailAccounts: usage?.emailAccountsUsed ?? null,
      emailLimit: pkg?.emailAccounts ?? null,
      databases: usage?.databasesUsed ?? null,
      databaseLimit: pkg?.databases ?? null,
      subdomains: usage?.subdomainsUsed ?? null,
      subdomainLimit: pkg?.subdomains ?? null,
      ftpAccounts: null,
      ftpAccountLimit: null,
      addonDomains: null,
      addonDomainLimit: null,
      parkDomains: null,
      parkDomainLimit: null,
      source: 'local',
      ip: null,
      error,
    };
  }

  function liveStats(
    summary: WhmAccount,
    usage: WhmUsageStats,
    bandwidth: { usedMb: number; limitMb: number | null },
    at: Date,
  ): HostingStats {
    return {
      packageName: summary.plan,
      lastUpdate: at.toISOString(),
      suspended: summary.suspended,
      diskUsage: usage.diskusage?.count ?? summary.diskUsedMb,
      diskLimit: limitOf(usage.diskusage ? usage.diskusage.max : summary.diskLimitMb),
      bandwidthUsed: usage.bandwidthusage?.count ?? bandwidth.usedMb,
      bandwidthLimit: limitOf(usage.bandwidthusage ? usage.bandwidthusage.max : bandwidth.limitMb),
      emailAccounts: countOf(usage.emailaccounts),
      emailLimit: maxOf(usage.emailaccounts),
      databases: countOf(usage.mysqldatabases),
      databaseLimit: maxOf(usage.mysqldatabases),
      subdomains: countOf(usage.subdomains),
      subdomainLimit: maxOf(usage.subdomains),
      ftpAccounts: countOf(usage.ftpaccounts),
      ftpAccountLimit: maxOf(usage.ftpaccounts),
      addonDomains: countOf(usage.addondomains),
      addonDomainLimit: maxOf(usage.addondomains),
      parkDomains: countOf(usage.parkeddomains),
      parkDomainLimit: maxOf(usage.parkeddomains),
      source: 'live',
      ip: summary.ip,
      error: null,
    };
  }

  /** Keeps the stored figures close to WHM's, so the 'local' answer and the admin list stay meaningful. */
  async function remember(account: HostingAccountWithPackage, stats: HostingStats, at: Date) {
    const diskUsage = Math.round(stats.diskUsage);
    const bandwidthUsed = Math.round(stats.bandwidthUsed);
    await Promise.all([
      updateAccount(
        db,
        account.id,
        {
          diskUsage,
          bandwidthUsed,
          ...(typeof stats.diskLimit === 'number' ? { diskLimit: Math.round(stats.diskLimit) } : {}),
          ...(typeof stats.bandwidthLimit === 'number' ? { bandwidthLimit: Math.round(stats.bandwidthLimit) } : {}),
        },
        at,
      ),
      upsertPackageUsage(db, {
        hostingAccountId: account.id,
        diskUsed: diskUsage,
        bandwidthUsed,
        emailAccountsUsed: stats.emailAccounts ?? 0,
        databasesUsed: stats.databases ?? 0,
        subdomainsUsed: stats.subdomains ?? 0,
        lastUpdated: at,
      }),
    ]);
  }

  /** WHM says otherwise than the row: the row decides, through the one job that makes WHM match it. */
  async function reconcileSuspension(account: HostingAccountWithPackage, suspendedOnWhm: boolean, at: Date) {
    if (
      (account.status !== 'active' && account.status !== 'suspended') ||
      suspendedOnWhm === (account.status === 'suspended')
    )
      return;
    const queued = await enqueueSuspensionSync(db, account.id, account.suspendReason ?? 'Suspended by HostFree', at);
    if (!queued) return;
    jobs.nudge();
    log.warn(
      { event: 'hosting-suspension-drift', accountId: account.id, rowStatus: account.status, suspendedOnWhm },
      'WHM disagrees with the row; sync queued',
    );
  }

  return {
    async readStats(account: HostingAccountWithPackage): Promise<HostingStats> {
      if (account.status === 'pending' || !account.cpanelUsername || !account.whmAccountId) {
        return localStats(account, HOSTING_MESSAGES.notProvisioned);
      }
      // The dashboard refetches every 30 s: a hanging WHM must fall back to local figures well before that.
      // The owner is told, in words of theirs, that these are the last recorded figures; what WHM said (an HTTP
      // status, a time-out, a missing account) goes to the log, where an admin can act on it.
      const fallBack = (reason: string) => {
        log.warn({ event: 'hosting-stats-failed', accountId: account.id, reason }, 'live stats unavailable');
        return localStats(account, HOSTING_MESSAGES.liveStatsUnavailable);
      };
      const client = await apiSettings.getWhmClient({ timeoutMs: STATS_TIMEOUT_MS });
      if (!client) return fallBack(HOSTING_MESSAGES.whmNotConfigured);
      const user = account.cpanelUsername;
      try {
        const [summary, usage, bandwidth] = await Promise.all([
          client.accountSummary({ user }),
          client.usageStats(user),
          client.bandwidthUsedMb(user),
        ]);
        if (!summary) return fallBack('The account was not found on WHM');
        const at = now();
        const stats = liveStats(summary, usage, bandwidth, at);
        await remember(account, stats, at);
        await reconcileSuspension(account, summary.suspended, at);
        return stats;
      } catch (error) {
        return fallBack(describeWhmError(error));
      }
    },
  };
}
