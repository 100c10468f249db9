import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { hostingPackages } from '../../db/schema/index.js';

// Queries of hosting_packages. The packages module owns the table; others ask the packages service.

export type PackageRow = typeof hostingPackages.$inferSelect;
export type NewPackage = typeof hostingPackages.$inferInsert;

/**
 * A package's display name as a column of another module's query (a correlated sub-select by primary key), so a
 * hosting account's list stays one query while hosting_packages is read only here.
 */
export const packageDisplayName = (packageId: AnyPgColumn): SQL<string | null> =>
  sql<
    string | null
  >`(select ${hostingPackages.displayName} from ${hostingPackages} where ${hostingPackages.id} = ${packageId})`;

/** Whether a package is free (a free plan's owner was never shown a cPanel password), as a sub-select. */
export const packageIsFree = (packageId: AnyPgColumn): SQL<boolean | null> =>
  sql<
    boolean | null
  >`(select ${hostingPackages.isFree} from ${hostingPackages} where ${hostingPackages.id} = ${packageId})`;

/** Display names of our packages by their WHM package name (GET /api/admin/whm-packages); the first package wins. */
export async function listPackageNamesByWhmName(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ whm: hostingPackages.whmPackageName, displayName: hostingPackages.displayName, id: hostingPackages.id })
    .from(hostingPackages)
    .orderBy(asc(hostingPackages.id));
  const names = new Map<string, string>();
  for (const r of rows) if (r.whm && !names.has(r.whm)) names.set(r.whm, r.displayName);
  return names;
}

export const listPackages = (db: DbOrTx) => db.select().from(hostingPackages).orderBy(asc(hostingPackages.id));

/** The packages that name this WHM package, oldest first. */
export const listPackagesOnWhmPackage = (db: DbOrTx, whmPackageName: string) =>
  db
    .select()
    .from(hostingPackages)
    .where(eq(hostingPackages.whmPackageName, whmPackageName))
    .orderBy(asc(hostingPackages.id));

/** Active starter and premium packages, cheapest first: what the paid-hosting pages may offer. */
export const listPublicPackages = (db: DbOrTx) =>
  db
    .select()
    .from(hostingPackages)
    .where(and(eq(hostingPackages.isActive, true), inArray(hostingPackages.planType, ['starter', 'premium'])))
    .orderBy(asc(hostingPackages.price), asc(hostingPackages.id));

export async function findPackageById(db: DbOrTx, id: number) {
  const rows = await db.select().from(hostingPackages).where(eq(hostingPackages.id, id)).limit(1);
  return rows[0];
}

export async function lockPackage(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(hostingPackages).where(eq(hostingPackages.id, id)).for('update').limit(1);
  return rows[0];
}

export async function isPackageNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${hostingPackages.name}) = lower(${name})`;
  const rows = await db
    .select({ id: hostingPackages.id })
    .from(hostingPackages)
    .where(exceptId === undefined ? sameName : and(sameName, sql`${hostingPackages.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Names starting with `prefix` (case-insensitive), for picking the next free '-copy-N'. */
export async function listNamesStartingWith(db: DbOrTx, prefix: string): Promise<string[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ name: hostingPackages.name })
    .from(hostingPackages)
    .where(sql`lower(${hostingPackages.name}) like ${pattern}`);
  return rows.map((r) => r.name);
}

/** Inserts; answers undefined when the name is taken (a parallel request won it). */
export async function insertPackage(db: DbOrTx, values: NewPackage) {
  const rows = await db
    .insert(hostingPackages)
    .values(values)
    .onConflictDoNothing({ target: hostingPackages.name })
    .returning();
  return rows[0];
}

export async function updatePackage(db: DbOrTx, id: number, changes: Partial<NewPackage>) {
  const rows = await db.update(hostingPackages).set(changes).where(eq(hostingPackages.id, id)).returning();
  return rows[0];
}

export async function deletePackage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(hostingPackages).where(eq(hostingPackages.id, id)).returning({ id: hostingPackages.id });
  return rows.length > 0;
}

/** The active package of a paid plan (the cheapest when an admin made several), read fresh for checkout. */
export async function findActivePackageByPlan(db: DbOrTx, planType: 'starter' | 'premium') {
  return (
    await db
      .select()
      .from(hostingPackages)
      .where(and(eq(hostingPackages.isActive, true), eq(hostingPackages.planType, planType)))
      .orderBy(asc(hostingPackages.price), asc(hostingPackages.id))
      .limit(1)
  )[0];
}

export async function setStripePriceId(db: DbOrTx, id: number, stripePriceId: string) {
  await db.update(hostingPackages).set({ stripePriceId }).where(eq(hostingPackages.id, id));
}
