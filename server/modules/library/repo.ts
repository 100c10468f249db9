import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { plugins, themes } from '../../db/schema/index.js';

// Plugins and themes share every column (themes' author has no default), so one set of queries serves
// both; `tableOf` picks the table. The cast is safe because the column names and types are the same.

export type LibraryKind = 'plugin' | 'theme';
export type ItemRow = typeof plugins.$inferSelect;
/** Insert shape of either table; author may be null (themes). */
export type NewItemRow = Omit<typeof plugins.$inferInsert, 'author'> & { author?: string | null };
type PluginInsert = typeof plugins.$inferInsert;

export const tableOf = (kind: LibraryKind) => (kind === 'plugin' ? plugins : (themes as unknown as typeof plugins));

export async function insertItem(db: DbOrTx, kind: LibraryKind, values: NewItemRow): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await db
    .insert(t)
    .values(values as PluginInsert)
    .onConflictDoNothing({ target: t.slug })
    .returning();
  return rows[0] ?? null;
}

export async function insertItems(db: DbOrTx, kind: LibraryKind, values: NewItemRow[]): Promise<number> {
  if (values.length === 0) return 0;
  const t = tableOf(kind);
  const rows = await db
    .insert(t)
    .values(values as PluginInsert[])
    .onConflictDoNothing({ target: t.slug })
    .returning({ id: t.id });
  return rows.length;
}

export async function findItemById(db: DbOrTx, kind: LibraryKind, id: number): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await db.select().from(t).where(eq(t.id, id));
  return rows[0] ?? null;
}

/** Any item holding `slug`, listed or not: the slug is unique over the whole table (the upload's duplicate rule). */
export async function findItemBySlug(db: DbOrTx, kind: LibraryKind, slug: string): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await db.select().from(t).where(eq(t.slug, slug));
  return rows[0] ?? null;
}

/** The detail page's lookup, prepared once: it runs on every /plugin/{slug} view. */
export function prepareFindActivePluginBySlug(db: Db) {
  const query = db
    .select()
    .from(plugins)
    .where(and(eq(plugins.slug, sql.placeholder('slug')), eq(plugins.isActive, true)))
    .limit(1)
    .prepare('library_plugin_by_slug');
  return async (slug: string): Promise<ItemRow | null> => (await query.execute({ slug }))[0] ?? null;
}

/** The row under a row lock, so a replacement file and a delete cannot race over which files to remove. */
export async function lockItem(tx: Tx, kind: LibraryKind, id: number): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return rows[0] ?? null;
}

export async function updateItem(
  db: DbOrTx,
  kind: LibraryKind,
  id: number,
  values: Partial<NewItemRow>,
): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await db
    .update(t)
    .set({ ...(values as Partial<PluginInsert>), updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteItem(db: DbOrTx, kind: LibraryKind, id: number): Promise<ItemRow | null> {
  const t = tableOf(kind);
  const rows = await db.delete(t).where(eq(t.id, id)).returning();
  return rows[0] ?? null;
}

export async function listItems(db: DbOrTx, kind: LibraryKind): Promise<ItemRow[]> {
  const t = tableOf(kind);
  return db.select().from(t).orderBy(desc(t.createdAt), desc(t.id));
}

/** A page of rows in id order after `afterId`: the export walks the catalogue without holding it whole. */
export async function listItemsAfter(
  db: DbOrTx,
  kind: LibraryKind,
  afterId: number,
  limit: number,
): Promise<ItemRow[]> {
  const t = tableOf(kind);
  return db.select().from(t).where(gt(t.id, afterId)).orderBy(asc(t.id)).limit(limit);
}

/** What the public catalogue lists: active items, most downloaded first. */
export async function listActiveCatalogue(db: DbOrTx, kind: LibraryKind) {
  const t = tableOf(kind);
  return db
    .select({
      id: t.id,
      name: t.name,
      slug: t.slug,
      description: t.description,
      category: t.category,
      imageUrl: t.imageUrl,
      downloadCount: t.downloadCount,
      author: t.author,
      version: t.version,
      isPublic: t.isPublic,
      latestVersion: t.latestVersion,
    })
    .from(t)
    .where(eq(t.isActive, true))
    .orderBy(desc(t.downloadCount), asc(t.name), asc(t.id));
}

export async function countActiveItems(db: DbOrTx, kind: LibraryKind): Promise<number> {
  const t = tableOf(kind);
  const rows = await db.select({ n: count() }).from(t).where(eq(t.isActive, true));
  return Number(rows[0]?.n ?? 0);
}

export async function countItems(db: DbOrTx, kind: LibraryKind): Promise<number> {
  const t = tableOf(kind);
  const rows = await db.select({ n: count() }).from(t);
  return Number(rows[0]?.n ?? 0);
}

export async function findSlugsIn(db: DbOrTx, kind: LibraryKind, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const t = tableOf(kind);
  const rows = await db.select({ slug: t.slug }).from(t).where(inArray(t.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

export interface LatestVersionUpdate {
  id: number;
  latestVersion: string | null;
  checkedAt: Date;
  source: string | null;
  notes: string | null;
}

/** The version tracker's results; updatedAt stays, since the item itself did not change. */
export async function setLatestVersions(tx: Tx, kind: LibraryKind, updates: LatestVersionUpdate[]): Promise<void> {
  const t = tableOf(kind);
  for (const u of updates) {
    await tx
      .update(t)
      .set({
        latestVersion: u.latestVersion,
        latestVersionCheckedAt: u.checkedAt,
        latestVersionSource: u.source,
        latestVersionNotes: u.notes,
      })
      .where(eq(t.id, u.id));
  }
}
