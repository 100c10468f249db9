import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { twoFactorChallengesUsed, userRecoveryCodes, users } from '../../db/schema/index.js';

// The two-factor columns of users and the recovery codes table.

export async function findTwoFactorState(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
export type TwoFactorState = NonNullable<Awaited<ReturnType<typeof findTwoFactorState>>>;

export async function setPendingSecret(db: DbOrTx, userId: number, sealed: string, now: Date) {
  await db.update(users).set({ totpPendingSecret: sealed, updatedAt: now }).where(eq(users.id, userId));
}

/** Turns 2FA on with the pending secret, only if it is still the one confirmed and 2FA is still off. */
export async function enableTwoFactor(
  db: DbOrTx,
  userId: number,
  sealedPending: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: sealedPending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, sealedPending), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function disableTwoFactor(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

/** Records the step of an accepted code; false when another request used this step (or a later one) first. */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  if (hashes.length) await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used; false when it is unknown or already used (two racing requests: one wins). */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const isTwoFactorOn = (state: { totpEnabledAt: Date | null; totpSecret: string | null }) =>
  Boolean(state.totpEnabledAt && state.totpSecret);

/**
 * Marks a sign-in challenge used, in the transaction that starts its session; false when it was used
 * already (the primary key makes two racing completions wait for each other, and the second one finds the row).
 */
export async function consumeChallenge(
  tx: DbOrTx,
  digest: string,
  userId: number,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await tx.delete(twoFactorChallengesUsed).where(lt(twoFactorChallengesUsed.expiresAt, now));
  const rows = await tx
    .insert(twoFactorChallengesUsed)
    .values({ digest, userId, expiresAt })
    .onConflictDoNothing({ target: twoFactorChallengesUsed.digest })
    .returning({ digest: twoFactorChallengesUsed.digest });
  return rows.length > 0;
}
