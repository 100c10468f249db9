import { USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { AccountsService } from '../accounts/index.js';
import { toAdminUserView } from '../admin-users/index.js';
import type { ComputeService } from '../compute/index.js';
import type { HostingService } from '../hosting/index.js';
import type { PaymentsService } from '../payments/index.js';

// An admin suspends a person. One transaction changes what HostFree holds: the users row, the end
// of every session (every instance drops its cache on commit), every hosting row (WHM follows through hosting's own
// queued job), the audit events, and one job of this module for what lives at Stripe and the cloud providers.
// That job makes the outside match the person's state now (suspended or not), so it can retry through any outage,
// and a suspension lifted before it ran simply restores. docs/decisions.md, 'Suspending a person'.

export const APPLY_JOB = 'user-suspension.apply';
const applyJobKey = (userId: number) => `${APPLY_JOB}:${userId}`;

export interface UserSuspensionDeps {
  db: Db;
  jobs: JobRunner;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
  accounts: Pick<AccountsService, 'suspension' | 'findContact'>;
  hosting: Pick<HostingService, 'suspendAllOfOwner' | 'unsuspendAllOfOwner'>;
  compute: Pick<ComputeService, 'stopAllForUser' | 'startAllForUser'>;
  payments: Pick<PaymentsService, 'readSubscription' | 'pauseCollection' | 'resumeCollection'>;
  /** Every Stripe subscription billing the person (paid hosting, VPS, gift donations), from those modules. */
  subscriptionIdsOf(userId: number, email: string | null): Promise<string[]>;
}

export function createUserSuspensionService(deps: UserSuspensionDeps) {
  const { db, jobs, audit, log, now, accounts, hosting, compute, payments } = deps;

  /** Pauses (suspended) or resumes (not) every live subscription; one audit event per subscription changed. */
  async function matchSubscriptions(userId: number, suspended: boolean) {
    const contact = await accounts.findContact(userId);
    const ids = [...new Set(await deps.subscriptionIdsOf(userId, contact?.email ?? null))];
    for (const id of ids) {
      const sub = await payments.readSubscription(id);
      if (sub.hasEnded || sub.isCollectionPaused === suspended) continue;
      await (suspended ? payments.pauseCollection(id) : payments.resumeCollection(id));
      await audit.record(db, {
        action: suspended ? 'subscription.paused' : 'subscription.resumed',
        actorId: null,
        subjectUserId: userId,
        targetType: 'subscription',
        targetId: id,
        details: { withOwner: true },
      });
    }
  }

  /** Stops (suspended) or starts again (not) the person's machines; one audit event per machine. */
  async function matchMachines(userId: number, suspended: boolean) {
    const changed = suspended ? await compute.stopAllForUser(userId) : await compute.startAllForUser(userId);
    for (const id of changed) {
      await audit.record(db, {
        action: suspended ? 'compute.stopped' : 'compute.started',
        actorId: null,
        subjectUserId: userId,
        targetType: 'vps_instance',
        targetId: id,
        details: { withOwner: true },
      });
    }
  }

  jobs.register(APPLY_JOB, async (job) => {
    const userId = Number((job.payload as { userId?: unknown }).userId);
    const contact = await accounts.findContact(userId);
    if (!contact) return { state: 'user-gone' };
    const suspended = await accounts.suspension.isSuspended(userId);
    await matchMachines(userId, suspended);
    await matchSubscriptions(userId, suspended);
    // Lifted (or suspended again) while this ran: the job is still held, so a new one could not be queued; go again.
    if ((await accounts.suspension.isSuspended(userId)) !== suspended)
      throw new Error('The suspension changed while it was applied; retrying');
    log.info(
      { event: suspended ? 'user-suspension-applied' : 'user-suspension-lifted', userId },
      'machines and subscriptions match the suspension',
    );
    return { state: suspended ? 'suspended' : 'active' };
  });

  async function queueApply(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) {
    await enqueueJob(tx, APPLY_JOB, { userId }, { dedupeKey: applyJobKey(userId), maxAttempts: 100, runAt: now() });
  }

  return {
    /** POST /api/admin/users/{id}/suspend */
    async suspendUser(actor: { id: number }, targetId: number, reason: string) {
      const user = await db.transaction(async (tx) => {
        const row = await accounts.suspension.suspendUser(tx, actor.id, targetId, reason);
        await hosting.suspendAllOfOwner(tx, targetId, reason);
        await queueApply(tx, targetId);
        return row;
      });
      jobs.nudge();
      log.info({ event: 'user-suspended', userId: targetId, byUserId: actor.id }, 'user suspended by admin');
      return { message: USER_SUSPENSION_MESSAGES.suspended, user: toAdminUserView(user) };
    },

    /** POST /api/admin/users/{id}/unsuspend */
    async unsuspendUser(actor: { id: number }, targetId: number) {
      const user = await db.transaction(async (tx) => {
        const row = await accounts.suspension.unsuspendUser(tx, targetId);
        await hosting.unsuspendAllOfOwner(tx, targetId);
        await queueApply(tx, targetId);
        return row;
      });
      jobs.nudge();
      log.info({ event: 'user-unsuspended', userId: targetId, byUserId: actor.id }, 'user unsuspended by admin');
      return { message: USER_SUSPENSION_MESSAGES.unsuspended, user: toAdminUserView(user) };
    },
  };
}

export type UserSuspensionService = ReturnType<typeof createUserSuspensionService>;
