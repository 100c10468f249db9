import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { computeExtraRuns } from '../../db/schema/index.js';

// compute_extra_runs: the payment record of each paid trial run (extra-runs.ts).
export type ExtraRunRow = typeof computeExtraRuns.$inferSelect;

export async function insertExtraRun(db: DbOrTx, values: typeof computeExtraRuns.$inferInsert): Promise<ExtraRunRow> {
  return (await db.insert(computeExtraRuns).values(values).returning())[0]!;
}

export async function findExtraRun(db: DbOrTx, id: number): Promise<ExtraRunRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return (await db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id)).limit(1))[0];
}

export async function findExtraRunByCheckoutSession(db: DbOrTx, sessionId: string): Promise<ExtraRunRow | undefined> {
  return (
    await db.select().from(computeExtraRuns).where(eq(computeExtraRuns.checkoutSessionId, sessionId)).limit(1)
  )[0];
}

/** The row, locked for the rest of the transaction: confirm and the webhook serialise on it. */
export async function lockExtraRun(db: DbOrTx, id: number): Promise<ExtraRunRow | undefined> {
  return (await db.select().from(computeExtraRuns).where(eq(computeExtraRuns.id, id)).for('update'))[0];
}

export async function updateExtraRun(
  db: DbOrTx,
  id: number,
  values: Partial<typeof computeExtraRuns.$inferInsert>,
  now: Date,
) {
  await db
    .update(computeExtraRuns)
    .set({ ...values, updatedAt: now })
    .where(eq(computeExtraRuns.id, id));
}

/** Rows still waiting for their payment, oldest first, created before `before` (the reconciliation's batch). */
export async function listPendingExtraRunsBefore(db: DbOrTx, before: Date, limit: number): Promise<ExtraRunRow[]> {
  return db
    .select()
    .from(computeExtraRuns)
    .where(and(eq(computeExtraRuns.status, 'pending'), lt(computeExtraRuns.createdAt, before)))
    .orderBy(asc(computeExtraRuns.createdAt))
    .limit(limit);
}
