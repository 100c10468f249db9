import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { sessionUserColumns } from './session-repo.js';

// Queries of the users table. Case-insensitive e-mail matching relies on the lower(email) unique index.

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
export type NewUser = typeof users.$inferInsert;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(db: DbOrTx, id: number) {
  const rows = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * The suspended person behind a purchase: the signed-in buyer, or the owner of the address typed at checkout (in any
 * case). Answers their id, or null when neither is suspended.
 */
export async function findSuspendedBuyer(
  db: DbOrTx,
  buyer: { userId?: number | null; email?: string | null },
): Promise<number | null> {
  const who = [
    ...(buyer.userId != null ? [eq(users.id, buyer.userId)] : []),
    ...(buyer.email?.trim() ? [sameEmail(buyer.email.trim())] : []),
  ];
  if (who.length === 0) return null;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), or(...who)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export interface UserBrief {
  id: number;
  email: string | null;
  username: string;
  role: string;
}

/** The name and address of each existing user among `ids`, for other modules' lists (an absent id is a removed user). */
export async function findUserBriefs(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The owner columns of another module's admin lists (hosting administration groups accounts per owner). */
export async function findOwners(db: DbOrTx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      userGroupId: users.userGroupId,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Sub-selects of user ids for another module's filters, so that its list stays one query over its own table while
 * the users table is read only here. `pattern` is a LIKE pattern over the lowercased username and e-mail.
 */
export const userIdsMatching = (db: DbOrTx, pattern: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`));

/** Members of a user group, or ('none') the users without one. */
export const userIdsInGroup = (db: DbOrTx, groupId: number | 'none') =>
  db
    .select({ id: users.id })
    .from(users)
    .where(groupId === 'none' ? isNull(users.userGroupId) : eq(users.userGroupId, groupId));

/** Holds one user's row for the caller's transaction, so that other modules can serialise one user's requests. */
export async function lockUserRow(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: users.id, isAnonymous: users.isAnonymous, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return rows[0];
}

export async function findPasswordHash(db: DbOrTx, id: number): Promise<string | undefined> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.passwordHash;
}

/**
 * The account a sign-in names, by username or e-mail, both case-insensitively. An exact username match
 * wins over a case-folded one (usernames are unique as typed; registration refuses case-only twins).
 */
export async function findUserForLogin(db: DbOrTx, identifier: string) {
  const rows = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(
      or(eq(users.username, identifier), sql`lower(${users.username}) = lower(${identifier})`, sameEmail(identifier)),
    )
    .orderBy(sql`${users.username} = ${identifier} desc`, users.id)
    .limit(1);
  return rows[0];
}

export async function findUserByRecoveryHash(db: DbOrTx, recoveryPhraseHash: string) {
  const rows = await db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.recoveryPhraseHash, recoveryPhraseHash))
    .limit(1);
  return rows[0];
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail(email) : and(sameEmail(email), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** The user holding an e-mail (compared as isEmailTaken does), or undefined. */
export async function findUserIdByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: number; username: string } | undefined> {
  return (await db.select({ id: users.id, username: users.username }).from(users).where(sameEmail(email)).limit(1))[0];
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/** Inserts a user; answers undefined when the username is taken (other unique violations still throw). */
export async function insertUser(db: DbOrTx, values: NewUser) {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.username })
    .returning(sessionUserColumns);
  return rows[0];
}

export async function updateUser(db: DbOrTx, id: number, changes: Partial<NewUser>) {
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning(sessionUserColumns);
  return rows[0];
}

/**
 * Swaps a user's password and recovery phrase only if the phrase is still the one presented, so two
 * parallel recoveries with one phrase cannot both succeed (the phrase is single use).
 */
export async function replaceRecoveredCredentials(
  db: DbOrTx,
  id: number,
  oldPhraseHash: string,
  changes: { passwordHash: string; recoveryPhraseHash: string; updatedAt: Date },
) {
  const rows = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), eq(users.recoveryPhraseHash, oldPhraseHash)))
    .returning(sessionUserColumns);
  return rows[0];
}

/** Where to tell every admin (disputes): admins with an e-mail who are not suspended. */
export async function listAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.email), isNull(users.suspendedAt)));
  return rows.map((r) => r.email!).filter((email) => email.trim() !== '');
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return Number(rows[0]?.n ?? 0);
}

// Single-key advisory lock taken while deciding whether to create the first admin, so instances
// starting together create exactly one.
const FIRST_ADMIN_LOCK = 727_002;

export async function lockFirstAdminCreation(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
}

/** The language a user chose with the switcher, or null (their mail then follows the request that causes it). */
export async function findUserLocale(db: DbOrTx, id: number): Promise<string | null> {
  const rows = await db.select({ locale: users.locale }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.locale ?? null;
}
