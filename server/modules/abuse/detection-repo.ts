import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  abuseAutoSuspensions,
  abuseCases,
  abuseDetectionSettings,
  abuseReports,
  abuseSiteScans,
} from '../../db/schema/index.js';

// The automatic detection's tables: its settings row, the cases, each site's place in the weekly rescan.

export type AbuseCaseRow = typeof abuseCases.$inferSelect;
export type NewAbuseCaseRow = typeof abuseCases.$inferInsert;
/** One explained signal as a case keeps it, and one reputation source's answer (schema/abuse.ts). */
export type AbuseCaseSignal = AbuseCaseRow['signals'][number];
export type AbuseCaseSourceAnswer = AbuseCaseRow['sources'][number];
export type DetectionSettingsRow = typeof abuseDetectionSettings.$inferSelect;

// --- Settings -----------------------------------------------------------------------------------------------------

export async function readDetectionSettings(db: DbOrTx): Promise<DetectionSettingsRow | undefined> {
  return (await db.select().from(abuseDetectionSettings).where(eq(abuseDetectionSettings.id, 1)).limit(1))[0];
}

export async function upsertDetectionSettings(
  db: DbOrTx,
  values: Omit<typeof abuseDetectionSettings.$inferInsert, 'id' | 'updatedAt'>,
  now: Date,
) {
  await db
    .insert(abuseDetectionSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: abuseDetectionSettings.id, set: { ...values, updatedAt: now } });
}

// --- Cases --------------------------------------------------------------------------------------------------------

export async function findCase(db: DbOrTx, id: number): Promise<AbuseCaseRow | undefined> {
  return (await db.select().from(abuseCases).where(eq(abuseCases.id, id)).limit(1))[0];
}

export async function lockCase(tx: DbOrTx, id: number): Promise<AbuseCaseRow | undefined> {
  return (await tx.select().from(abuseCases).where(eq(abuseCases.id, id)).for('update').limit(1))[0];
}

export async function findOpenCaseOfSite(db: DbOrTx, hostingAccountId: number): Promise<AbuseCaseRow | undefined> {
  return (
    await db
      .select()
      .from(abuseCases)
      .where(and(eq(abuseCases.hostingAccountId, hostingAccountId), eq(abuseCases.status, 'open')))
      .limit(1)
  )[0];
}

/** Answers the new case, or undefined when the site already has an open one (partial unique index). */
export async function insertCase(tx: DbOrTx, values: NewAbuseCaseRow): Promise<AbuseCaseRow | undefined> {
  return (await tx.insert(abuseCases).values(values).onConflictDoNothing().returning())[0];
}

export async function updateCase(tx: DbOrTx, id: number, values: Partial<NewAbuseCaseRow>, now: Date) {
  return (
    await tx
      .update(abuseCases)
      .set({ ...values, updatedAt: now })
      .where(eq(abuseCases.id, id))
      .returning()
  )[0];
}

export async function listCases(db: DbOrTx, status: 'open' | 'closed', limit: number): Promise<AbuseCaseRow[]> {
  return db
    .select()
    .from(abuseCases)
    .where(status === 'open' ? eq(abuseCases.status, 'open') : ne(abuseCases.status, 'open'))
    .orderBy(status === 'open' ? abuseCases.createdAt : desc(abuseCases.resolvedAt), abuseCases.id)
    .limit(limit);
}

export async function listCasesOfOwner(db: DbOrTx, ownerUserId: number, exceptId: number, limit: number) {
  return db
    .select()
    .from(abuseCases)
    .where(and(eq(abuseCases.ownerUserId, ownerUserId), ne(abuseCases.id, exceptId)))
    .orderBy(desc(abuseCases.createdAt), desc(abuseCases.id))
    .limit(limit);
}

/** The most recent case of a site (any status), for the support desk's question. */
export async function findLatestCaseOfSite(db: DbOrTx, hostingAccountId: number): Promise<AbuseCaseRow | undefined> {
  return (
    await db
      .select()
      .from(abuseCases)
      .where(eq(abuseCases.hostingAccountId, hostingAccountId))
      .orderBy(desc(abuseCases.createdAt), desc(abuseCases.id))
      .limit(1)
  )[0];
}

/** The earliest open report about the site: where report → takedown time starts. */
export async function firstOpenReportAt(db: DbOrTx, hostingAccountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${abuseReports.createdAt})` })
    .from(abuseReports)
    .where(and(eq(abuseReports.hostingAccountId, hostingAccountId), eq(abuseReports.status, 'open')));
  return row?.at ? new Date(row.at) : null;
}

/** Every case that ever quarantined or was decided, for the figures (bounded by the caller's window). */
export async function listCasesForFigures(db: DbOrTx, since: Date): Promise<AbuseCaseRow[]> {
  return db.select().from(abuseCases).where(sql`${abuseCases.createdAt} >= ${since.toISOString()}::timestamptz`);
}

// --- The weekly rescan --------------------------------------------------------------------------------------------

/** Puts sites into the rescan (a site already in it keeps its place). */
export async function addSitesToRescan(db: DbOrTx, rows: { hostingAccountId: number; nextScanAt: Date }[]) {
  if (rows.length === 0) return;
  await db.insert(abuseSiteScans).values(rows).onConflictDoNothing();
}

export async function listDueRescans(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(abuseSiteScans)
    .where(lte(abuseSiteScans.nextScanAt, now))
    .orderBy(abuseSiteScans.nextScanAt)
    .limit(limit);
}

export async function moveRescans(db: DbOrTx, ids: number[], next: (id: number) => Date) {
  for (const id of ids)
    await db
      .update(abuseSiteScans)
      .set({ nextScanAt: next(id) })
      .where(eq(abuseSiteScans.hostingAccountId, id));
}

export async function recordScanOutcome(
  db: DbOrTx,
  hostingAccountId: number,
  outcome: { at: Date; verdict: string | null; error: string | null },
) {
  await db
    .update(abuseSiteScans)
    .set({ lastScanAt: outcome.at, lastVerdict: outcome.verdict, lastError: outcome.error })
    .where(eq(abuseSiteScans.hostingAccountId, hostingAccountId));
}

export async function countRescanSites(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(abuseSiteScans);
  return row?.n ?? 0;
}

export async function listRescanSiteIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: abuseSiteScans.hostingAccountId })
    .from(abuseSiteScans)
    .where(inArray(abuseSiteScans.hostingAccountId, ids));
  return rows.map((r) => r.id);
}

export async function nextRescanAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${abuseSiteScans.nextScanAt})` })
    .from(abuseSiteScans)
    .where(isNotNull(abuseSiteScans.nextScanAt));
  return row?.at ? new Date(row.at) : null;
}

// --- Report → takedown, over every way a reported site goes down ------------------------------------------------

export interface Takedown {
  hostingAccountId: number;
  at: Date;
}

/**
 * Takedowns since `since` that did not come from a scan case (the caller has those): an admin's action on a report
 * that suspended the site or its owner, and an automatic suspension by reports that was not undone.
 */
export async function listReportTakedowns(db: DbOrTx, since: Date): Promise<Takedown[]> {
  const byAction = await db
    .select({ hostingAccountId: abuseReports.hostingAccountId, at: abuseReports.resolvedAt })
    .from(abuseReports)
    .where(
      and(
        inArray(abuseReports.resolution, ['site_suspended', 'owner_suspended']),
        isNotNull(abuseReports.hostingAccountId),
        gte(abuseReports.resolvedAt, since),
      ),
    );
  const automatic = await db
    .select({ hostingAccountId: abuseAutoSuspensions.hostingAccountId, at: abuseAutoSuspensions.suspendedAt })
    .from(abuseAutoSuspensions)
    .where(and(gte(abuseAutoSuspensions.suspendedAt, since), isNull(abuseAutoSuspensions.undoneAt)));
  return [...byAction, ...automatic].flatMap((r) =>
    r.hostingAccountId !== null && r.at ? [{ hostingAccountId: r.hostingAccountId, at: r.at }] : [],
  );
}

/** Every report about these sites: when it came, and when it was closed. */
export async function listReportTimesOfSites(db: DbOrTx, hostingAccountIds: number[]) {
  if (hostingAccountIds.length === 0) return [];
  return db
    .select({
      hostingAccountId: abuseReports.hostingAccountId,
      createdAt: abuseReports.createdAt,
      resolvedAt: abuseReports.resolvedAt,
    })
    .from(abuseReports)
    .where(inArray(abuseReports.hostingAccountId, hostingAccountIds));
}
