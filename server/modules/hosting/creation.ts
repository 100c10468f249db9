import type { AuditTrail } from '../../lib/audit-trail.js';
import type { DeviceInfo } from '../../../contract/accounts.js';
import { FREE_PACKAGE_ID } from '../../../contract/constants.js';
import { HOSTING_MESSAGES, type RegisterDomainBody } from '../../../contract/hosting.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { GroupService } from '../groups/index.js';
import type { PackageService } from '../packages/index.js';
import { RATE_LIMITS, type RateLimitService } from '../rate-limit/index.js';
import type { Availability, ClaimCheck } from './availability.js';
import type { Provisioning } from './provisioning.js';
import type { SiteGuardSlot } from './site-guard.js';
import {
  countFreeAccountsForUser,
  findAccountById,
  insertAccount,
  lockUserQuota,
  type HostingAccountRow,
} from './repo.js';
import { toHostingAccountView } from './views.js';

/** PostgreSQL 23503, looking through Drizzle's wrapper. */
function isForeignKeyViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export interface CreationDeps {
  db: Db;
  groups: GroupService;
  packages: PackageService;
  accounts: AccountsService;
  rateLimits: RateLimitService;
  availability: Availability;
  provisioning: Provisioning;
  jobs: JobRunner;
  log: AuditLog;
  audit: AuditTrail;
  guard: SiteGuardSlot;
}

type Package = NonNullable<Awaited<ReturnType<PackageService['findPackageById']>>>;

/**
 * Creating hosting accounts: by a client (their group's quota, the free package only), by a visitor together
 * with an anonymous account (register-domain), and by an admin for anyone. Every path writes the row as
 * 'pending' and its provisioning job in one transaction; WHM is called afterwards by the job.
 */
export function createCreation({
  db,
  groups,
  packages,
  accounts,
  rateLimits,
  availability,
  provisioning,
  jobs,
  log,
  audit,
  guard,
}: CreationDeps) {
  /** A client may only use the free package (default 1); any other id is refused, never silently replaced. */
  async function requireFreePackage(packageId: number | undefined): Promise<Package> {
    const pkg = await packages.findPackageById(packageId ?? FREE_PACKAGE_ID);
    if (!pkg) throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.packageNotFound, { field: 'packageId' });
    if (!pkg.isFree || pkg.price !== 0 || !pkg.isActive)
      throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.freePackageOnly, { field: 'packageId' });
    return pkg;
  }

  async function insertPending(tx: Tx, userId: number, check: ClaimCheck, pkg: Package): Promise<HostingAccountRow> {
    const row = await insertAccount(tx, {
      userId,
      packageId: pkg.id,
      domain: check.domain,
      subdomain: check.label,
      status: 'pending',
      diskLimit: pkg.diskSpaceQuota,
      bandwidthLimit: pkg.bandwidthQuota,
    });
    // The unique index lost a race with a parallel request for the same name.
    if (!row) throw new AppError('CONFLICT', HOSTING_MESSAGES.taken, { field: 'subdomain' });
    await provisioning.enqueueProvisioning(tx, row.id);
    if (check.review)
      await guard
        .get()
        .nameHeldForReview(tx, { id: row.id, userId, domain: row.domain, createdAt: row.createdAt }, check.review);
    return row;
  }

  async function answer(row: HostingAccountRow) {
    jobs.nudge();
    const account = toHostingAccountView((await findAccountById(db, row.id))!);
    return { account, domain: account.domain };
  }

  /** Quota check and insert under one per-user lock: N parallel creates at the quota give exactly the allowed number. */
  async function createWithinQuota(
    user: { id: number; userGroupId: number | null },
    check: ClaimCheck,
    pkg: Package,
    enforceQuota: boolean,
    byAdmin = false,
  ) {
    return db.transaction(async (tx) => {
      await lockUserQuota(tx, user.id);
      if (enforceQuota) {
        const { maxHostingAccounts } = await groups.resolveGroupLimits(user.userGroupId, tx);
        if ((await countFreeAccountsForUser(tx, user.id)) >= maxHostingAccounts) {
          throw new AppError('QUOTA_EXCEEDED', HOSTING_MESSAGES.quotaExceeded, { maxAccounts: maxHostingAccounts });
        }
      }
      const row = await insertPending(tx, user.id, check, pkg);
      // Clients creating their own account is not an admin action; an admin creating one for someone is.
      if (byAdmin)
        await audit.record(tx, {
          action: 'hosting.created',
          subjectUserId: user.id,
          targetType: 'hosting_account',
          targetId: row.id,
          details: { domain: row.domain, packageId: pkg.id },
        });
      return row;
    });
  }

  return {
    /** POST /api/hosting-accounts. */
    async createForUser(
      user: { id: number; userGroupId: number | null },
      body: { subdomain: string; packageId?: number },
    ) {
      const pkg = await requireFreePackage(body.packageId);
      const check = await availability.requireAvailable(body.subdomain);
      const row = await createWithinQuota(user, check, pkg, true);
      log.info({ event: 'hosting-account-created', userId: user.id, accountId: row.id }, 'hosting account created');
      return answer(row);
    },

    /**
     * POST /api/admin/create-hosting-account: any active package, for any user. Admins bypass the group quota
     * (docs/decisions.md): the quota guards self-service, and an admin granting an extra site is deliberate.
     */
    async createForAdmin(body: { domain: string; packageId: number; userId: number }) {
      const pkg = await packages.findPackageById(body.packageId);
      if (!pkg || !pkg.isActive)
        throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.packageNotFound, { field: 'packageId' });
      const check = await availability.requireAvailable(body.domain, { byAdmin: true });
      const row = await createWithinQuota({ id: body.userId, userGroupId: null }, check, pkg, false, true).catch(
        (error: unknown) => {
          // The users foreign key is the existence check (hosting does not read the users table).
          if (isForeignKeyViolation(error))
            throw new AppError('NOT_FOUND', HOSTING_MESSAGES.userNotFound, { field: 'userId' });
          throw error;
        },
      );
      log.info(
        { event: 'hosting-account-created', userId: body.userId, accountId: row.id, byAdmin: true },
        'hosting account created by an admin',
      );
      return answer(row);
    },

    /**
     * POST /api/register-domain: an anonymous account (no e-mail, generated credentials) and its free hosting
     * account in ONE transaction, under the device limit and the per-address registration limit.
     */
    async registerDomain(body: RegisterDomainBody, client: ClientMeta) {
      await rateLimits.consumeAttempt(RATE_LIMITS.registrationPerAddress, client.ip);
      const pkg = await requireFreePackage(body.packageId);
      const check = await availability.requireAvailable(body.subdomain);
      const deviceInfo: DeviceInfo = {
        ...body.deviceInfo,
        ...(body.userAgent !== undefined ? { userAgent: body.userAgent } : {}),
        ...(body.screenResolution !== undefined ? { screenResolution: body.screenResolution } : {}),
        ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
        ...(body.platformInfo !== undefined ? { platformInfo: body.platformInfo } : {}),
        ...(body.macAddress ? { macAddress: body.macAddress } : {}),
      };
      let row: HostingAccountRow | undefined;
      const created = await accounts.createGeneratedAccount(
        {
          fingerprintHash: body.fingerprintHash,
          deviceInfo,
          withinTransaction: async (tx, user) => {
            row = await insertPending(tx, user.id, check, pkg);
          },
        },
        client,
      );
      log.info(
        { event: 'hosting-account-created', userId: created.user.id, accountId: row!.id, anonymous: true },
        'domain registered',
      );
      const { account, domain } = await answer(row!);
      return {
        token: created.token,
        user: created.user,
        plaintextCredentials: {
          username: created.username,
          password: created.password,
          recoveryPhrase: created.recoveryPhrase,
        },
        credentials: { password: created.password },
        account,
        domain,
      };
    },
  };
}
