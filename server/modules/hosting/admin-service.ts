import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  HOSTING_MESSAGES,
  adminHostingListResponse,
  type AdminHostingListQuery,
  type AdminHostingListResponse,
  type AdminHostingUserEntry,
  type WhmData,
} from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { WhmAccount } from '../../integrations/whm/types.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { listPackageNamesByWhmName, type PackageService } from '../packages/index.js';
import {
  countAccountsPerPackage,
  listAccountsForAdmin,
  listAccountsOnPackage,
  readHostingStamp,
  type AdminListRow,
} from './admin-repo.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import type { HostingChangeWatch } from './change-watch.js';
import { updateAccount } from './repo.js';
import { toAdminAccountView, toWhmData, whmDataError } from './views.js';
import { describeWhmError } from './whm-errors.js';
import type { WhmPackageSync } from './whm-packages.js';
import { ADMIN_MESSAGES } from '../../../contract/admin.js';

export interface HostingAdminDeps {
  db: Db;
  apiSettings: ApiSettingsService;
  packages: PackageService;
  accounts: AccountsService;
  log: AuditLog;
  audit: AuditTrail;
  /** The target's WHM package carries its quotas before accounts are moved onto it. */
  whmPackages: Pick<WhmPackageSync, 'ensurePackage'>;
  now: () => Date;
}

// WHM's account list is read at most this often for the admin list (which refetches every 60 s, 001 §9):
// one listaccts per page view at worst, shared by page changes and refreshes in between.
const WHM_LIST_CACHE_MS = 30_000;
const ACCOUNTS_SHOWN_PER_GROUP = 50;
/**
 * A page of the admin list is answered from memory for this long at most (20,000 accounts). Any change
 * to the rows it shows drops it at once (this process's writes directly, every instance's through the change
 * feed), so this bounds only what nobody here changed: WHM edited by hand, a new WHM address.
 */
const LIST_CACHE_MS = 5_000;
const LIST_CACHE_PAGES = 200;

export function createHostingAdmin({
  db,
  apiSettings,
  packages,
  accounts,
  log,
  now,
  audit,
  changes,
  whmPackages,
}: HostingAdminDeps & { changes: HostingChangeWatch }) {
  let whmListCache: { at: number; origin: string; stamp: string; byDomain: Map<string, WhmAccount> } | undefined;
  // Pages answered lately, valid while the change watch's generation has not moved; kept only once it listens.
  const pages = new Map<string, { at: number; generation: number; answer: ReadyAnswer }>();
  // Pages being read now, shared by the requests that ask for them meanwhile (same generation only).
  const reading = new Map<string, { generation: number; answer: Promise<ReadyAnswer> }>();
  changes.onChange(() => {
    pages.clear();
    whmListCache = undefined;
  });

  /** WHM's accounts by domain, or an error text for every row (WHM unset or down). */
  async function readWhmAccounts(): Promise<Map<string, WhmAccount> | string> {
    const whm = await apiSettings.getWhm();
    if (!whm) return HOSTING_MESSAGES.whmNotConfigured;
    const t = now().getTime();
    // Our own changes (create, Fix, delete, package change) show at once: they move the stamp (or, with the change
    // feed listening, the generation, which costs no query).
    const stamp = changes.listening ? `generation:${changes.generation}` : await readHostingStamp(db);
    if (
      whmListCache &&
      whmListCache.origin === whm.whmApiUrl &&
      whmListCache.stamp === stamp &&
      t - whmListCache.at < WHM_LIST_CACHE_MS
    )
      return whmListCache.byDomain;
    try {
      // The client searches literally, so one unfiltered listaccts serves the whole page (never one call per row).
      const list = await whm.client.listAccounts();
      const byDomain = new Map(list.map((a) => [a.domain.toLowerCase(), a]));
      whmListCache = { at: t, origin: whm.whmApiUrl, stamp, byDomain };
      return byDomain;
    } catch (error) {
      return describeWhmError(error);
    }
  }

  /** With WHM's listing at hand the disk figures are WHM's own (the Live bars), not the last stored ones. */
  function liveAccount(row: AdminListRow, whm: Map<string, WhmAccount> | string) {
    const found = typeof whm === 'string' ? undefined : whm.get(row.account.domain);
    if (!found) return row.account;
    return { ...row.account, diskUsage: found.diskUsedMb, diskLimit: found.diskLimitMb ?? row.account.diskLimit };
  }

  function whmDataOf(row: AdminListRow, whm: Map<string, WhmAccount> | string): WhmData | null {
    if (typeof whm === 'string') return whmDataError(whm);
    const found = whm.get(row.account.domain);
    return found ? toWhmData(found) : null;
  }

  /** One page of accounts (flat and grouped per owner) with WHM's data, read now. */
  async function readPage(query: AdminHostingListQuery): Promise<AdminHostingListResponse> {
    const groupId =
      query.groupId === 'all' || query.groupId === '' || query.groupId === undefined ? undefined : query.groupId;
    const { rows, total } = await listAccountsForAdmin(db, {
      search: query.search || undefined,
      groupId,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const whm = rows.length ? await readWhmAccounts() : new Map<string, WhmAccount>();
    const flat = rows.map((row) => ({
      ...toAdminAccountView({ ...liveAccount(row, whm), packageName: row.packageName }, whmDataOf(row, whm)),
      user: row.user,
    }));
    const grouped = new Map<number, AdminHostingUserEntry>();
    for (const { user, ...account } of flat) {
      const entry = grouped.get(user.id) ?? { ...user, hostingAccounts: [] };
      entry.hostingAccounts.push(account);
      grouped.set(user.id, entry);
    }
    const totalPages = Math.max(1, Math.ceil(total / query.limit));
    return {
      accounts: flat,
      users: [...grouped.values()],
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages,
        hasPrevious: query.page > 1,
        hasNext: query.page < totalPages,
      },
    };
  }

  return {
    /**
     * GET /api/admin/hosting-accounts: one page as JSON ready to send, from memory while nothing it shows has
     * changed (LIST_CACHE_MS); a page of 50 groups is large, so it is not serialised again for every refresh.
     */
    async listAccounts(query: AdminHostingListQuery): Promise<ReadyAnswer> {
      const key = JSON.stringify([query.page, query.limit, query.search ?? '', query.groupId ?? '']);
      const t = now().getTime();
      const cached = changes.listening ? pages.get(key) : undefined;
      if (cached && cached.generation === changes.generation && t - cached.at < LIST_CACHE_MS) return cached.answer;
      // Requests for a page being read wait for that read (at 200,000 accounts a page costs tens of ms,
      // and 50 admins' refreshes arriving together must not read it 50 times).
      const startedAt = changes.generation;
      const flight = reading.get(key);
      if (flight && flight.generation === startedAt) return flight.answer;
      const answer = readPage(query).then((page) =>
        createReadyAnswer(JSON.stringify(adminHostingListResponse.parse(page))),
      );
      reading.set(key, { generation: startedAt, answer });
      try {
        const ready = await answer;
        // A change that arrived while the page was read leaves it uncached: it may predate that change.
        if (changes.listening && startedAt === changes.generation) {
          if (pages.size >= LIST_CACHE_PAGES) pages.clear();
          pages.set(key, { at: t, generation: startedAt, answer: ready });
        }
        return ready;
      } finally {
        if (reading.get(key)?.answer === answer) reading.delete(key);
      }
    },

    /** POST /api/admin/create-anonymous-account: no device limit and no session (the admin stays signed in). */
    async createAnonymousAccount(client: ClientMeta) {
      const created = await accounts.createGeneratedAccount({ withoutSession: true }, client);
      return {
        id: created.user.id,
        username: created.username,
        password: created.password,
        recoveryPhrase: created.recoveryPhrase,
      };
    },

    /** GET /api/admin/account-groups: accounts grouped by their current package. */
    async listAccountGroups() {
      const counts = await countAccountsPerPackage(db);
      const groups = await Promise.all(
        counts.map(async ({ packageId, count }) => {
          const [pkg, rows] = await Promise.all([
            packages.findPackageById(packageId),
            listAccountsOnPackage(db, packageId, ACCOUNTS_SHOWN_PER_GROUP),
          ]);
          return {
            id: packageId,
            packageId,
            name: pkg?.name ?? `package-${packageId}`,
            displayName: pkg?.displayName ?? `Package ${packageId}`,
            whmPackageName: pkg?.whmPackageName ?? null,
            accountCount: count,
            accounts: rows.map((r) => ({
              id: r.id,
              domain: r.domain,
              status: r.status,
              cpanelUsername: r.cpanelUsername,
            })),
          };
        }),
      );
      return { groups };
    },

    /**
     * POST /api/admin/account-groups/{groupId}/change-package: changepackage on WHM for each account of the
     * group (one at a time: WHM serialises account changes anyway); only those WHM accepted move in our rows.
     * Accounts not on WHM yet move at once: their provisioning will use the new package.
     */
    async changeGroupPackage(fromPackageId: number, toPackageId: number) {
      const target = await packages.findPackageById(toPackageId);
      if (!target || !target.isActive)
        throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.packageNotFound, { field: 'packageId' });
      if (!target.whmPackageName)
        throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.whmPackageRequired, { field: 'packageId' });
      const rows = await listAccountsOnPackage(db, fromPackageId);
      if (!rows.length) throw new AppError('NOT_FOUND', HOSTING_MESSAGES.noAccountsOnPackage);
      const client = rows.some((r) => r.whmAccountId) ? await apiSettings.getWhmClient() : null;
      // Moved accounts take the target WHM package's limits: they must be the target package's quotas.
      const packageError = client
        ? await whmPackages.ensurePackage(client, target).then(
            () => null,
            (e: unknown) => (e instanceof Error ? e.message : 'WHM package not set'),
          )
        : null;
      const results: { id: number; domain: string; ok: boolean; error: string | null }[] = [];
      for (const row of rows) {
        let error: string | null = null;
        if (row.whmAccountId && row.cpanelUsername) {
          if (!client) error = HOSTING_MESSAGES.whmNotConfigured;
          else if (packageError) error = packageError;
          else {
            try {
              await client.changePackage(row.cpanelUsername, target.whmPackageName);
            } catch (e) {
              error = describeWhmError(e);
            }
          }
        }
        if (!error) {
          await db.transaction(async (tx) => {
            await updateAccount(
              tx,
              row.id,
              { packageId: target.id, diskLimit: target.diskSpaceQuota, bandwidthLimit: target.bandwidthQuota },
              now(),
            );
            await audit.record(tx, {
              action: 'hosting.package_changed',
              subjectUserId: row.userId,
              targetType: 'hosting_account',
              targetId: row.id,
              details: { domain: row.domain, from: fromPackageId, to: target.id },
            });
          });
        }
        results.push({ id: row.id, domain: row.domain, ok: !error, error });
      }
      const successful = results.filter((r) => r.ok).length;
      const failed = results.length - successful;
      log.info(
        { event: 'hosting-bulk-package-change', fromPackageId, toPackageId, successful, failed },
        'bulk package change',
      );
      return {
        message: failed
          ? `Package changed for ${successful} of ${results.length} accounts; ${failed} failed`
          : `Package changed for ${successful} accounts`,
        summary: { successful, failed },
        results,
      };
    },

    /** GET /api/admin/whm-packages: WHM's packages, named by our package that uses them when there is one. */
    async listWhmPackages() {
      const client = await apiSettings.getWhmClient();
      if (!client) throw new AppError('CONFLICT', HOSTING_MESSAGES.whmNotConfigured);
      const list = await client.listPackages().catch((error: unknown) => {
        log.warn({ event: 'whm-listpkgs-failed', reason: describeWhmError(error) }, 'WHM packages unavailable');
        throw new AppError('UPSTREAM_FAILED', HOSTING_MESSAGES.unableToConnect);
      });
      const names = await listPackageNamesByWhmName(db);
      return { packages: list.map((p) => ({ name: p.name, displayname: names.get(p.name) ?? p.name })) };
    },
  };
}
