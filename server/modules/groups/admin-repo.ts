import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGroups } from '../../db/schema/index.js';

// Queries of user_groups for the User Groups Management screen.

export type UserGroupRow = typeof userGroups.$inferSelect;
export type NewUserGroup = typeof userGroups.$inferInsert;

export const listGroups = (db: DbOrTx) => db.select().from(userGroups).orderBy(asc(userGroups.id));

export async function findFullGroup(db: DbOrTx, id: number) {
  const rows = await db.select().from(userGroups).where(eq(userGroups.id, id)).limit(1);
  return rows[0];
}

/** Row lock: a rename and a delete of the same group do not interleave with the protected-name check. */
export async function lockGroup(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(userGroups).where(eq(userGroups.id, id)).for('update').limit(1);
  return rows[0];
}

export async function isGroupNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      exceptId === undefined
        ? sql`lower(${userGroups.name}) = lower(${name})`
        : sql`lower(${userGroups.name}) = lower(${name}) and ${userGroups.id} <> ${exceptId}`,
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertGroup(db: DbOrTx, values: NewUserGroup) {
  const rows = await db.insert(userGroups).values(values).returning();
  return rows[0];
}

export async function updateGroup(db: DbOrTx, id: number, changes: Partial<NewUserGroup>) {
  const rows = await db.update(userGroups).set(changes).where(eq(userGroups.id, id)).returning();
  return rows[0];
}

/** Members keep their accounts: users.user_group_id is ON DELETE SET NULL, so they fall back to the Free limits. */
export async function deleteGroup(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(userGroups).where(eq(userGroups.id, id)).returning({ id: userGroups.id });
  return rows.length > 0;
}
