import { and, eq, isNull } from 'drizzle-orm';
import { USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import { ADMIN_MESSAGES } from '../../../contract/admin.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { lockUser } from './admin-user-repo.js';
import type { SessionService } from './session-service.js';
import { findSuspendedBuyer, findUserById, type UserRow } from './user-repo.js';

// The accounts side of suspending a person: the users row, the rules about who may be suspended, and the
// end of every session. The user-suspension module runs this inside its transaction with the other modules' parts.

export interface AccountSuspensionDeps {
  db: Db;
  sessions: SessionService;
  audit: AuditTrail;
  now: () => Date;
}

/** Locks every unsuspended admin row: two admins suspending each other at once cannot leave none. */
async function lockActiveAdmins(tx: DbOrTx) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .for('update');
}

export function createAccountSuspension({ db, sessions, audit, now }: AccountSuspensionDeps) {
  return {
    /**
     * Marks the user suspended, ends every session of theirs here and on every instance (on commit), and records
     * who did it and why. Refuses the actor themself and the last unsuspended admin.
     */
    async suspendUser(tx: Tx, actorId: number, targetId: number, reason: string): Promise<UserRow> {
      if (targetId === actorId) throw new AppError('BAD_REQUEST', USER_SUSPENSION_MESSAGES.cannotSuspendSelf);
      const admins = await lockActiveAdmins(tx);
      const target = await lockUser(tx, targetId);
      if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      if (target.suspendedAt) throw new AppError('CONFLICT', USER_SUSPENSION_MESSAGES.alreadySuspended);
      if (target.role === 'admin' && admins.filter((a) => a.id !== targetId).length === 0) {
        throw new AppError('BAD_REQUEST', USER_SUSPENSION_MESSAGES.cannotSuspendLastAdmin);
      }
      const at = now();
      await tx
        .update(users)
        .set({ suspendedAt: at, suspendReason: reason, updatedAt: at })
        .where(eq(users.id, targetId));
      await sessions.revokeUserSessions(targetId, undefined, tx);
      await audit.record(tx, {
        action: 'user.suspended',
        subjectUserId: targetId,
        targetType: 'user',
        targetId,
        details: { reason, email: target.email, username: target.username },
      });
      return { ...target, suspendedAt: at, suspendReason: reason };
    },

    /** Lifts the suspension; the previous reason stays in the audit trail. */
    async unsuspendUser(tx: Tx, targetId: number): Promise<UserRow> {
      const target = await lockUser(tx, targetId);
      if (!target) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      if (!target.suspendedAt) throw new AppError('CONFLICT', USER_SUSPENSION_MESSAGES.notSuspended);
      await tx
        .update(users)
        .set({ suspendedAt: null, suspendReason: null, updatedAt: now() })
        .where(eq(users.id, targetId));
      await sessions.userChanged(targetId, tx);
      await audit.record(tx, {
        action: 'user.unsuspended',
        subjectUserId: targetId,
        targetType: 'user',
        targetId,
        details: { previousReason: target.suspendReason, email: target.email, username: target.username },
      });
      return { ...target, suspendedAt: null, suspendReason: null };
    },

    /** Whether the user is suspended now (jobs check it before acting, so a lifted suspension stops a late job). */
    async isSuspended(userId: number): Promise<boolean> {
      return Boolean((await findUserById(db, userId))?.suspendedAt);
    },

    /**
     * The suspended person a purchase is for (the signed-in buyer, or the owner of the address typed at checkout), or
     * null. Every checkout asks it before Stripe, and the commerce core before it delivers a payment.
     */
    findSuspendedBuyer: (buyer: { userId?: number | null; email?: string | null }) => findSuspendedBuyer(db, buyer),
  };
}

export type AccountSuspension = ReturnType<typeof createAccountSuspension>;
