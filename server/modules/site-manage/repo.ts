import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { siteBackupRequests, siteManageSettings, siteWordpressRuns } from '../../db/schema/index.js';

export type WordpressRunRow = typeof siteWordpressRuns.$inferSelect;

export async function insertWordpressRun(
  db: DbOrTx,
  row: { hostingAccountId: number; installId: string; domain: string; adminPasswordSealed: string; now: Date },
): Promise<WordpressRunRow> {
  const [created] = await db
    .insert(siteWordpressRuns)
    .values({
      hostingAccountId: row.hostingAccountId,
      installId: row.installId,
      domain: row.domain,
      adminPasswordSealed: row.adminPasswordSealed,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning();
  return created!;
}

export async function findWordpressRun(db: DbOrTx, id: number): Promise<WordpressRunRow | undefined> {
  const [row] = await db.select().from(siteWordpressRuns).where(eq(siteWordpressRuns.id, id)).limit(1);
  return row;
}

export async function latestWordpressRun(db: DbOrTx, accountId: number): Promise<WordpressRunRow | undefined> {
  const [row] = await db
    .select()
    .from(siteWordpressRuns)
    .where(eq(siteWordpressRuns.hostingAccountId, accountId))
    .orderBy(desc(siteWordpressRuns.createdAt), desc(siteWordpressRuns.id))
    .limit(1);
  return row;
}

export async function updateWordpressRun(
  db: DbOrTx,
  id: number,
  change: Partial<
    Pick<
      WordpressRunRow,
      | 'state'
      | 'percent'
      | 'step'
      | 'error'
      | 'websiteId'
      | 'adminLogin'
      | 'adminPasswordSealed'
      | 'polls'
      | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(siteWordpressRuns).set(change).where(eq(siteWordpressRuns.id, id));
}

export async function countBackupsSince(db: DbOrTx, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteBackupRequests)
    .where(and(eq(siteBackupRequests.hostingAccountId, accountId), gte(siteBackupRequests.requestedAt, since)));
  return row?.n ?? 0;
}

export async function insertBackupRequest(db: DbOrTx, accountId: number, at: Date): Promise<void> {
  await db.insert(siteBackupRequests).values({ hostingAccountId: accountId, requestedAt: at });
}

export type SiteManageSettingsRow = typeof siteManageSettings.$inferSelect;
const SETTINGS_ID = 1;

export async function readSiteManageSettings(db: DbOrTx): Promise<SiteManageSettingsRow | undefined> {
  return (await db.select().from(siteManageSettings).where(eq(siteManageSettings.id, SETTINGS_ID)).limit(1))[0];
}

export async function writeSiteManageSettings(
  db: DbOrTx,
  patch: Pick<SiteManageSettingsRow, 'subdomainTxtEnabled' | 'subdomainTxtLimit'>,
  now: Date,
): Promise<SiteManageSettingsRow> {
  const [row] = await db
    .insert(siteManageSettings)
    .values({ id: SETTINGS_ID, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: siteManageSettings.id, set: { ...patch, updatedAt: now } })
    .returning();
  return row!;
}
