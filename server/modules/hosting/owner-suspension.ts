import type { Tx } from '../../db/client.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { suspensionReasonText } from '../../../contract/hosting-suspension-reasons.js';
import { enqueueSuspensionSync, isOwnerSuspensionReason } from './paid-accounts.js';
import { listAccountsOfUser, updateAccount } from './repo.js';

// When an admin suspends a person, every hosting account of theirs is suspended with them. The rows change
// in the suspension's own transaction and a queued job per account makes WHM match (paid-accounts.ts), retried until
// WHM answers: an outage delays the suspension on WHM, it never loses it. Accounts already suspended for another
// reason (an admin's, billing's) keep theirs; lifting the owner's suspension restores only the accounts it suspended.
// A pending account (not on WHM yet) keeps 'pending' with the owner's reason; provisioning creates it suspended.

export function createOwnerSuspension({ audit, now }: { audit: AuditTrail; now: () => Date }) {
  return {
    /** In the caller's transaction. Answers the ids of the accounts it suspended (pending ones included). */
    async suspendAllOfOwner(tx: Tx, userId: number, reason: string): Promise<number[]> {
      const ownerReason = suspensionReasonText('owner', { reason });
      const changed: number[] = [];
      for (const account of await listAccountsOfUser(tx, userId)) {
        if (account.status === 'suspended') continue;
        const onWhm = account.status !== 'pending';
        await updateAccount(
          tx,
          account.id,
          { ...(onWhm ? { status: 'suspended' } : {}), suspendReason: ownerReason },
          now(),
        );
        if (onWhm) await enqueueSuspensionSync(tx, account.id, ownerReason, now());
        await audit.record(tx, {
          action: 'hosting.suspended',
          subjectUserId: userId,
          targetType: 'hosting_account',
          targetId: account.id,
          details: { domain: account.domain, reason, withOwner: true },
        });
        changed.push(account.id);
      }
      return changed;
    },

    /** In the caller's transaction: the accounts the owner's suspension suspended become active again. */
    async unsuspendAllOfOwner(tx: Tx, userId: number): Promise<number[]> {
      const changed: number[] = [];
      for (const account of await listAccountsOfUser(tx, userId)) {
        if (!isOwnerSuspensionReason(account.suspendReason)) continue;
        const onWhm = account.status === 'suspended';
        await updateAccount(tx, account.id, { ...(onWhm ? { status: 'active' } : {}), suspendReason: null }, now());
        if (onWhm) await enqueueSuspensionSync(tx, account.id, account.suspendReason!, now());
        await audit.record(tx, {
          action: 'hosting.unsuspended',
          subjectUserId: userId,
          targetType: 'hosting_account',
          targetId: account.id,
          details: { domain: account.domain, withOwner: true },
        });
        changed.push(account.id);
      }
      return changed;
    },
  };
}
