import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailVerifications, users } from '../../db/schema/index.js';

// The email_verifications table. A proof counts only while the account's e-mail still equals the
// address it was made for (compared case-insensitively), so an address change ends it without a write here.

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

export async function findVerification(db: DbOrTx, userId: number): Promise<EmailVerificationRow | undefined> {
  return (await db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId)).limit(1))[0];
}

export async function findVerificationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<EmailVerificationRow | undefined> {
  return (await db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash)).limit(1))[0];
}

/** A new link for `email`: replaces any earlier one and any earlier proof (it was for this or another address). */
export async function saveVerificationLink(
  db: DbOrTx,
  row: { userId: number; email: string; tokenHash: string; sentAt: Date },
) {
  await db
    .insert(emailVerifications)
    .values({ ...row, verifiedAt: null, createdAt: row.sentAt, updatedAt: row.sentAt })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { email: row.email, tokenHash: row.tokenHash, sentAt: row.sentAt, verifiedAt: null, updatedAt: row.sentAt },
    });
}

/** The link was followed: the proof is recorded and the token can no longer be used. */
export async function markVerified(db: DbOrTx, userId: number, at: Date) {
  await db
    .update(emailVerifications)
    .set({ verifiedAt: at, tokenHash: null, updatedAt: at })
    .where(eq(emailVerifications.userId, userId));
}

/** Whether the user's current e-mail is the one they proved (another module's rule reads this, e.g. the free trial). */
export async function isEmailVerified(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNotNull(emailVerifications.verifiedAt),
        isNotNull(users.email),
        sql`lower(${users.email}) = lower(${emailVerifications.email})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
