import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { downloads, plugins, themes } from '../../db/schema/index.js';
import { tableOf, type LibraryKind } from './repo.js';

/**
 * One download: the count goes up by one in a single UPDATE (no read-modify-write, so parallel downloads
 * never lose a count) and the record is written in the same transaction. Null when the item is gone or
 * inactive, in which case nothing is written.
 */
export async function recordDownload(
  tx: Tx,
  kind: LibraryKind,
  itemId: number,
  userId: number | null,
): Promise<number | null> {
  const t = tableOf(kind);
  const rows = await tx
    .update(t)
    .set({ downloadCount: sql`${t.downloadCount} + 1` })
    .where(and(eq(t.id, itemId), eq(t.isActive, true)))
    .returning({ downloadCount: t.downloadCount });
  if (!rows[0]) return null;
  await tx.insert(downloads).values(kind === 'plugin' ? { pluginId: itemId, userId } : { themeId: itemId, userId });
  return rows[0].downloadCount;
}

/** The user's own downloads, newest first, with the item's name and slug. */
export async function listRecentDownloads(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: downloads.id,
      pluginId: downloads.pluginId,
      themeId: downloads.themeId,
      pluginName: plugins.name,
      pluginSlug: plugins.slug,
      pluginVersion: plugins.version,
      themeName: themes.name,
      themeSlug: themes.slug,
      themeVersion: themes.version,
      downloadedAt: downloads.downloadedAt,
    })
    .from(downloads)
    .leftJoin(plugins, eq(plugins.id, downloads.pluginId))
    .leftJoin(themes, eq(themes.id, downloads.themeId))
    .where(eq(downloads.userId, userId))
    .orderBy(desc(downloads.downloadedAt), desc(downloads.id))
    .limit(limit);
}

export async function countDownloadRecords(db: DbOrTx, kind: LibraryKind, itemId: number): Promise<number> {
  const column = kind === 'plugin' ? downloads.pluginId : downloads.themeId;
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(downloads).where(eq(column, itemId));
  return Number(rows[0]?.n ?? 0);
}
