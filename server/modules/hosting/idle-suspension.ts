import { IDLE_REASON_PREFIX, isIdleDeactivationReason } from '../../../contract/idle-sites-constants.js';
import { suspensionReasonText } from '../../../contract/hosting-suspension-reasons.js';
import type { Db, Tx } from '../../db/client.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { enqueueSuspensionSync } from './paid-accounts.js';
import { findAccountById, listFreeSitesOnWhm, updateAccountWhile } from './repo.js';

// The idle rule's suspension: a kind of its own, told apart by its reason (IDLE_REASON_PREFIX), carried out on WHM by
// the one retrying job that makes WHM match the row (paid-accounts.ts). It is written only on an active row, so it
// never replaces an admin's, billing's or the owner's suspension, and it is lifted only while the row still carries
// its reason, so Reactivate never undoes another kind's. Those others leave it alone in turn: an admin cannot suspend
// an already suspended site, billing never lifts a reason it did not write, and the owner's suspension skips
// suspended rows and restores only its own.

export function createIdleSuspension({ db, audit, now }: { db: Db; audit: AuditTrail; now: () => Date }) {
  return {
    /** Free sites on WHM (active or suspended), for the idle sweep. */
    listFreeSitesOnWhm: () => listFreeSitesOnWhm(db),

    /**
     * In the caller's transaction; false when the site is no longer active (something else got there first).
     * `since` is the last day with visitors (YYYY-MM-DD), said in the reason the owner reads.
     */
    async deactivateIdleSite(tx: Tx, accountId: number, since: string): Promise<boolean> {
      const reason = suspensionReasonText('idle', { since });
      const row = await updateAccountWhile(
        tx,
        accountId,
        { status: 'active' },
        { status: 'suspended', suspendReason: reason },
        now(),
      );
      if (!row) return false;
      await enqueueSuspensionSync(tx, accountId, reason, now());
      await audit.record(tx, {
        action: 'hosting.idle_deactivated',
        subjectUserId: row.userId,
        targetType: 'hosting_account',
        targetId: accountId,
        details: { domain: row.domain, reason },
      });
      return true;
    },

    /** In the caller's transaction; false unless the site is suspended for inactivity (not for another reason). */
    async reactivateIdleSite(tx: Tx, accountId: number): Promise<boolean> {
      const row = await updateAccountWhile(
        tx,
        accountId,
        { status: 'suspended', reasonPrefix: IDLE_REASON_PREFIX },
        { status: 'active', suspendReason: null },
        now(),
      );
      if (!row) return false;
      await enqueueSuspensionSync(tx, accountId, 'Reactivated by its owner', now());
      await audit.record(tx, {
        action: 'hosting.idle_reactivated',
        subjectUserId: row.userId,
        targetType: 'hosting_account',
        targetId: accountId,
        details: { domain: row.domain },
      });
      return true;
    },

    /** Whether the account is, right now, suspended by the idle rule (and nothing else). */
    async isIdleDeactivated(accountId: number): Promise<boolean> {
      const row = await findAccountById(db, accountId);
      return row?.status === 'suspended' && isIdleDeactivationReason(row.suspendReason);
    },
  };
}
