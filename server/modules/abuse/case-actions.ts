import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import { ABUSE_DETECTION_MESSAGES } from '../../../contract/abuse-detection.js';
import { AppError, isAppError } from '../../errors.js';
import { quarantineReason, type Cases } from './cases.js';
import type { AbuseDeps } from './deps.js';
import { findCase, lockCase, updateCase } from './detection-repo.js';

// The admin's two answers to a case, each one action. Confirm: the site is abuse; it is quarantined if it was not
// already (suspended on WHM through the quarantine job, the owner mailed). Reverse: a false positive; a quarantined
// site comes back online (WHM first: a refusal leaves the case open and says why), the owner is told, and the
// case counts in the false-positive rate.

export function createCaseActions({ db, hosting, users, mail, jobs, audit, log, now }: AbuseDeps, cases: Cases) {
  async function openCase(id: number) {
    const row = await findCase(db, id);
    if (!row) throw new AppError('NOT_FOUND', ABUSE_DETECTION_MESSAGES.caseNotFound);
    if (row.status !== 'open') throw new AppError('CONFLICT', ABUSE_DETECTION_MESSAGES.caseClosed);
    return row;
  }

  return {
    /** POST /api/admin/abuse-cases/{id}/confirm */
    async confirm(id: number, note: string | undefined, actor: { id: number }) {
      await openCase(id);
      await db.transaction(async (tx) => {
        const row = await lockCase(tx, id);
        if (!row || row.status !== 'open') throw new AppError('CONFLICT', ABUSE_DETECTION_MESSAGES.caseClosed);
        const quarantine = !row.quarantinedAt;
        await updateCase(
          tx,
          id,
          {
            status: 'confirmed',
            resolvedBy: actor.id,
            resolvedAt: now(),
            resolutionNote: note || null,
            ...(quarantine ? { quarantinedAt: now() } : {}),
          },
          now(),
        );
        if (quarantine) await cases.queueQuarantine(tx, row);
        await audit.record(tx, {
          action: 'abuse.case_confirmed',
          subjectUserId: row.ownerUserId,
          targetType: 'abuse_case',
          targetId: id,
          details: { domain: row.domain, threat: row.threat, quarantined: quarantine, ...(note ? { note } : {}) },
        });
      });
      jobs.nudge();
      log.info({ event: 'abuse-case-confirmed', caseId: id, byUserId: actor.id }, 'abuse case confirmed');
      return ABUSE_DETECTION_MESSAGES.confirmed;
    },

    /** POST /api/admin/abuse-cases/{id}/reverse */
    async reverse(id: number, note: string | undefined, actor: { id: number }) {
      const row = await openCase(id);
      const site = row.hostingAccountId ? await hosting.findAccountById(row.hostingAccountId) : undefined;
      // Suspended by the quarantine (or about to be: the job skips a reversed case). WHM first. Only the quarantine's
      // own suspension is lifted: a site an admin, billing or the idle rule suspended meanwhile (the quarantine job
      // then found it suspended and left it) stays as they left it.
      const lift = Boolean(
        site && row.suspendedAt && site.status === 'suspended' && site.suspendReason === quarantineReason(row),
      );
      if (lift) {
        try {
          await hosting.unsuspendAccount(site!.id);
        } catch (error) {
          if (!(isAppError(error) && error.message === ACCOUNT_SAFETY_MESSAGES.notSuspended)) throw error;
        }
      }
      const owner = site ? await users.findUserContact(site.userId) : null;
      await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked || locked.status !== 'open') throw new AppError('CONFLICT', ABUSE_DETECTION_MESSAGES.caseClosed);
        await updateCase(
          tx,
          id,
          { status: 'reversed', resolvedBy: actor.id, resolvedAt: now(), resolutionNote: note || null },
          now(),
        );
        await audit.record(tx, {
          action: 'abuse.case_reversed',
          subjectUserId: row.ownerUserId,
          targetType: 'abuse_case',
          targetId: id,
          details: { domain: row.domain, threat: row.threat, siteRestored: lift, ...(note ? { note } : {}) },
        });
        if (lift && owner?.email) {
          await mail.enqueue(tx, {
            template: 'abuse-quarantine-lifted',
            to: owner.email,
            userId: owner.id,
            dedupeKey: `abuse-quarantine-lifted:${id}`,
            data: { domain: row.domain },
          });
        }
      });
      mail.nudge();
      log.info({ event: 'abuse-case-reversed', caseId: id, byUserId: actor.id }, 'abuse case reversed');
      return ABUSE_DETECTION_MESSAGES.reversed;
    },
  };
}
