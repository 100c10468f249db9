import type { SessionUser } from '../../http/session-user.js';

// A short-lived in-process copy of "token digest → live session and its user". Every signed-in request starts
// with this lookup, and the same token usually comes back within seconds. Whatever changes a session or its user
// (sign-out, password change, recovery, role or profile change, deletion) drops the entries here at once and, via
// the change feed, on every other instance; TTL_MS only bounds how long a lost notice could matter.

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  sid: string;
  expire: Date;
  absoluteExpire: Date;
  lastSeenAt: Date;
  user: SessionUser;
}

export function createSessionCache(nowMs: () => number) {
  const bySid = new Map<string, { session: CachedSession; cachedAt: number }>();
  const sidsByUser = new Map<number, Set<string>>();
  // Bumped on every drop: a lookup that started before a drop must not store what it read.
  let generation = 0;

  function remove(sid: string) {
    const entry = bySid.get(sid);
    if (!entry) return;
    bySid.delete(sid);
    const sids = sidsByUser.get(entry.session.user.id);
    sids?.delete(sid);
    if (sids && sids.size === 0) sidsByUser.delete(entry.session.user.id);
  }

  return {
    get(sid: string): CachedSession | undefined {
      const entry = bySid.get(sid);
      if (!entry) return undefined;
      if (nowMs() - entry.cachedAt >= SESSION_CACHE_TTL_MS) {
        remove(sid);
        return undefined;
      }
      return entry.session;
    },
    /** The generation to hand back to set(): taken before the database read. */
    generation: () => generation,
    set(session: CachedSession, readAtGeneration: number) {
      if (readAtGeneration !== generation) return;
      if (bySid.size >= MAX_ENTRIES) remove(bySid.keys().next().value as string);
      bySid.set(session.sid, { session, cachedAt: nowMs() });
      let sids = sidsByUser.get(session.user.id);
      if (!sids) sidsByUser.set(session.user.id, (sids = new Set()));
      sids.add(session.sid);
    },
    dropSid(sid: string) {
      generation++;
      remove(sid);
    },
    dropUser(userId: number) {
      generation++;
      for (const sid of [...(sidsByUser.get(userId) ?? [])]) remove(sid);
    },
    clear() {
      generation++;
      bySid.clear();
      sidsByUser.clear();
    },
    get size() {
      return bySid.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
