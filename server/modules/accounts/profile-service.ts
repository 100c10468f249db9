import { ACCOUNT_MESSAGES, type UpdateUserBody } from '../../../contract/accounts.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { RATE_LIMITS } from '../rate-limit/index.js';
import type { AccountsDeps } from './deps.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SessionUser } from '../../http/session-user.js';
import { translateUniqueViolation } from './unique-violation.js';
import { findPasswordHash, findUserById, isEmailTaken, updateUser, type NewUser } from './user-repo.js';
import { toUserView } from './user-view.js';
import { createTwoFactorService } from './two-factor-service.js';

/** The signed-in caller: their user and the session their token belongs to. */
export interface Actor {
  user: SessionUser;
  sid: string | null;
}

export function createProfileService(deps: AccountsDeps) {
  const { db, sessions, rateLimits, log, now, events, audit } = deps;
  const twoFactor = createTwoFactorService(deps);
  const emailTaken = () => new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTakenByOther);

  /**
   * PATCH /api/user/{id} in any of its forms. A client may change only themselves (another id answers 404,
   * as if it did not exist); an admin may change anyone. Which fields may change is fixed by the strict
   * body schema, so role, group and isAnonymous can never be set here.
   */
  async function updateProfile(actor: Actor, targetId: number, body: UpdateUserBody) {
    const isSelf = actor.user.id === targetId;
    if (!isSelf && actor.user.role !== 'admin') throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
    const target = isSelf ? actor.user : await findUserById(db, targetId);
    if (!target) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);

    const changes: Partial<NewUser> = {};
    if (body.email !== undefined) {
      if (body.email !== null) {
        await rateLimits.consumeAttempt(RATE_LIMITS.emailChangePerUser, actor.user.id);
        if (await isEmailTaken(db, body.email, target.id)) throw emailTaken();
      }
      // Saving an e-mail does not change isAnonymous: the dashboard only needs a non-blank address.
      changes.email = body.email;
    }
    if (body.firstName !== undefined) changes.firstName = body.firstName || null;
    if (body.lastName !== undefined) changes.lastName = body.lastName || null;
    if (body.locale !== undefined) changes.locale = body.locale;
    if (body.password !== undefined) {
      // Changing one's own password proves knowledge of the current one; an admin resetting someone
      // else's does not need it (000 §5).
      if (isSelf) await verifyCurrentPassword(actor.user.id, body.currentPassword);
      changes.passwordHash = await hashPassword(body.password);
    }
    // With two-factor on, one's own new password or new e-mail also needs a code (a stolen session or
    // password alone cannot take the account over). Checked last, so a refused change does not use the code up.
    const emailChanges =
      changes.email !== undefined && (changes.email ?? '').toLowerCase() !== (target.email ?? '').toLowerCase();
    if (isSelf && (changes.passwordHash || emailChanges))
      await twoFactor.requireSecondFactor(target.id, body.twoFactorCode);
    if (Object.keys(changes).length === 0) return toUserView(target);

    const updated = await db
      .transaction(async (tx) => {
        const row = await updateUser(tx, target.id, { ...changes, updatedAt: now() });
        // A new password ends every other session: whoever else held a token must sign in again.
        if (row && changes.passwordHash)
          await sessions.revokeUserSessions(target.id, isSelf ? (actor.sid ?? undefined) : undefined, tx);
        else if (row) await sessions.userChanged(target.id, tx);
        if (row && changes.passwordHash) await events?.passwordReplaced?.(tx, row, 'changed', null);
        if (row && changes.passwordHash) {
          await audit.record(tx, {
            action: 'password.changed',
            subjectUserId: target.id,
            targetType: 'user',
            targetId: target.id,
            details: { byAdmin: !isSelf },
          });
        }
        if (row && !isSelf) {
          const fields = Object.keys(changes).filter((k) => k !== 'passwordHash');
          if (fields.length)
            await audit.record(tx, {
              action: 'user.updated',
              subjectUserId: target.id,
              targetType: 'user',
              targetId: target.id,
              details: { fields },
            });
        }
        if (row?.email && changes.email) await events?.emailSet?.(tx, row);
        return row;
      })
      .finally(() => events?.afterCommit?.())
      .catch((error: unknown) => {
        throw translateUniqueViolation(error, ACCOUNT_MESSAGES.emailTakenByOther);
      });
    if (!updated) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.userNotFound);
    if (changes.passwordHash)
      log.info({ event: 'password_changed', userId: target.id, byUserId: actor.user.id }, 'password changed');
    return toUserView(updated);
  }

  async function verifyCurrentPassword(userId: number, currentPassword: string | undefined) {
    await rateLimits.consumeAttempt(RATE_LIMITS.passwordChangePerUser, userId);
    if (!currentPassword) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordRequired);
    if (!(await verifyPassword(await findPasswordHash(db, userId), currentPassword))) {
      log.warn({ event: 'password_change_refused', userId }, 'wrong current password');
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordWrong);
    }
  }

  return {
    /** Who to write to about a user (mail hooks of other modules); inside their transaction when given one. */
    async findContact(
      userId: number,
      tx: DbOrTx = db,
    ): Promise<{ id: number; username: string; email: string | null } | null> {
      const user = await findUserById(tx, userId);
      return user ? { id: user.id, username: user.username, email: user.email?.trim() || null } : null;
    },

    /** GET /api/user: the signed-in user as the API shows it. */
    showUser: (user: SessionUser) => toUserView(user),

    updateProfile,

    /** POST /api/update-email: the signed-in user's own address, with the same duplicate rule. */
    async updateEmail(actor: Actor, email: string, twoFactorCode?: string) {
      const user = await updateProfile(actor, actor.user.id, { email, twoFactorCode });
      return { message: ACCOUNT_MESSAGES.emailUpdated, user };
    },

    /** POST /api/check-email-exists: whether an account uses the address (the plugin library asks). */
    async checkEmailExists(email: string, client: ClientMeta) {
      await rateLimits.consumeAttempt(RATE_LIMITS.emailCheckPerAddress, client.ip);
      return { hasAccess: await isEmailTaken(db, email) };
    },
  };
}
