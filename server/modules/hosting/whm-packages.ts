import type { HostingPackage } from '../../../contract/admin.js';
import { isUnlimitedCount, sameQuotas } from '../../../contract/quotas.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { WhmError, type WhmClient, type WhmPackage, type WhmPackageLimits } from '../../integrations/whm/types.js';
import { enqueueJob, runJobsNow } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { PackageService } from '../packages/index.js';
import { describeWhmError } from './whm-errors.js';

// An account gets exactly the quotas its package sold. Accounts are created on the WHM package their
// package names (createacct plan=…), and HostFree writes the package's quotas into that WHM package (addpkg, or
// editpkg when it exists with other limits). WHM applies an edited package to every account on it, so an admin's
// later edit reaches the existing accounts too, and an account moved to another package (changepackage) takes
// that package's quotas. Passing quota/max* to createacct instead would fix an account's limits at creation:
// the next edit would not reach it, and the next changepackage would overwrite them with the WHM package's.
//
// When: before every createacct and changepackage (for the package concerned), and for every package in a job
// after a package is saved, after the API settings are saved, and at start and every 15 minutes (so a WHM
// package edited by hand is put back). Only the quotas are written: disk, bandwidth, e-mail accounts, databases
// and subdomains. FTP accounts, addon and parked domains, the feature list and the theme stay as the WHM package
// has them (editpkg keeps what it is not sent).

export const WHM_PACKAGES_JOB = 'hosting.whm-packages';

/** A package's quotas as WHM package limits; a count of 999 or more is unlimited (contract/quotas.ts). */
export function whmLimitsOf(pkg: HostingPackage & { whmPackageName: string }): WhmPackageLimits {
  const count = (n: number) => (isUnlimitedCount(n) ? null : n);
  return {
    name: pkg.whmPackageName,
    quotaMb: pkg.diskSpaceQuota,
    bandwidthMb: pkg.bandwidthQuota,
    maxpop: count(pkg.emailAccounts),
    maxsql: count(pkg.databases),
    maxsub: count(pkg.subdomains),
  };
}

function carriesLimits(onWhm: WhmPackage, wanted: WhmPackageLimits): boolean {
  const count = (n: number | null) => (n === null ? null : String(n));
  return (
    onWhm.quotaMb === wanted.quotaMb &&
    onWhm.bandwidthMb === wanted.bandwidthMb &&
    onWhm.maxpop === count(wanted.maxpop) &&
    onWhm.maxsql === count(wanted.maxsql) &&
    onWhm.maxsub === count(wanted.maxsub)
  );
}

const alreadyExists = (error: unknown) =>
  error instanceof WhmError && error.kind === 'api' && /already exists/i.test(`${error.reason ?? ''} ${error.message}`);

/** Makes the WHM package carry these limits; nothing is sent when it already does (editpkg touches every account on it). */
async function ensureOnWhm(
  client: WhmClient,
  wanted: WhmPackageLimits,
  listed?: WhmPackage[],
): Promise<'created' | 'updated' | 'unchanged'> {
  const found = (listed ?? (await client.listPackages())).find((p) => p.name === wanted.name);
  if (found && carriesLimits(found, wanted)) return 'unchanged';
  if (!found) {
    try {
      await client.addPackage(wanted);
      return 'created';
    } catch (error) {
      // Made meanwhile (another instance, or by hand): set its limits instead.
      if (!alreadyExists(error)) throw error;
    }
  }
  await client.editPackage(wanted);
  return 'updated';
}

const namedWhmPackage = (pkg: HostingPackage): pkg is HostingPackage & { whmPackageName: string } =>
  Boolean(pkg.whmPackageName?.trim());

/**
 * The package whose quotas a WHM package carries: the oldest of ours that names it. The package admin lets two
 * packages share a WHM package only while they sell the same quotas; older data may not, and then the oldest wins
 * (the free package, for 'default') rather than each save or run turning the WHM package back and forth.
 */
function carriers(
  all: HostingPackage[],
): { carrier: HostingPackage & { whmPackageName: string }; others: HostingPackage[] }[] {
  const byWhmName = new Map<string, HostingPackage[]>();
  for (const pkg of [...all].sort((a, b) => a.id - b.id)) {
    if (!namedWhmPackage(pkg)) continue;
    const list = byWhmName.get(pkg.whmPackageName) ?? [];
    list.push(pkg);
    byWhmName.set(pkg.whmPackageName, list);
  }
  return [...byWhmName.values()].map(([carrier, ...others]) => ({
    carrier: carrier as HostingPackage & { whmPackageName: string },
    others,
  }));
}

export interface WhmPackageSyncDeps {
  db: Db;
  apiSettings: ApiSettingsService;
  packages: PackageService;
  jobs: JobRunner;
  log: AuditLog;
  now: () => Date;
}

export function createWhmPackageSync({ db, apiSettings, packages, jobs, log, now }: WhmPackageSyncDeps) {
  /** Every package's quotas onto its WHM package: one listpkgs, then addpkg/editpkg only where WHM differs. */
  async function syncAll(): Promise<Record<string, unknown>> {
    const whm = await apiSettings.getWhm();
    // Nothing is on WHM before it is configured; saving the settings queues this run again.
    if (!whm) return { skipped: 'WHM is not configured' };
    const groups = carriers(await packages.listPackages());
    const listed = await whm.client.listPackages();
    const outcomes: Record<string, string> = {};
    const failures: string[] = [];
    for (const { carrier, others } of groups) {
      const conflicting = others.filter((o) => !sameQuotas(o, carrier));
      if (conflicting.length) {
        log.warn(
          {
            event: 'whm-package-shared',
            whmPackage: carrier.whmPackageName,
            carrierId: carrier.id,
            otherIds: conflicting.map((o) => o.id),
          },
          "packages with different quotas share one WHM package; it carries the oldest one's",
        );
      }
      try {
        outcomes[carrier.whmPackageName] = await ensureOnWhm(whm.client, whmLimitsOf(carrier), listed);
      } catch (error) {
        failures.push(`${carrier.whmPackageName}: ${describeWhmError(error)}`);
      }
    }
    const changed = Object.entries(outcomes).filter(([, outcome]) => outcome !== 'unchanged');
    if (changed.length)
      log.info(
        { event: 'whm-packages-synced', packages: Object.fromEntries(changed) },
        'package quotas written to WHM',
      );
    if (failures.length) throw new Error(`WHM packages not updated: ${failures.join('; ')}`.slice(0, 500));
    // A package saved while this ran may have been read before its change (its own run was merged into this one).
    const after = carriers(await packages.listPackages());
    const stale = after.some(({ carrier }) => {
      const before = groups.find((g) => g.carrier.whmPackageName === carrier.whmPackageName)?.carrier;
      return !before || before.id !== carrier.id || !sameQuotas(before, carrier);
    });
    if (stale) throw new Error('A package changed while WHM was being updated; updating again');
    return { packages: outcomes };
  }

  jobs.register(WHM_PACKAGES_JOB, () => syncAll());

  return {
    /** Queues a run of syncAll, due now (in the caller's transaction when given: the run exists iff the save does). */
    async schedule(tx: DbOrTx = db) {
      await enqueueJob(tx, WHM_PACKAGES_JOB, {}, { dedupeKey: WHM_PACKAGES_JOB, maxAttempts: 8, runAt: now() });
      // A run waiting out a backoff is made due: the change should not wait for it.
      await runJobsNow(tx, [WHM_PACKAGES_JOB], now());
    },
    nudge: () => jobs.nudge(),

    /**
     * Before an account is created on or moved to a package: its WHM package carries the package's quotas now
     * (not after the next run). Throws an Error saying which WHM package could not be set, and why.
     */
    async ensurePackage(client: WhmClient, pkg: HostingPackage): Promise<void> {
      if (!namedWhmPackage(pkg)) return;
      const group = carriers(await packages.listPackages()).find(
        (g) => g.carrier.whmPackageName === pkg.whmPackageName,
      );
      const carrier = group?.carrier ?? pkg;
      try {
        const outcome = await ensureOnWhm(client, whmLimitsOf(carrier));
        if (outcome !== 'unchanged')
          log.info(
            { event: 'whm-package-synced', whmPackage: carrier.whmPackageName, outcome },
            'package quotas written to WHM',
          );
      } catch (error) {
        throw new Error(
          `The quotas of WHM package “${carrier.whmPackageName}” could not be set: ${describeWhmError(error)}`,
        );
      }
    },
  };
}

export type WhmPackageSync = ReturnType<typeof createWhmPackageSync>;
