import { and, asc, count, desc, eq, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vpsCheckouts, vpsOrders, vpsPackages } from '../../db/schema/index.js';

// Queries of vps_packages, vps_checkouts and vps_orders. The vps module owns these tables.

export type VpsPackageRow = typeof vpsPackages.$inferSelect;
export type NewVpsPackage = typeof vpsPackages.$inferInsert;
export type VpsCheckoutRow = typeof vpsCheckouts.$inferSelect;
export type NewVpsCheckout = typeof vpsCheckouts.$inferInsert;
export type VpsOrderRow = typeof vpsOrders.$inferSelect;
export type NewVpsOrder = typeof vpsOrders.$inferInsert;

// ---------------------------------------------------------------- packages

export const listPackages = (db: DbOrTx) =>
  db.select().from(vpsPackages).orderBy(asc(vpsPackages.sortOrder), asc(vpsPackages.id));

export const listActivePackages = (db: DbOrTx) =>
  db
    .select()
    .from(vpsPackages)
    .where(eq(vpsPackages.isActive, true))
    .orderBy(asc(vpsPackages.sortOrder), asc(vpsPackages.id));

export async function findPackageById(db: DbOrTx, id: number) {
  return (await db.select().from(vpsPackages).where(eq(vpsPackages.id, id)).limit(1))[0];
}

export async function lockPackage(tx: DbOrTx, id: number) {
  return (await tx.select().from(vpsPackages).where(eq(vpsPackages.id, id)).for('update').limit(1))[0];
}

export async function isPackageNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${vpsPackages.name}) = lower(${name})`;
  const rows = await db
    .select({ id: vpsPackages.id })
    .from(vpsPackages)
    .where(exceptId === undefined ? sameName : and(sameName, sql`${vpsPackages.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

export async function listPackageNamesStartingWith(db: DbOrTx, prefix: string): Promise<string[]> {
  const escaped = prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ name: vpsPackages.name })
    .from(vpsPackages)
    .where(like(sql`lower(${vpsPackages.name})`, `${escaped}%`));
  return rows.map((r) => r.name);
}

/** Inserts a package; undefined when the name is taken (unique). */
export async function insertPackage(db: DbOrTx, values: NewVpsPackage) {
  return (await db.insert(vpsPackages).values(values).onConflictDoNothing({ target: vpsPackages.name }).returning())[0];
}

export async function updatePackage(db: DbOrTx, id: number, changes: Partial<NewVpsPackage>) {
  return (await db.update(vpsPackages).set(changes).where(eq(vpsPackages.id, id)).returning())[0];
}

export async function deletePackage(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(vpsPackages).where(eq(vpsPackages.id, id)).returning({ id: vpsPackages.id })).length > 0;
}

export async function countOrdersOnPackage(db: DbOrTx, packageId: number): Promise<number> {
  return (await db.select({ n: count() }).from(vpsOrders).where(eq(vpsOrders.packageId, packageId)))[0]?.n ?? 0;
}

// ---------------------------------------------------------------- checkouts

/** The id the order will carry, taken from vps_orders' own sequence so no other order can get it. */
export async function reserveOrderId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('vps_orders', 'id'))::int as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number | string;
  }[];
  return Number(rows[0]!.id);
}

export async function insertCheckout(db: DbOrTx, values: NewVpsCheckout) {
  return (await db.insert(vpsCheckouts).values(values).returning())[0]!;
}

export async function updateCheckout(db: DbOrTx, id: number, changes: Partial<NewVpsCheckout>, at: Date) {
  return (
    await db
      .update(vpsCheckouts)
      .set({ ...changes, updatedAt: at })
      .where(eq(vpsCheckouts.id, id))
      .returning()
  )[0];
}

export async function findCheckoutBySubscription(db: DbOrTx, subscriptionId: string) {
  return (
    await db.select().from(vpsCheckouts).where(eq(vpsCheckouts.stripeSubscriptionId, subscriptionId)).limit(1)
  )[0];
}

/** Checkouts still waiting for payment that were started before `before`, oldest first. */
export const listStartedCheckoutsBefore = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select()
    .from(vpsCheckouts)
    .where(and(eq(vpsCheckouts.status, 'started'), lt(vpsCheckouts.createdAt, before)))
    .orderBy(asc(vpsCheckouts.id))
    .limit(limit);

export async function lockCheckout(tx: DbOrTx, id: number) {
  return (await tx.select().from(vpsCheckouts).where(eq(vpsCheckouts.id, id)).for('update').limit(1))[0];
}

// ---------------------------------------------------------------- orders

/** Writes the order once per subscription: undefined when it exists already (a webhook or page got there first). */
export async function insertOrder(db: DbOrTx, values: NewVpsOrder) {
  return (await db.insert(vpsOrders).values(values).onConflictDoNothing().returning())[0];
}

export async function findOrderById(db: DbOrTx, id: number) {
  return (await db.select().from(vpsOrders).where(eq(vpsOrders.id, id)).limit(1))[0];
}

export async function lockOrder(tx: DbOrTx, id: number) {
  return (await tx.select().from(vpsOrders).where(eq(vpsOrders.id, id)).for('update').limit(1))[0];
}

export async function findOrderBySubscription(db: DbOrTx, subscriptionId: string) {
  return (await db.select().from(vpsOrders).where(eq(vpsOrders.stripeSubscriptionId, subscriptionId)).limit(1))[0];
}

export const listOrders = (db: DbOrTx) =>
  db.select().from(vpsOrders).orderBy(desc(vpsOrders.createdAt), desc(vpsOrders.id));

export const listOrdersByEmail = (db: DbOrTx, email: string) =>
  db
    .select()
    .from(vpsOrders)
    .where(sql`lower(${vpsOrders.customerEmail}) = lower(${email})`)
    .orderBy(desc(vpsOrders.createdAt), desc(vpsOrders.id));

export async function updateOrder(db: DbOrTx, id: number, changes: Partial<NewVpsOrder>, at: Date) {
  return (
    await db
      .update(vpsOrders)
      .set({ ...changes, updatedAt: at })
      .where(eq(vpsOrders.id, id))
      .returning()
  )[0];
}

/** Takes the one-time credentials off the order: only the first caller gets them. */
export async function takeOneTimeCredentials(tx: DbOrTx, id: number, at: Date): Promise<string | null> {
  const [row] = await tx
    .select({ sealed: vpsOrders.oneTimeCredentials })
    .from(vpsOrders)
    .where(and(eq(vpsOrders.id, id), isNotNull(vpsOrders.oneTimeCredentials)))
    .for('update')
    .limit(1);
  if (!row?.sealed) return null;
  await tx
    .update(vpsOrders)
    .set({ oneTimeCredentials: null, credentialsShownAt: at, updatedAt: at })
    .where(eq(vpsOrders.id, id));
  return row.sealed;
}

export async function deleteOrder(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(vpsOrders).where(eq(vpsOrders.id, id)).returning({ id: vpsOrders.id })).length > 0;
}
