import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isAnonymous: users.isAnonymous,
  role: users.role,
  userGroupId: users.userGroupId,
  createdAt: users.createdAt,
  twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
  suspendedAt: users.suspendedAt,
  suspendReason: users.suspendReason,
  locale: users.locale,
};

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/**
 * The live session for a token digest, joined with its user: one round trip per authenticated request.
 * Prepared once per database: this runs on every signed-in request, and planning it each time costs more
 * than executing it (bench/results/get-user.json).
 */
export function prepareFindLiveSession(db: Db) {
  const query = db
    .select({
      sid: sessions.sid,
      expire: sessions.expire,
      absoluteExpire: sessions.absoluteExpire,
      lastSeenAt: sessions.lastSeenAt,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.sid, sql.placeholder('sid')),
        gt(sessions.expire, sql.placeholder('now')),
        gt(sessions.absoluteExpire, sql.placeholder('now')),
        // Suspension deletes the sessions; this also refuses one that a sign-in racing the suspension wrote.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
  return async (sid: string, now: Date) => (await query.execute({ sid, now }))[0];
}

export async function touchSession(db: DbOrTx, sid: string, now: Date, expire: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: DbOrTx, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSid?: string) {
  await db
    .delete(sessions)
    .where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId));
}

/** The user's live sessions, most recently used first (the settings page's device list). */
export async function listLiveSessionsOfUser(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      sid: sessions.sid,
      sess: sessions.sess,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, now), gt(sessions.absoluteExpire, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Deletes one session by its number, only if it belongs to the user; answers its sid or undefined. */
export async function deleteSessionOfUser(db: DbOrTx, userId: number, id: number): Promise<string | undefined> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ sid: sessions.sid });
  return rows[0]?.sid;
}

/** Deletes every session of the user except one; answers how many went. */
export async function deleteOtherSessions(db: DbOrTx, userId: number, exceptSid: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessions).where(sql`${lt(sessions.expire, now)} or ${lt(sessions.absoluteExpire, now)}`);
}
