import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { createSessionCache } from './session-cache.js';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionOfUser,
  deleteUserSessions,
  insertSession,
  listLiveSessionsOfUser,
  prepareFindLiveSession,
  touchSession,
} from './session-repo.js';
import { generateToken, hashToken } from './tokens.js';
import type { SessionUser } from '../../http/session-user.js';

export interface SessionServiceDeps {
  db: Db;
  idleMs: number;
  absoluteMs: number;
  now?: () => Date;
  /** With a feed, live sessions are cached briefly in memory and every instance drops them on a change. */
  changeFeed?: ChangeFeed;
}

/** The LISTEN/NOTIFY channel on which instances tell each other to drop cached sessions. */
export const SESSION_CHANNEL = 'hostfree_sessions';

// Writing lastSeen on every request would turn each read into a write; once a minute is precise enough
// for an idle timeout measured in hours.
const TOUCH_EVERY_MS = 60_000;

export function createSessionService({
  db,
  idleMs,
  absoluteMs,
  now = () => new Date(),
  changeFeed,
}: SessionServiceDeps) {
  const findLiveSession = prepareFindLiveSession(db);
  const cache = createSessionCache(() => now().getTime());
  // Only once this instance hears the others' notices may it answer from memory.
  let listening = false;
  if (changeFeed) {
    changeFeed
      .subscribe(
        SESSION_CHANNEL,
        (payload) => applyNotice(payload),
        () => cache.clear(),
      )
      .then(
        () => {
          listening = true;
        },
        () => {
          listening = false;
        },
      );
  }

  function applyNotice(payload: string) {
    if (payload === '*') cache.clear();
    else if (payload.startsWith('u:')) cache.dropUser(Number(payload.slice(2)));
    else if (payload.startsWith('s:')) cache.dropSid(payload.slice(2));
  }

  /** Drops at once here, and on every instance (this one included) when `tx` commits. */
  async function announce(payload: string, tx: DbOrTx = db) {
    applyNotice(payload);
    await changeFeed?.publish(SESSION_CHANNEL, payload, tx);
  }

  async function lookup(sid: string, t: Date) {
    const cached = listening ? cache.get(sid) : undefined;
    if (cached) return cached.expire > t && cached.absoluteExpire > t ? cached : undefined;
    const generation = cache.generation();
    const found = await findLiveSession(sid, t);
    if (found && listening) cache.set(found, generation);
    return found;
  }

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
      const found = await lookup(sid, t);
      if (!found) return null;
      if (t.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const expire = new Date(Math.min(t.getTime() + idleMs, found.absoluteExpire.getTime()));
        await touchSession(db, sid, t, expire);
        // The cached copy (an object of this instance) follows the row it mirrors.
        found.lastSeenAt = t;
        found.expire = expire;
      }
      return { user: found.user, sid };
    },

    /**
     * The answer authenticate() would give, when it can be given at once from this instance's cache (a live cached
     * session, no lastSeen write due, or a cached one past its expiry: null); undefined when the database must be
     * asked. The access hook then admits the request with no promise made (most signed-in reads).
     */
    authenticateCached(token: string): { user: SessionUser; sid: string } | null | undefined {
      if (!token || token.length > 200) return null;
      if (!listening) return undefined;
      const sid = hashToken(token);
      const cached = cache.get(sid);
      if (!cached) return undefined;
      const t = now();
      if (!(cached.expire > t && cached.absoluteExpire > t)) return null;
      if (t.getTime() - cached.lastSeenAt.getTime() > TOUCH_EVERY_MS) return undefined;
      return { user: cached.user, sid };
    },

    /** Sign-out: the session ends here and in every instance's cache. */
    async revokeToken(sid: string) {
      await deleteSession(db, sid);
      await announce(`s:${sid}`);
    },
    /** Ends every session of a user (password change, recovery, deletion), optionally keeping the current one. */
    async revokeUserSessions(userId: number, exceptSid?: string, tx: DbOrTx = db) {
      await deleteUserSessions(tx, userId, exceptSid);
      await announce(`u:${userId}`, tx);
    },
    /** The user's live sessions (the devices list of /settings). */
    listSessionsOfUser: (userId: number) => listLiveSessionsOfUser(db, userId, now()),
    /** Ends one session of the user by its number; undefined when it is not theirs (or gone). */
    async revokeSessionOfUser(userId: number, id: number, tx: DbOrTx = db): Promise<string | undefined> {
      const sid = await deleteSessionOfUser(tx, userId, id);
      if (sid) await announce(`s:${sid}`, tx);
      return sid;
    },
    /** Ends every session of the user but the current one; answers how many ended. */
    async revokeOtherSessions(userId: number, currentSid: string, tx: DbOrTx = db): Promise<number> {
      const n = await deleteOtherSessions(tx, userId, currentSid);
      await announce(`u:${userId}`, tx);
      return n;
    },
    /** The user's row changed (role, group, names, e-mail, deletion): cached copies of their sessions go. */
    userChanged: (userId: number, tx: DbOrTx = db) => announce(`u:${userId}`, tx),
    /** Many users changed at once (a deleted group left its members without one). */
    allUsersChanged: (tx: DbOrTx = db) => announce('*', tx),
    purgeExpired: () => deleteExpiredSessions(db, now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
