// The reputation sources' two tables (server/db/schema/abuse-reputation.ts): each source's settings, and each
// source's cached answer per target. Drizzle only.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { abuseReputationCache, abuseReputationSources } from '../../../db/schema/abuse-reputation.js';

export type ReputationSettingsRow = typeof abuseReputationSources.$inferSelect;
export type CachedAnswerRow = typeof abuseReputationCache.$inferSelect;

export async function readSourceSettings(db: DbOrTx): Promise<ReputationSettingsRow[]> {
  return db.select().from(abuseReputationSources);
}

export async function readOneSourceSettings(db: DbOrTx, sourceId: string) {
  return (
    await db.select().from(abuseReputationSources).where(eq(abuseReputationSources.sourceId, sourceId)).limit(1)
  )[0];
}

export async function upsertSourceSettings(
  db: DbOrTx,
  values: { sourceId: string; enabled: boolean; apiKeySealed: string | null },
  now: Date,
) {
  await db
    .insert(abuseReputationSources)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: abuseReputationSources.sourceId,
      set: { enabled: values.enabled, apiKeySealed: values.apiKeySealed, updatedAt: now },
    });
}

/** The unexpired answers of one source for these target hashes. */
export async function readCachedAnswers(
  db: DbOrTx,
  sourceId: string,
  targetHashes: string[],
  now: Date,
): Promise<CachedAnswerRow[]> {
  if (targetHashes.length === 0) return [];
  return db
    .select()
    .from(abuseReputationCache)
    .where(
      and(
        eq(abuseReputationCache.sourceId, sourceId),
        inArray(abuseReputationCache.targetHash, targetHashes),
        gt(abuseReputationCache.expiresAt, now),
      ),
    );
}

export async function writeCachedAnswers(db: DbOrTx, rows: CachedAnswerRow[]) {
  if (rows.length === 0) return;
  for (const row of rows) {
    await db
      .insert(abuseReputationCache)
      .values(row)
      .onConflictDoUpdate({
        target: [abuseReputationCache.sourceId, abuseReputationCache.targetHash],
        set: {
          target: row.target,
          status: row.status,
          findings: row.findings,
          checkedAt: row.checkedAt,
          expiresAt: row.expiresAt,
        },
      });
  }
}

/** Drops the answers whose time is up (the table stays as small as the live answers). */
export async function deleteExpiredAnswers(db: DbOrTx, now: Date) {
  await db.delete(abuseReputationCache).where(lte(abuseReputationCache.expiresAt, now));
}
