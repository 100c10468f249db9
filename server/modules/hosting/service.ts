import { fillMessage } from '../../../contract/i18n/format.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import {
  HOSTING_MESSAGES,
  hostingAccountListResponse,
  normaliseSubdomainLabel,
  type RegisterDomainBody,
} from '../../../contract/hosting.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MailService } from '../mail/index.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { watchHostingChanges } from './change-watch.js';
import { createOwnListCache } from './own-list-cache.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { createSuspension } from './suspension.js';
import { createOwnerSuspension } from './owner-suspension.js';
import { createIdleSuspension } from './idle-suspension.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { GroupService } from '../groups/index.js';
import type { PackageService } from '../packages/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import { createHostingAdmin } from './admin-service.js';
import { createAvailability } from './availability.js';
import { createCreation } from './creation.js';
import { createPaidAccounts } from './paid-accounts.js';
import { createPaidPackageChange } from './paid-package-change.js';
import { createProvisioning } from './provisioning.js';
import { createRemoval } from './removal.js';
import {
  countAccounts,
  countFreeAccountsForUser,
  findAccountByDomain,
  findAccountById,
  listAccountsOfUser as listAccountRowsOfUser,
  prepareListAccountsOfUser,
} from './repo.js';
import { createSignOn } from './sign-on.js';
import { createSiteGuardSlot, type SiteGuard } from './site-guard.js';
import { createSiteAddresses } from './site-addresses.js';
import { createStatsService } from './stats-service.js';
import { createWhmPackageSync } from './whm-packages.js';
import { toAdminAccountView, toHostingAccountView } from './views.js';

export interface HostingServiceDeps {
  db: Db;
  secretBox: SecretBox;
  groups: GroupService;
  packages: PackageService;
  accounts: AccountsService;
  apiSettings: ApiSettingsService;
  rateLimits: RateLimitService;
  jobs: JobRunner;
  mail: MailService;
  hostedDomain: string;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
  /** Lets the admin list answer from memory until something it shows changes (admin-service.ts). */
  changeFeed?: ChangeFeed;
}

/** Who is asking: owners see their own accounts, admins any; anyone else's id answers 404. */
export interface HostingActor {
  id: number;
  role: 'client' | 'admin';
  userGroupId: number | null;
}

/**
 * Free hosting accounts: domain search, creation under the group quota, provisioning on WHM through the job
 * queue, stats, cPanel sign-on and the admin's hosting administration. The parts live in their own files;
 * this is the one surface other modules and the routes call.
 */
export function createHostingService(deps: HostingServiceDeps) {
  const { db, groups, apiSettings, rateLimits, hostedDomain } = deps;
  const guard = createSiteGuardSlot();
  const availability = createAvailability({ db, apiSettings, hostedDomain, log: deps.log, guard });
  const whmPackages = createWhmPackageSync(deps);
  const provisioning = createProvisioning({ ...deps, whmPackages, guard });
  const creation = createCreation({ ...deps, availability, provisioning, guard });
  const siteAddresses = createSiteAddresses({ db, apiSettings });
  const stats = createStatsService(deps);
  const signOn = createSignOn(deps);
  const removal = createRemoval({ ...deps, provisioning });
  // One watch of hosting changes for every cache of hosting reads in this instance (change-watch.ts).
  const changes = watchHostingChanges(deps);
  const admin = createHostingAdmin({ ...deps, changes, whmPackages });
  const listAccountsOfUser = prepareListAccountsOfUser(db);
  const ownLists = createOwnListCache<{ list: ReturnType<typeof toHostingAccountView>[]; answer: ReadyAnswer }>(
    changes,
    deps.now,
  );
  const readOwnList = (userId: number) =>
    ownLists.read(userId, async () => {
      const list = (await listAccountsOfUser(userId)).map(toHostingAccountView);
      // The answer's JSON is made once per change, not per request.
      return { list, answer: createReadyAnswer(JSON.stringify(hostingAccountListResponse.parse(list))) };
    });
  const paid = createPaidAccounts({ ...deps, provisioning, guard });
  const paidPackages = createPaidPackageChange({ ...deps, whmPackages });
  const suspension = createSuspension(deps);

  // WHM may have just become reachable: pending accounts should not wait for their next backoff, and the
  // packages' quotas go onto (perhaps another server's) WHM packages.
  apiSettings.onSettingsChanged(async () => {
    await whmPackages.schedule();
    await provisioning.retryPendingAccounts();
  });

  async function findVisibleAccount(actor: HostingActor, accountId: number) {
    const account = await findAccountById(db, accountId);
    if (!account || (account.userId !== actor.id && actor.role !== 'admin'))
      throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
    return account;
  }

  return {
    /** When the app closes: its caches stop hearing this process's hosting writes. */
    stopWatchingChanges: () => changes.stop(),
    /** The user's free sites (accounts on a free package): what the group quota counts. */
    countFreeAccountsForUser: (userId: number, tx: DbOrTx = db) => countFreeAccountsForUser(tx, userId),
    /** For stats and package administration: accounts overall, by status or on a package. */
    countAccounts: (filter: { status?: string; packageId?: number } = {}) => countAccounts(db, filter),

    /** GET /api/user/can-create-hosting-account: the user's group quota against their accounts. */
    async checkCanCreateAccount(user: { id: number; userGroupId: number | null }) {
      const [limits, currentAccounts] = await Promise.all([
        groups.resolveGroupLimits(user.userGroupId),
        countFreeAccountsForUser(db, user.id),
      ]);
      return {
        canCreate: currentAccounts < limits.maxHostingAccounts,
        currentAccounts,
        maxAccounts: limits.maxHostingAccounts,
      };
    },

    /** POST /api/check-domain-availability; per-address limit (not for admins, whose form checks as they type). */
    async checkAvailability(domain: string, caller: { ip: string; isAdmin: boolean }) {
      if (!caller.isAdmin) await rateLimits.consumeAttempt(RATE_LIMITS.domainCheckPerAddress, caller.ip);
      return availability.checkAvailability(domain);
    },

    registerDomain: (body: RegisterDomainBody, client: ClientMeta) => creation.registerDomain(body, client),
    createAccount: (user: HostingActor, body: { subdomain: string; packageId?: number }) =>
      creation.createForUser(user, body),

    /** GET /api/hosting-accounts: the caller's own accounts, oldest first. */
    /** GET /api/hosting-accounts: from memory while no hosting row has changed (own-list-cache.ts). */
    async listOwnAccounts(userId: number) {
      return (await readOwnList(userId)).list;
    },
    /** The same list as JSON made once per change, for the route (lib/ready-answer.ts). */
    async ownAccountsAnswer(userId: number): Promise<ReadyAnswer> {
      return (await readOwnList(userId)).answer;
    },
    /** That answer if it is kept now (no promise), else undefined. */
    keptOwnAccountsAnswer: (userId: number): ReadyAnswer | undefined => ownLists.peek(userId)?.answer,

    async readStats(actor: HostingActor, accountId: number) {
      return stats.readStats(await findVisibleAccount(actor, accountId));
    },

    /** POST /api/cpanel-login {domain}: the label or the full name of one of the caller's accounts. */
    async cpanelLogin(actor: HostingActor, domainInput: string) {
      const label = normaliseSubdomainLabel(domainInput, hostedDomain);
      const account = label ? await findAccountByDomain(db, `${label}.${hostedDomain}`) : undefined;
      if (!account || (account.userId !== actor.id && actor.role !== 'admin'))
        throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
      return signOn.cpanelLogin(account);
    },

    // Admin side.
    listAdminAccounts: admin.listAccounts,
    createAnonymousAccount: admin.createAnonymousAccount,
    createAccountForUser: (body: { domain: string; packageId: number; userId: number }) =>
      creation.createForAdmin(body),
    listAccountGroups: admin.listAccountGroups,
    changeGroupPackage: admin.changeGroupPackage,
    listWhmPackages: admin.listWhmPackages,
    whmLogin: signOn.whmLogin,
    suspendAccount: suspension.suspend,
    unsuspendAccount: suspension.unsuspend,
    /** Every account of a suspended person (and back), in the caller's transaction, WHM through jobs. */
    ...createOwnerSuspension(deps),
    /** The idle rule's own suspension kind (idle-suspension.ts), WHM through the same job. */
    ...createIdleSuspension(deps),
    /** Abuse reports: the site a report names, and its owner's other sites. */
    findAccountByDomain: (domain: string) => findAccountByDomain(db, domain),
    findAccountById: (accountId: number) => findAccountById(db, accountId),
    listAccountsOfUser: (userId: number) => listAccountRowsOfUser(db, userId),
    /** The abuse module's guard on names as they are claimed and sites as they go live (site-guard.ts). */
    useSiteGuard: (next: SiteGuard) => guard.use(next),
    /** The name check of a custom domain (paid hosting), through the same guard, with its registration age. */
    checkCustomDomainName: (domain: string, ageDays?: number) =>
      guard.get().checkName(domain, 'custom', undefined, ageDays),
    /** The content scan: where a hosted site is served from, and which sites are live (site-addresses.ts). */
    ...siteAddresses,

    /** POST /api/admin/fix-whm-account/{id}: provision or re-link now; 502 with the reason when it cannot. */
    async fixAccount(accountId: number) {
      if (!(await findAccountById(db, accountId))) throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
      let outcome;
      try {
        outcome = await provisioning.provisionNow(accountId);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Provisioning failed';
        // Unset WHM is a precondition the admin can fix (409); anything else is WHM failing (502).
        throw new AppError(message === HOSTING_MESSAGES.whmNotConfigured ? 'CONFLICT' : 'UPSTREAM_FAILED', message);
      }
      if (outcome === 'gone') throw new AppError('NOT_FOUND', HOSTING_MESSAGES.accountNotFound);
      const account = (await findAccountById(db, accountId))!;
      // The change happened on WHM and in provisioning's own writes; the event follows them.
      await db.transaction((tx) =>
        deps.audit.record(tx, {
          action: 'hosting.fixed',
          subjectUserId: account.userId,
          targetType: 'hosting_account',
          targetId: accountId,
          details: { domain: account.domain, outcome },
        }),
      );
      const { whmData: _omit, ...view } = toAdminAccountView(account, null);
      const message = fillMessage(
        {
          created: HOSTING_MESSAGES.whmFixCreated,
          relinked: HOSTING_MESSAGES.whmFixRelinked,
          already_active: HOSTING_MESSAGES.whmFixAlreadyActive,
        }[outcome],
        { domain: account.domain },
      );
      return { message, outcome, account: view };
    },

    deleteAccount: removal.deleteAccount,
    /** A module above hosting cleans up after a removed account (in the deleting transaction). */
    onAccountRemoved: removal.onAccountRemoved,
    /** Before deleting a user: removes each account on WHM, then its row; throws 502 (409 when WHM is unset) naming the rest. */
    removeAllAccountsOfUser: removal.removeAllAccountsOfUser,
    /** Accounts bought through paid hosting (the paid-hosting module drives them). */
    paid,
    /** A paid account's plan change: its package (row now, WHM through a retried job) and its use for a downgrade. */
    paidPackages,

    /**
     * A run that writes every package's quotas onto its WHM package. The package admin queues it in the
     * transaction that saves a package (then nudges); start.ts at start and every 15 minutes.
     */
    scheduleWhmPackageSync: (tx?: DbOrTx) => whmPackages.schedule(tx),
    nudgeWhmPackageSync: () => whmPackages.nudge(),

    /** Test and operations hook: every pending account gets a due provisioning job. */
    retryPendingAccounts: provisioning.retryPendingAccounts,
  };
}

export type HostingService = ReturnType<typeof createHostingService>;
