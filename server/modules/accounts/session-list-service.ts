import { ACCOUNT_SAFETY_MESSAGES, type SessionView } from '../../../contract/account-safety.js';
import { AppError } from '../../errors.js';
import { browserName } from './browser-name.js';
import type { AccountsDeps } from './deps.js';
import type { Actor } from './profile-service.js';
import { ACCOUNT_MESSAGES } from '../../../contract/account-messages.js';

// The signed-in devices of /settings: list, sign out one, sign out all others. Only the caller's own
// sessions: another user's session number answers 404, as if it did not exist.

export function createSessionListService({ db, sessions, audit }: AccountsDeps) {
  return {
    /** GET /api/user/sessions */
    async listSessions(actor: Actor): Promise<SessionView[]> {
      const rows = await sessions.listSessionsOfUser(actor.user.id);
      return rows.map((row) => ({
        id: row.id,
        browser: browserName(row.sess.userAgent),
        userAgent: row.sess.userAgent ?? null,
        address: row.sess.ip ?? null,
        createdAt: row.createdAt.toISOString(),
        lastSeen: row.lastSeenAt.toISOString(),
        current: row.sid === actor.sid,
      }));
    },

    /** DELETE /api/user/sessions/{id} */
    async revokeSession(actor: Actor, id: number) {
      const target = (await sessions.listSessionsOfUser(actor.user.id)).find((s) => s.id === id);
      if (target && target.sid === actor.sid)
        throw new AppError('BAD_REQUEST', ACCOUNT_SAFETY_MESSAGES.cannotRevokeCurrent);
      await db.transaction(async (tx) => {
        const sid = await sessions.revokeSessionOfUser(actor.user.id, id, tx);
        if (!sid) throw new AppError('NOT_FOUND', ACCOUNT_SAFETY_MESSAGES.sessionNotFound);
        await audit.record(tx, {
          action: 'session.revoked',
          subjectUserId: actor.user.id,
          targetType: 'session',
          targetId: id,
        });
      });
      return { message: ACCOUNT_SAFETY_MESSAGES.sessionRevoked };
    },

    /** POST /api/user/sessions/revoke-others */
    async revokeOtherSessions(actor: Actor) {
      if (!actor.sid) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.authenticationRequired);
      const sid = actor.sid;
      const revoked = await db.transaction(async (tx) => {
        const n = await sessions.revokeOtherSessions(actor.user.id, sid, tx);
        await audit.record(tx, {
          action: 'session.revoked_others',
          subjectUserId: actor.user.id,
          targetType: 'user',
          targetId: actor.user.id,
          details: { revoked: n },
        });
        return n;
      });
      return { message: ACCOUNT_SAFETY_MESSAGES.otherSessionsRevoked, revoked };
    },
  };
}
