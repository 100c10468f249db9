import type { Db, DbOrTx } from '../../db/client.js';
import { deleteExpiredSessions, deleteSession, deleteUserSessions, insertSession, prepareFindLiveSession, touchSession } from './session-repo.js';
import { generateToken, hashToken } from './tokens.js';

export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareFindLiveSession>>>>['user'];

export interface SessionServiceDeps {
  db: Db;
  idleMs: number;
  absoluteMs: number;
  now?: () => Date;
}

// Writing lastSeen on every request would turn each read into a write; once a minute is precise enough
// for an idle timeout measured in hours.
const TOUCH_EVERY_MS = 60_000;

export function createSessionService({ db, idleMs, absoluteMs, now = () => new Date() }: SessionServiceDeps) {
  const findLiveSession = prepareFindLiveSession(db);
  return {
    /** Issues a new token (never reused across logins) and returns it; only its digest is stored. */
    async createSession(userId: number, meta: { ip?: string; userAgent?: string } = {}, tx: DbOrTx = db) {
      const token = generateToken();
      const t = now();
      await insertSession(tx, {
        sid: hashToken(token),
        userId,
        sess: { ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) },
        expire: new Date(t.getTime() + idleMs),
        absoluteExpire: new Date(t.getTime() + absoluteMs),
        lastSeenAt: t,
      });
      return token;
    },

    /** The user behind a bearer token, or null when the token is unknown, idle too long or past its lifetime. */
    async authenticate(token: string): Promise<{ user: SessionUser; sid: string } | null> {
      if (!token || token.length > 200) return null;
      const sid = hashToken(token);
      const t = now();
      const found = await findLiveSession(sid, t);
      if (!found) return null;
      if (t.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const expire = new Date(Math.min(t.getTime() + idleMs, found.absoluteExpire.getTime()));
        await touchSession(db, sid, t, expire);
      }
      return { user: found.user, sid };
    },

    revokeToken: (sid: string) => deleteSession(db, sid),
    /** Ends every session of a user (password change, recovery, deletion), optionally keeping the current one. */
    revokeUserSessions: (userId: number, exceptSid?: string, tx: DbOrTx = db) => deleteUserSessions(tx, userId, exceptSid),
    purgeExpired: () => deleteExpiredSessions(db, now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
