import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { wpVersionChecks } from '../../../db/schema/index.js';

// wp_version_checks: one row per version check an admin asked for (001 §3). The row is the check's record
// and what GET …/version-status reports: status, dates, errorMessage, and the per-slug answers in `response`.

export type VersionCheck = typeof wpVersionChecks.$inferSelect;
export type VersionCheckStatus = 'pending' | 'in_progress' | 'completed' | 'failed';
export type EntityType = VersionCheck['entityType'];

export async function insertVersionCheck(db: DbOrTx, entityType: EntityType, payload: unknown): Promise<VersionCheck> {
  const rows = await db.insert(wpVersionChecks).values({ entityType, payload, status: 'pending' }).returning();
  return rows[0]!;
}

export async function deleteVersionCheck(db: DbOrTx, id: number) {
  await db.delete(wpVersionChecks).where(eq(wpVersionChecks.id, id));
}

export async function findVersionCheck(db: DbOrTx, id: number): Promise<VersionCheck | undefined> {
  return (await db.select().from(wpVersionChecks).where(eq(wpVersionChecks.id, id)).limit(1))[0];
}

/** The newest check of a kind: what the admin tab shows. */
export async function findLatestVersionCheck(db: DbOrTx, entityType: EntityType): Promise<VersionCheck | undefined> {
  return (
    await db
      .select()
      .from(wpVersionChecks)
      .where(eq(wpVersionChecks.entityType, entityType))
      .orderBy(desc(wpVersionChecks.id))
      .limit(1)
  )[0];
}

export interface VersionCheckPatch {
  status?: VersionCheckStatus;
  response?: unknown;
  errorMessage?: string | null;
  startedAt?: Date;
  completedAt?: Date | null;
}

export async function updateVersionCheck(db: DbOrTx, id: number, patch: VersionCheckPatch) {
  await db.update(wpVersionChecks).set(patch).where(eq(wpVersionChecks.id, id));
}
