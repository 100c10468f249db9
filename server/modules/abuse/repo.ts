import { and, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { abuseAutoSuspensions, abuseReports, abuseSettings } from '../../db/schema/index.js';

export type AbuseReportRow = typeof abuseReports.$inferSelect;
export type NewAbuseReportRow = typeof abuseReports.$inferInsert;
export type AutoSuspensionRow = typeof abuseAutoSuspensions.$inferSelect;

// --- Reports -------------------------------------------------------------------------------------------------

export async function insertReport(tx: DbOrTx, values: NewAbuseReportRow): Promise<AbuseReportRow> {
  return (await tx.insert(abuseReports).values(values).returning())[0];
}

export async function findReport(db: DbOrTx, id: number): Promise<AbuseReportRow | undefined> {
  return (await db.select().from(abuseReports).where(eq(abuseReports.id, id)).limit(1))[0];
}

/** The report, locked for the rest of the transaction (two admins acting at once: one wins, one reads it closed). */
export async function lockReport(tx: DbOrTx, id: number): Promise<AbuseReportRow | undefined> {
  return (await tx.select().from(abuseReports).where(eq(abuseReports.id, id)).for('update').limit(1))[0];
}

export async function listReports(db: DbOrTx, status: 'open' | 'closed', limit: number): Promise<AbuseReportRow[]> {
  // Open: oldest first (a queue); closed: newest first (a history).
  return db
    .select()
    .from(abuseReports)
    .where(eq(abuseReports.status, status))
    .orderBy(status === 'open' ? abuseReports.createdAt : desc(abuseReports.createdAt), abuseReports.id)
    .limit(limit);
}

/** Every report against the owner's sites (except `exceptId` when given), newest first. */
export async function listReportsOfOwner(
  db: DbOrTx,
  ownerUserId: number,
  exceptId: number | undefined,
  limit: number,
): Promise<AbuseReportRow[]> {
  const ofOwner = eq(abuseReports.ownerUserId, ownerUserId);
  return db
    .select()
    .from(abuseReports)
    .where(exceptId === undefined ? ofOwner : and(ofOwner, ne(abuseReports.id, exceptId)))
    .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id))
    .limit(limit);
}

export async function countOpenReportsSince(tx: DbOrTx, hostingAccountId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.hostingAccountId, hostingAccountId),
        eq(abuseReports.status, 'open'),
        gte(abuseReports.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Closes the open reports matching `where`, answering the rows closed (each reporter is told). */
async function closeWhere(
  tx: DbOrTx,
  where: ReturnType<typeof and>,
  outcome: { resolution: NonNullable<AbuseReportRow['resolution']>; note: string | null; by: number | null; at: Date },
) {
  return tx
    .update(abuseReports)
    .set({
      status: 'closed',
      resolution: outcome.resolution,
      resolutionNote: outcome.note,
      resolvedBy: outcome.by,
      resolvedAt: outcome.at,
    })
    .where(and(eq(abuseReports.status, 'open'), where))
    .returning();
}

export const closeReport = (tx: DbOrTx, id: number, outcome: Parameters<typeof closeWhere>[2]) =>
  closeWhere(tx, eq(abuseReports.id, id), outcome);
export const closeReportsOfSite = (tx: DbOrTx, hostingAccountId: number, outcome: Parameters<typeof closeWhere>[2]) =>
  closeWhere(tx, eq(abuseReports.hostingAccountId, hostingAccountId), outcome);
export const closeReportsOfOwner = (tx: DbOrTx, ownerUserId: number, outcome: Parameters<typeof closeWhere>[2]) =>
  closeWhere(tx, eq(abuseReports.ownerUserId, ownerUserId), outcome);

// --- Settings ---------------------------------------------------------------------------------------------------

export async function readSettings(db: DbOrTx) {
  return (await db.select().from(abuseSettings).where(eq(abuseSettings.id, 1)).limit(1))[0];
}

export async function upsertSettings(
  db: DbOrTx,
  values: { autoSuspendEnabled: boolean; autoSuspendThreshold: number },
  now: Date,
) {
  await db
    .insert(abuseSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: abuseSettings.id, set: { ...values, updatedAt: now } });
}

// --- Automatic suspensions ----------------------------------------------------------------------------------

/** Answers the new row, or undefined when one is already in force for the site (partial unique index). */
export async function insertAutoSuspension(tx: DbOrTx, hostingAccountId: number, reportCount: number, now: Date) {
  return (
    await tx
      .insert(abuseAutoSuspensions)
      .values({ hostingAccountId, reportCount, createdAt: now })
      .onConflictDoNothing()
      .returning()
  )[0];
}

export async function findAutoSuspension(db: DbOrTx, id: number): Promise<AutoSuspensionRow | undefined> {
  return (await db.select().from(abuseAutoSuspensions).where(eq(abuseAutoSuspensions.id, id)).limit(1))[0];
}

export async function listLiveAutoSuspensions(db: DbOrTx, hostingAccountIds: number[]): Promise<AutoSuspensionRow[]> {
  if (hostingAccountIds.length === 0) return [];
  return db
    .select()
    .from(abuseAutoSuspensions)
    .where(
      and(inArray(abuseAutoSuspensions.hostingAccountId, hostingAccountIds), isNull(abuseAutoSuspensions.undoneAt)),
    );
}

/** When the site's last automatic suspension was undone: reports before it no longer count. */
export async function lastUndoneAt(tx: DbOrTx, hostingAccountId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | null>`max(${abuseAutoSuspensions.undoneAt})` })
    .from(abuseAutoSuspensions)
    .where(eq(abuseAutoSuspensions.hostingAccountId, hostingAccountId));
  return row?.at ? new Date(row.at) : null;
}

export async function markAutoSuspended(db: DbOrTx, id: number, now: Date) {
  await db.update(abuseAutoSuspensions).set({ suspendedAt: now }).where(eq(abuseAutoSuspensions.id, id));
}

/** Answers false when it was undone already. */
export async function markAutoSuspensionUndone(tx: DbOrTx, id: number, by: number | null, now: Date): Promise<boolean> {
  const rows = await tx
    .update(abuseAutoSuspensions)
    .set({ undoneAt: now, undoneBy: by })
    .where(and(eq(abuseAutoSuspensions.id, id), isNull(abuseAutoSuspensions.undoneAt)))
    .returning({ id: abuseAutoSuspensions.id });
  return rows.length === 1;
}

/**
 * Serialises the reports of one site until the transaction ends, so reports racing to the auto-suspension
 * threshold are counted one after another (each sees the others) and the threshold is never skipped.
 */
export async function lockSiteReports(tx: DbOrTx, hostingAccountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('abuse-site'), ${hostingAccountId}::int)`);
}
