import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
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
    .select({ sid: sessions.sid, expire: sessions.expire, absoluteExpire: sessions.absoluteExpire, lastSeenAt: sessions.lastSeenAt, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now')), gt(sessions.absoluteExpire, sql.placeholder('now'))))
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
  await db.delete(sessions).where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessions).where(sql`${lt(sessions.expire, now)} or ${lt(sessions.absoluteExpire, now)}`);
}
