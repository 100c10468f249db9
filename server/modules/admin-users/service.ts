import type { AuditTrail } from '../../lib/audit-trail.js';
import { ADMIN_MESSAGES, ADMIN_USERS_LIMIT, type UpdateAdminUserBody } from '../../../contract/admin.js';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { GroupService } from '../groups/index.js';
import {
  type AccountEvents,
  countUsers,
  countUsersPerGroup,
  deleteUserRow,
  disableTwoFactor,
  findUserById,
  hashPassword,
  isEmailTaken,
  isUsernameTakenByOther,
  listUsers,
  lockUser,
  type NewUser,
  type SessionService,
  updateUser,
  userBasics,
  type UserRow,
} from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { violatedUniqueConstraint } from '../../lib/pg-errors.js';

/** What user deletion needs from the hosting module: the user's WHM accounts gone first, or an AppError. */
export interface UserHostingCleanup {
  removeAllAccountsOfUser(userId: number): Promise<unknown>;
}

export interface AdminUsersDeps {
  db: Db;
  sessions: SessionService;
  groups: GroupService;
  hosting: UserHostingCleanup;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
  /**
   * Mail on account events: a password set or two-factor reset by an admin is told to its owner, held credentials go
   * out with a new e-mail.
   */
  events?: AccountEvents;
}

/** The admin making the call, and their session (kept when they set their own password). */
export interface AdminActor {
  id: number;
  sid: string | null;
}

const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

/** The admin list's view of a user: the allowlist of contract/admin.ts adminUserSchema. */
export function toAdminUserView(row: UserRow) {
  return {
    ...userBasics(row),
    twoFactorEnabled: row.twoFactorEnabled,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendReason: row.suspendedAt ? row.suspendReason : null,
  };
}

/** A lost race on a users index or foreign key, answered like the check before it would have. */
function translateWriteError(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_email_lower_unique') return new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken);
  if (constraint !== undefined) return new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
  // The only foreign key a user update can break is the group's (deleted meanwhile).
  if (violatesForeignKey(error)) return new AppError('BAD_REQUEST', ADMIN_MESSAGES.groupNotFound);
  return error;
}

/**
 * The Users tab (001 §2, §5, §7): list and search, edit, group assignment, deletion. Kept apart from the
 * accounts service because deletion needs the hosting module, which itself builds on accounts.
 */
export function createAdminUsersService({ db, sessions, groups, hosting, log, now, audit, events }: AdminUsersDeps) {
  async function updateUserAsAdmin(actor: AdminActor, targetId: number, body: UpdateAdminUserBody) {
    // An admin demoting themselves could leave the platform without any admin; another admin must do it.
    if (targetId === actor.id && body.role === 'client')
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotDemoteSelf);
    const target = await findUserById(db, targetId);
    if (!target) throw notFound();

    const changes: Partial<NewUser> = {};
    if (body.role !== undefined) changes.role = body.role;
    if (body.username !== undefined && body.username !== target.username) {
      if (await isUsernameTakenByOther(db, body.username, targetId))
        throw new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
      changes.username = body.username;
    }
    if (body.email !== undefined) {
      if (body.email !== null && (await isEmailTaken(db, body.email, targetId)))
        throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken);
      changes.email = body.email;
    }
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    if (body.userGroupId !== undefined) {
      if (body.userGroupId !== null && !(await groups.groupExists(body.userGroupId)))
        throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.groupNotFound);
      changes.userGroupId = body.userGroupId;
    }
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
    if (Object.keys(changes).length === 0) return toAdminUserView(target);

    const updated = await db
      .transaction(async (tx) => {
        const row = await updateUser(tx, targetId, { ...changes, updatedAt: now() });
        if (row) {
          const fields = Object.keys(changes).map((k) => (k === 'passwordHash' ? 'password' : k));
          const onlyGroup = fields.length === 1 && fields[0] === 'userGroupId';
          if (changes.role && changes.role !== target.role) {
            await audit.record(tx, {
              action: 'user.role_changed',
              subjectUserId: targetId,
              targetType: 'user',
              targetId,
              details: { from: target.role, to: changes.role },
            });
          }
          if (changes.passwordHash)
            await audit.record(tx, {
              action: 'password.changed',
              subjectUserId: targetId,
              targetType: 'user',
              targetId,
              details: { byAdmin: true },
            });
          await audit.record(tx, {
            action: onlyGroup ? 'user.group_assigned' : 'user.updated',
            subjectUserId: targetId,
            targetType: 'user',
            targetId,
            details: onlyGroup ? { from: target.userGroupId, to: changes.userGroupId } : { fields },
          });
        }
        // A password set by an admin ends every session of that user (the admin's own current one excepted).
        if (row && changes.passwordHash)
          await sessions.revokeUserSessions(targetId, targetId === actor.id ? (actor.sid ?? undefined) : undefined, tx);
        // Role, group, names or e-mail: no instance may keep answering with the old user.
        else if (row) await sessions.userChanged(targetId, tx);
        // The owner learns that their password was replaced (they did not do it), as when they change it themselves.
        if (row && changes.passwordHash) await events?.passwordReplaced?.(tx, row, 'changed', null);
        if (row?.email && changes.email) await events?.emailSet?.(tx, row);
        return row;
      })
      .finally(() => events?.afterCommit?.())
      .catch((error: unknown) => {
        throw translateWriteError(error);
      });
    if (!updated) throw notFound();
    log.info(
      {
        event: 'admin_user_updated',
        userId: targetId,
        byUserId: actor.id,
        fields: Object.keys(changes).map((k) => (k === 'passwordHash' ? 'password' : k)),
        ...(changes.role ? { role: changes.role } : {}),
      },
      'user updated by admin',
    );
    return toAdminUserView(updated);
  }

  return {
    /** GET /api/admin/users: newest first, at most ADMIN_USERS_LIMIT rows. */
    async listUsers(search?: string) {
      const text = search?.trim();
      const rows = await listUsers(db, text || undefined, ADMIN_USERS_LIMIT);
      return rows.map(toAdminUserView);
    },

    updateUserAsAdmin,

    /** POST /api/admin/users/{id}/assign-group. */
    assignGroup: (actor: AdminActor, targetId: number, userGroupId: number | null) =>
      updateUserAsAdmin(actor, targetId, { userGroupId }),

    /**
     * DELETE /api/admin/users/{id}. The user's WHM accounts are removed first (hosting keeps the rows and
     * throws when WHM refuses, and then the user is kept too); sessions and devices go with the user.
     */
    async deleteUserAsAdmin(actor: AdminActor, targetId: number) {
      if (targetId === actor.id) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotDeleteSelf);
      if (!(await findUserById(db, targetId))) throw notFound();
      // No transaction is held across this: it talks to WHM.
      await hosting.removeAllAccountsOfUser(targetId);
      const deleted = await db
        .transaction(async (tx) => {
          if (!(await lockUser(tx, targetId))) return false;
          const gone = await deleteUserRow(tx, targetId);
          if (gone)
            await audit.record(tx, { action: 'user.deleted', subjectUserId: targetId, targetType: 'user', targetId });
          // Their sessions went with the row; cached copies on every instance go when this commits.
          if (gone) await sessions.userChanged(targetId, tx);
          return gone;
        })
        .catch((error: unknown) => {
          // hosting_accounts.user_id is ON DELETE RESTRICT: an account created meanwhile keeps the user.
          if (violatesForeignKey(error)) throw new AppError('CONFLICT', ADMIN_MESSAGES.userHasHostingAgain);
          throw error;
        });
      if (!deleted) throw notFound();
      log.info({ event: 'admin_user_deleted', userId: targetId, byUserId: actor.id }, 'user deleted by admin');
      return { message: ADMIN_MESSAGES.userDeleted };
    },

    /**
     * DELETE /api/admin/users/{id}/two-factor: for a user who lost their authenticator and their recovery codes.
     * In one transaction: the secret and the recovery codes go, every session of the user ends (whoever held one
     * signs in again), the audit trail records who did it, and the owner is mailed (they did not do it).
     */
    async resetTwoFactor(actor: AdminActor, targetId: number, confirmEmail: string) {
      if (targetId === actor.id) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotResetOwnTwoFactor);
      await db
        .transaction(async (tx) => {
          const target = await lockUser(tx, targetId);
          if (!target) throw notFound();
          // The admin typed who they mean; a user without an e-mail is named by their username.
          const expected = (target.email?.trim() || target.username).toLowerCase();
          if (confirmEmail.trim().toLowerCase() !== expected)
            throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.twoFactorResetConfirmMismatch, { field: 'confirmEmail' });
          if (!target.twoFactorEnabled) throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.notEnabled);
          await disableTwoFactor(tx, targetId, now());
          await audit.record(tx, {
            action: 'two_factor.reset',
            subjectUserId: targetId,
            targetType: 'user',
            targetId,
            details: { byAdmin: true, email: target.email, username: target.username },
          });
          await sessions.revokeUserSessions(targetId, undefined, tx);
          await events?.twoFactorReset?.(tx, target);
        })
        .finally(() => events?.afterCommit?.());
      log.info({ event: 'admin_two_factor_reset', userId: targetId, byUserId: actor.id }, 'two-factor reset by admin');
      return { message: ADMIN_MESSAGES.twoFactorReset };
    },

    /** Who owns a site, for the abuse queue and its mails. */
    async findUserContact(userId: number) {
      const row = await findUserById(db, userId);
      return row ? { id: row.id, username: row.username, email: row.email } : null;
    },
    countUsers: () => countUsers(db),
    countUsersPerGroup: () => countUsersPerGroup(db),
  };
}

function violatesForeignKey(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
