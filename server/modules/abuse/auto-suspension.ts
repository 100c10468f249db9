import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { ABUSE_MESSAGES } from '../../../contract/abuse.js';
import { suspensionReasonText } from '../../../contract/hosting-suspension-reasons.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, isAppError } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { AbuseDeps } from './deps.js';
import {
  countOpenReportsSince,
  findAutoSuspension,
  insertAutoSuspension,
  lastUndoneAt,
  markAutoSuspended,
  markAutoSuspensionUndone,
} from './repo.js';

// Automatic suspension: only where an admin turned it on. The decision is a row written with the report
// that reaches the threshold; the WHM call is a job, so a WHM outage delays the suspension and loses nothing. An
// admin undoes it from the queue with one click; reports before the undo never count again.

export const AUTO_SUSPEND_JOB = 'abuse.auto-suspend';

export function createAutoSuspension({ db, hosting, users, mail, jobs, audit, log, now }: AbuseDeps) {
  const reasonFor = (count: number) => suspensionReasonText('abuseAutomatic', { count: String(count) });

  jobs.register(AUTO_SUSPEND_JOB, async (job) => {
    const id = Number((job.payload as { autoSuspensionId: number }).autoSuspensionId);
    const row = await findAutoSuspension(db, id);
    if (!row || row.undoneAt || row.suspendedAt) return { skipped: true };
    const site = await hosting.findAccountById(row.hostingAccountId);
    if (!site) return { skipped: 'site gone' };
    const reason = reasonFor(row.reportCount);
    if (site.status !== 'suspended') {
      try {
        await hosting.suspendAccount(site.id, reason);
      } catch (error) {
        // WHM down or refusing: the job's backoff tries again. Suspended meanwhile by an admin: nothing to do.
        if (!(isAppError(error) && error.message === ACCOUNT_SAFETY_MESSAGES.alreadySuspended)) throw error;
      }
    }
    const owner = await users.findUserContact(site.userId);
    await db.transaction(async (tx) => {
      await markAutoSuspended(tx, id, now());
      await audit.record(tx, {
        action: 'abuse.site_auto_suspended',
        actorId: null,
        subjectUserId: site.userId,
        targetType: 'hosting_account',
        targetId: site.id,
        details: { domain: site.domain, reportCount: row.reportCount, reason },
      });
      if (owner?.email) {
        await mail.enqueue(tx, {
          template: 'abuse-sites-suspended',
          to: owner.email,
          userId: owner.id,
          dedupeKey: `abuse-auto-suspended:${id}`,
          data: { domains: [site.domain], reason, automatic: true, reportCount: row.reportCount },
        });
      }
    });
    mail.nudge();
    log.info(
      { event: 'abuse-site-auto-suspended', hostingAccountId: site.id, reportCount: row.reportCount },
      'site suspended automatically after abuse reports',
    );
    return { suspended: site.id };
  });

  return {
    /**
     * Inside the report's transaction: counts the site's open reports since `windowStart` (or the last undo, if
     * later) and, at the threshold, writes the suspension and its job. Answers the new suspension's id, or null.
     */
    async startIfDue(
      tx: DbOrTx,
      hostingAccountId: number,
      threshold: number,
      windowStart: Date,
    ): Promise<number | null> {
      const undone = await lastUndoneAt(tx, hostingAccountId);
      const since = undone && undone > windowStart ? undone : windowStart;
      const count = await countOpenReportsSince(tx, hostingAccountId, since);
      if (count < threshold) return null;
      const row = await insertAutoSuspension(tx, hostingAccountId, count, now());
      if (!row) return null;
      await enqueueJob(
        tx,
        AUTO_SUSPEND_JOB,
        { autoSuspensionId: row.id },
        { dedupeKey: `${AUTO_SUSPEND_JOB}:${row.id}`, maxAttempts: 30, runAt: now() },
      );
      return row.id;
    },

    /** POST /api/admin/abuse-auto-suspensions/{id}/undo: the site back online (on WHM first), the owner told. */
    async undo(id: number, actorId: number) {
      const row = await findAutoSuspension(db, id);
      if (!row) throw new AppError('NOT_FOUND', ABUSE_MESSAGES.autoSuspensionNotFound);
      if (row.undoneAt) throw new AppError('CONFLICT', ABUSE_MESSAGES.autoSuspensionNotFound);
      const site = await hosting.findAccountById(row.hostingAccountId);
      // Before the job ran there is nothing to lift; after it, WHM first (a refusal leaves the suspension in force).
      if (site && row.suspendedAt && site.status === 'suspended') await hosting.unsuspendAccount(site.id);
      const owner = site ? await users.findUserContact(site.userId) : null;
      await db.transaction(async (tx) => {
        if (!(await markAutoSuspensionUndone(tx, id, actorId, now())))
          throw new AppError('CONFLICT', ABUSE_MESSAGES.autoSuspensionNotFound);
        await audit.record(tx, {
          action: 'abuse.auto_suspension_undone',
          subjectUserId: site?.userId ?? null,
          targetType: 'hosting_account',
          targetId: row.hostingAccountId,
          details: {
            domain: site?.domain ?? null,
            reportCount: row.reportCount,
            wasSuspended: Boolean(row.suspendedAt),
          },
        });
        if (site && owner?.email && row.suspendedAt) {
          await mail.enqueue(tx, {
            template: 'abuse-suspension-undone',
            to: owner.email,
            userId: owner.id,
            dedupeKey: `abuse-auto-undone:${id}`,
            data: { domain: site.domain },
          });
        }
      });
      mail.nudge();
      log.info(
        { event: 'abuse-auto-suspension-undone', autoSuspensionId: id, byUserId: actorId },
        'automatic suspension undone',
      );
      return { message: ABUSE_MESSAGES.autoSuspensionUndone };
    },
  };
}

export type AutoSuspension = ReturnType<typeof createAutoSuspension>;
