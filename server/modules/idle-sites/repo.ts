import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idleSiteSettings, idleSites } from '../../db/schema/index.js';

// Drizzle only: the rule's one settings row and each watched site's clock and steps.

export type IdleSettingsRow = typeof idleSiteSettings.$inferSelect;
export type IdleSiteRow = typeof idleSites.$inferSelect;
export type IdleSitePatch = Partial<Omit<typeof idleSites.$inferInsert, 'hostingAccountId'>>;

const SETTINGS_ID = 1;

export async function readSettings(db: DbOrTx): Promise<IdleSettingsRow | undefined> {
  return (await db.select().from(idleSiteSettings).where(eq(idleSiteSettings.id, SETTINGS_ID)).limit(1))[0];
}

/** Locks the settings row for the rest of the transaction (saving settings, claiming a day's sweep). */
export async function lockSettings(tx: DbOrTx): Promise<IdleSettingsRow | undefined> {
  return (await tx.select().from(idleSiteSettings).where(eq(idleSiteSettings.id, SETTINGS_ID)).for('update'))[0];
}

export async function writeSettings(tx: DbOrTx, patch: Partial<typeof idleSiteSettings.$inferInsert>, now: Date) {
  await tx
    .insert(idleSiteSettings)
    .values({ id: SETTINGS_ID, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: idleSiteSettings.id, set: { ...patch, updatedAt: now } });
}

/** Claims the day's sweep: true for the one caller (of any instance) that moved the day forward. */
export async function claimSweepDay(db: DbOrTx, day: number): Promise<boolean> {
  const rows = await db
    .update(idleSiteSettings)
    .set({ lastSweepDay: day })
    .where(
      and(
        eq(idleSiteSettings.id, SETTINGS_ID),
        or(isNull(idleSiteSettings.lastSweepDay), lt(idleSiteSettings.lastSweepDay, day)),
      ),
    )
    .returning({ id: idleSiteSettings.id });
  return rows.length > 0;
}

export async function recordSweep(db: DbOrTx, at: Date, summary: unknown) {
  await db
    .update(idleSiteSettings)
    .set({ lastSweepAt: at, lastSweep: summary })
    .where(eq(idleSiteSettings.id, SETTINGS_ID));
}

export async function findSite(db: DbOrTx, accountId: number): Promise<IdleSiteRow | undefined> {
  return (await db.select().from(idleSites).where(eq(idleSites.hostingAccountId, accountId)).limit(1))[0];
}

/** A site's row for the rest of the transaction: the sweep's steps and Reactivate take turns on it. */
export async function lockSite(tx: DbOrTx, accountId: number): Promise<IdleSiteRow | undefined> {
  return (await tx.select().from(idleSites).where(eq(idleSites.hostingAccountId, accountId)).for('update'))[0];
}

/** The clock of a site seen for the first time starts now; a row that exists is left as it is. */
export async function insertSiteIfNew(db: DbOrTx, accountId: number, values: IdleSitePatch & { lastActivityAt: Date }) {
  await db
    .insert(idleSites)
    .values({ hostingAccountId: accountId, ...values })
    .onConflictDoNothing({ target: idleSites.hostingAccountId });
}

export async function updateSite(db: DbOrTx, accountId: number, patch: IdleSitePatch, now: Date) {
  await db
    .update(idleSites)
    .set({ ...patch, updatedAt: now })
    .where(eq(idleSites.hostingAccountId, accountId));
}

/** Turning the rule on again: warnings given before it was off are given again before anything happens. */
export async function forgetNotices(tx: DbOrTx, now: Date) {
  await tx
    .update(idleSites)
    .set({ warned7At: null, warned1At: null, deactivateOn: null, removalNoticeAt: null, updatedAt: now })
    .where(sql`true`);
}

export async function countDeactivated(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(idleSites)
    .where(and(isNotNull(idleSites.deactivatedAt), isNull(idleSites.removingAt)));
  return Number(rows[0]?.n ?? 0);
}
