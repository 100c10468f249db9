import type { SiteGuardSlot } from './site-guard.js';
import { accountJobOrderKey } from './account-job-order.js';
import { FREE_PACKAGE_ID } from '../../../contract/constants.js';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { WhmAccount, WhmClient } from '../../integrations/whm/types.js';
import { cancelQueuedJob, enqueueJob, findJobByKey, runJobsNow } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { PackageService } from '../packages/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { MailService } from '../mail/index.js';
import { generateCpanelPassword, generateCpanelUsername } from './cpanel-credentials.js';
import {
  claimCpanelCredentials,
  findAccountById,
  isCpanelUsernameUsed,
  listPendingAccountIds,
  updateAccount,
  type HostingAccountRow,
} from './repo.js';
import { enqueueSuspensionSync, isOwnerSuspensionReason } from './paid-accounts.js';
import { describeWhmError, isUncertainOutcome, isUsernameConflict } from './whm-errors.js';
import type { WhmPackageSync } from './whm-packages.js';

// Provisioning that loses nothing: the account row exists first (status 'pending'), a job
// per account retries with backoff until WHM has the account, and every attempt first looks the account up,
// so a createacct that timed out but succeeded is re-linked instead of created twice. No transaction is
// held across a WHM call.

export const PROVISION_JOB = 'hosting.provision';
export const provisionJobKey = (accountId: number) => `${PROVISION_JOB}:${accountId}`;
/** With the queue's 10 s … 30 min backoff, 100 attempts keep retrying for about two days. */
const PROVISION_MAX_ATTEMPTS = 100;

export type ProvisionOutcome = 'created' | 'relinked' | 'already_active' | 'gone';

export class ProvisionError extends Error {}

export interface ProvisioningDeps {
  db: Db;
  secretBox: SecretBox;
  apiSettings: ApiSettingsService;
  packages: PackageService;
  jobs: JobRunner;
  /** The 'hosting-ready' mail is written with the row that turns the account active. */
  mail: MailService;
  accounts: AccountsService;
  /** The account's WHM package carries its package's quotas before createacct names it. */
  whmPackages: Pick<WhmPackageSync, 'ensurePackage'>;
  log: AuditLog;
  now: () => Date;
  /** Told in the transaction that makes a site live for the first time (site-guard.ts). */
  guard?: SiteGuardSlot;
}

export function createProvisioning({
  db,
  secretBox,
  apiSettings,
  packages,
  jobs,
  mail,
  accounts,
  whmPackages,
  log,
  now,
  guard,
}: ProvisioningDeps) {
  async function recordFailure(account: HostingAccountRow, message: string): Promise<never> {
    await updateAccount(db, account.id, { provisionError: message }, now());
    log.warn(
      { event: 'hosting-provision-failed', accountId: account.id, reason: message },
      'hosting provisioning failed',
    );
    throw new ProvisionError(message);
  }

  async function markActive(
    account: HostingAccountRow,
    found: WhmAccount | null,
    packageLimits: { disk: number; bandwidth: number } | null,
    panelUrl: string,
  ) {
    // The owner was suspended while this account waited for WHM; it goes live suspended.
    const heldForOwner = isOwnerSuspensionReason(account.suspendReason);
    await db.transaction(async (tx) => {
      if (heldForOwner) await enqueueSuspensionSync(tx, account.id, account.suspendReason!, now());
      await updateAccount(
        tx,
        account.id,
        {
          status: found?.suspended || heldForOwner ? 'suspended' : 'active',
          whmAccountId: account.cpanelUsername,
          provisionError: null,
          provisionedAt: account.provisionedAt ?? now(),
          ...(packageLimits ? { diskLimit: packageLimits.disk, bandwidthLimit: packageLimits.bandwidth } : {}),
        },
        now(),
      );
      // First time live: tell the owner, once per account (the key makes a re-link or a Fix not send it again).
      if (account.provisionedAt) return;
      await guard?.get().siteWentLive(tx, {
        id: account.id,
        userId: account.userId,
        domain: account.domain,
        createdAt: account.createdAt,
      });
      const owner = await accounts.findContact(account.userId, tx);
      if (!owner?.email) return;
      await mail.enqueue(tx, {
        template: 'hosting-ready',
        to: owner.email,
        userId: owner.id,
        dedupeKey: `hosting-ready:${account.id}`,
        data: { domain: account.domain, cpanelUrl: panelUrl, cpanelUsername: account.cpanelUsername },
      });
    });
    mail.nudge();
  }

  /** The stored cPanel username, or a new one claimed on the row before WHM ever hears of it. */
  async function ensureCredentials(account: HostingAccountRow): Promise<HostingAccountRow> {
    if (account.cpanelUsername && account.cpanelPassword) return account;
    for (let attempt = 0; attempt < 6; attempt++) {
      const username = generateCpanelUsername(account.subdomain, attempt);
      if (await isCpanelUsernameUsed(db, username)) continue;
      const claimed = await claimCpanelCredentials(
        db,
        account.id,
        username,
        secretBox.seal(generateCpanelPassword()),
        now(),
      );
      // A parallel run claimed first: use its name, so both talk about one WHM account.
      return claimed ?? (await findAccountById(db, account.id))!;
    }
    throw new ProvisionError('Could not choose a cPanel username');
  }

  /** Our account already on WHM under our username and domain (a previous attempt's createacct succeeded)? */
  async function findExisting(client: WhmClient, account: HostingAccountRow): Promise<WhmAccount | null> {
    const byUser = await client.accountSummary({ user: account.cpanelUsername! });
    if (byUser && byUser.domain.toLowerCase() === account.domain) return byUser;
    if (byUser) {
      // The name belongs to someone else's account on the server: choose another one next time.
      await updateAccount(db, account.id, { cpanelUsername: null, cpanelPassword: null }, now());
      throw new ProvisionError('The cPanel username is taken on WHM; a new one will be chosen');
    }
    const byDomain = await client.accountSummary({ domain: account.domain });
    // Never hand another account on the server to this user: only our own username is re-linked.
    if (byDomain) throw new ProvisionError(`The domain ${account.domain} already exists on WHM under another account`);
    return null;
  }

  /** One attempt: re-link or create. Throws ProvisionError (recorded on the row) when it did not succeed. */
  async function provisionAccount(accountId: number, options: { recheck?: boolean } = {}): Promise<ProvisionOutcome> {
    let account: HostingAccountRow | undefined = await findAccountById(db, accountId);
    if (!account) return 'gone';
    const wasLinked = account.status !== 'pending' && Boolean(account.whmAccountId);
    // A linked account is done, unless an admin's Fix asks to check it on WHM (its panel data is missing).
    if (wasLinked && !options.recheck) return 'already_active';
    const whm = await apiSettings.getWhm();
    if (!whm) return recordFailure(account, HOSTING_MESSAGES.whmNotConfigured);
    const pkg =
      (await packages.findPackageById(account.packageId)) ?? (await packages.findPackageById(FREE_PACKAGE_ID));
    const limits = pkg ? { disk: pkg.diskSpaceQuota, bandwidth: pkg.bandwidthQuota } : null;
    try {
      account = await ensureCredentials(account);
      const existing = await findExisting(whm.client, account);
      if (existing) {
        await markActive(account, existing, limits, whm.panelUrl);
        if (wasLinked) return 'already_active';
        log.info(
          { event: 'hosting-relinked', accountId, cpanelUsername: account.cpanelUsername },
          'hosting account re-linked to WHM',
        );
        return 'relinked';
      }
      // The account gets its quotas from its WHM package (plan=…); that package must carry them first, or the
      // account would start with whatever limits the WHM package happens to have.
      if (pkg) {
        try {
          await whmPackages.ensurePackage(whm.client, pkg);
        } catch (error) {
          return recordFailure(account, error instanceof Error ? error.message : 'The WHM package could not be set');
        }
      }
      try {
        await whm.client.createAccount({
          username: account.cpanelUsername!,
          domain: account.domain,
          password: secretBox.open(account.cpanelPassword!),
          plan: pkg?.whmPackageName || 'default',
        });
      } catch (error) {
        // A rival run (or a lost answer) may have created it: look once more before calling it a failure.
        const after = await findExisting(whm.client, account).catch(() => null);
        if (after) {
          await markActive(account, after, limits, whm.panelUrl);
          return 'relinked';
        }
        if (isUsernameConflict(error))
          await updateAccount(db, account.id, { cpanelUsername: null, cpanelPassword: null }, now());
        const reason = describeWhmError(error);
        return recordFailure(account, isUncertainOutcome(error) ? `${reason}; it will be checked and retried` : reason);
      }
      await markActive(account, null, limits, whm.panelUrl);
      log.info(
        { event: 'hosting-provisioned', accountId, cpanelUsername: account.cpanelUsername },
        'hosting account created on WHM',
      );
      return 'created';
    } catch (error) {
      if (error instanceof ProvisionError) {
        const current = await findAccountById(db, accountId);
        if (current?.provisionError !== error.message)
          await updateAccount(db, accountId, { provisionError: error.message }, now());
        throw error;
      }
      return recordFailure(account, describeWhmError(error));
    }
  }

  /** Queues the provisioning of an account: inside the caller's transaction, so the job exists iff the row does. */
  async function enqueueProvisioning(tx: DbOrTx, accountId: number) {
    await enqueueJob(
      tx,
      PROVISION_JOB,
      { accountId },
      {
        dedupeKey: provisionJobKey(accountId),
        orderKey: accountJobOrderKey(accountId),
        maxAttempts: PROVISION_MAX_ATTEMPTS,
        runAt: now(),
      },
    );
  }

  jobs.register(
    PROVISION_JOB,
    async (job) => {
      const accountId = Number((job.payload as { accountId?: unknown }).accountId);
      return { outcome: await provisionAccount(accountId) };
    },
    { lane: 'provisioning' },
  );

  return {
    provisionAccount,
    enqueueProvisioning,

    /** After the admin saves WHM settings: every pending account gets a due job (a new one if its job gave up). */
    async retryPendingAccounts() {
      const ids = await listPendingAccountIds(db);
      const t = now();
      for (const id of ids) {
        const job = await findJobByKey(db, provisionJobKey(id));
        if (!job) await enqueueProvisioning(db, id);
      }
      await runJobsNow(db, ids.map(provisionJobKey), t);
      jobs.nudge();
    },

    /** The admin's Fix: one attempt now; a success ends the waiting job. */
    async provisionNow(accountId: number) {
      const outcome = await provisionAccount(accountId, { recheck: true });
      await cancelQueuedJob(db, provisionJobKey(accountId), now());
      return outcome;
    },

    cancelProvisioning: (accountId: number) => cancelQueuedJob(db, provisionJobKey(accountId), now()),
  };
}

export type Provisioning = ReturnType<typeof createProvisioning>;
