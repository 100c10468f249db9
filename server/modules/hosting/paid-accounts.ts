import type { SiteGuardSlot } from './site-guard.js';
import { accountJobOrderKey } from './account-job-order.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import type { Provisioning } from './provisioning.js';
import { findAccountByDomain, findAccountById, insertAccount, isDomainTaken, updateAccount } from './repo.js';
import { describeWhmError } from './whm-errors.js';

// Hosting accounts bought through paid hosting. They are ordinary hosting rows on the package's WHM
// plan, provisioned by the same row-first job as free accounts; the paid-hosting module decides when they are
// created, suspended and unsuspended, and this file carries that out on the row and, through a job, on WHM.

/** Every suspension reason billing writes starts with this (paid-hosting/lifecycle.ts); an admin's does not. */
export const BILLING_REASON_PREFIX = 'HostFree: ';

export const SUSPENSION_JOB = 'hosting.suspension';
const suspensionJobKey = (accountId: number) => `${SUSPENSION_JOB}:${accountId}`;

/** Every suspension reason written because the owner was suspended (owner-suspension.ts) starts with this. */
export const OWNER_REASON_PREFIX = 'Owner suspended: ';
export const isOwnerSuspensionReason = (reason: string | null | undefined) =>
  Boolean(reason?.startsWith(OWNER_REASON_PREFIX));

/**
 * In the caller's transaction: a job that makes WHM match the row (suspended or not), retried until WHM answers. The
 * dedupe key keeps one per account queued or running; answers whether this call queued it.
 */
export async function enqueueSuspensionSync(
  tx: DbOrTx,
  accountId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  return Boolean(
    await enqueueJob(
      tx,
      SUSPENSION_JOB,
      { accountId, reason },
      { dedupeKey: suspensionJobKey(accountId), orderKey: accountJobOrderKey(accountId), maxAttempts: 100, runAt: now },
    ),
  );
}

export interface PaidAccountsDeps {
  db: Db;
  secretBox: SecretBox;
  apiSettings: ApiSettingsService;
  provisioning: Provisioning;
  jobs: JobRunner;
  log: AuditLog;
  now: () => Date;
  /** The abuse name check: a custom domain held for review opens its case with the account (site-guard.ts). */
  guard: SiteGuardSlot;
}

export interface PaidAccountAccess {
  id: number;
  domain: string;
  status: string;
  cpanelUsername: string | null;
  cpanelPassword: string | null;
  cpanelUrl: string | null;
  provisionError: string | null;
}

export function createPaidAccounts({
  db,
  secretBox,
  apiSettings,
  provisioning,
  jobs,
  log,
  now,
  guard,
}: PaidAccountsDeps) {
  /** Makes WHM match the row: suspended rows are suspended there, active ones unsuspended. Retried by the queue. */
  async function syncSuspension(accountId: number, reason: string): Promise<string> {
    const account = await findAccountById(db, accountId);
    if (!account || !account.cpanelUsername || !account.whmAccountId) return 'not-on-whm';
    const whm = await apiSettings.getWhm();
    if (!whm) throw new Error('WHM is not configured');
    const wanted = account.status;
    try {
      const summary = await whm.client.accountSummary({ user: account.cpanelUsername });
      if (wanted === 'suspended' && !summary?.suspended)
        await whm.client.suspendAccount(account.cpanelUsername, reason);
      else if (wanted === 'active' && summary?.suspended) await whm.client.unsuspendAccount(account.cpanelUsername);
    } catch (error) {
      throw new Error(describeWhmError(error));
    }
    // The row changed while WHM was being called (paid again during a suspension): go round once more.
    const after = await findAccountById(db, accountId);
    if (after && after.status !== wanted) throw new Error('The account changed while WHM was updated; retrying');
    log.info(
      { event: wanted === 'suspended' ? 'hosting-suspended' : 'hosting-unsuspended', accountId, reason },
      'WHM suspension synced',
    );
    return wanted;
  }

  const isBillingReason = (reason: string) => reason.startsWith(BILLING_REASON_PREFIX);

  jobs.register(
    SUSPENSION_JOB,
    async (job) => {
      const payload = job.payload as { accountId?: unknown; reason?: unknown };
      return {
        state: await syncSuspension(Number(payload.accountId), String(payload.reason ?? 'Suspended by HostFree')),
      };
    },
    { lane: 'provisioning' },
  );

  /**
   * Billing suspends and lifts; an admin's suspension (hosting/suspension.ts) is not billing's to lift:
   * a payment lifts only a suspension whose reason billing wrote, and billing never overwrites an admin's reason.
   */
  async function setSuspended(accountId: number, suspended: boolean, reason: string) {
    const account = await findAccountById(db, accountId);
    if (!account) return false;
    // A row still waiting for WHM keeps 'pending': provisioning creates it, and a suspended order is suspended after.
    if (account.status === 'pending') return false;
    // An owner's suspension yields to billing's own (lifting the owner's suspension then keeps billing's),
    // but a payment does not lift it.
    const byOwner = account.status === 'suspended' && isOwnerSuspensionReason(account.suspendReason);
    if (byOwner && !suspended) return false;
    const byAdmin =
      account.status === 'suspended' && !!account.suspendReason && !isBillingReason(account.suspendReason) && !byOwner;
    if (byAdmin) return false;
    const status = suspended ? 'suspended' : 'active';
    await db.transaction(async (tx) => {
      if (account.status !== status || account.suspendReason !== (suspended ? reason : null)) {
        await updateAccount(tx, accountId, { status, suspendReason: suspended ? reason : null }, now());
      }
      await enqueueSuspensionSync(tx, accountId, reason, now());
    });
    jobs.nudge();
    return true;
  }

  return {
    isDomainHosted: (domain: string) => isDomainTaken(db, domain),

    /** The cPanel username of the account on a domain once WHM has it (the pending-orders list shows it). */
    async findCpanelUsername(domain: string): Promise<string | null> {
      const account = await findAccountByDomain(db, domain);
      return account?.whmAccountId ? account.cpanelUsername : null;
    },

    /** Inside the caller's transaction: the row ('pending') and its provisioning job, or undefined when the domain is taken. */
    async createPaidAccount(
      tx: Tx,
      input: {
        userId: number;
        domain: string;
        packageId: number;
        diskLimit: number;
        bandwidthLimit: number;
        /** Days since the domain's registration, as the registry told paid hosting; undefined when unknown. */
        domainAgeDays?: number;
      },
    ) {
      const label = input.domain.split('.')[0]!;
      const row = await insertAccount(tx, {
        userId: input.userId,
        packageId: input.packageId,
        domain: input.domain,
        subdomain: label,
        status: 'pending',
        diskLimit: input.diskLimit,
        bandwidthLimit: input.bandwidthLimit,
      });
      if (row) {
        await provisioning.enqueueProvisioning(tx, row.id);
        const verdict = await guard.get().checkName(row.domain, 'custom', tx, input.domainAgeDays);
        if (verdict.outcome !== 'allow')
          await guard
            .get()
            .nameHeldForReview(
              tx,
              { id: row.id, userId: row.userId, domain: row.domain, createdAt: row.createdAt },
              verdict.review,
            );
      }
      return row;
    },

    /** One provisioning attempt now (the buyer is waiting); a failure stays on the row and the job retries. */
    async tryProvisionNow(accountId: number) {
      try {
        await provisioning.provisionAccount(accountId);
        await provisioning.cancelProvisioning(accountId);
      } catch {
        // Recorded on the row by provisioning; the queued job keeps retrying with backoff.
      }
      jobs.nudge();
    },

    /** What the confirm answer and the dashboard show: status, cPanel username/password, panel address. */
    async readAccess(accountId: number): Promise<PaidAccountAccess | undefined> {
      const account = await findAccountById(db, accountId);
      if (!account) return undefined;
      const whm = await apiSettings.getWhm().catch(() => null);
      return {
        id: account.id,
        domain: account.domain,
        status: account.status,
        cpanelUsername: account.cpanelUsername,
        cpanelPassword: account.cpanelPassword ? secretBox.open(account.cpanelPassword) : null,
        cpanelUrl: whm?.panelUrl ?? null,
        provisionError: account.provisionError,
      };
    },

    suspend: (accountId: number, reason: string) => setSuspended(accountId, true, reason),
    unsuspend: (accountId: number) => setSuspended(accountId, false, 'Payment received'),
  };
}

export type PaidAccounts = ReturnType<typeof createPaidAccounts>;
