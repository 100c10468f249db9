import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// The profile as the user's data export shows it, and the erasure of the row.

export async function findProfileForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isAnonymous: users.isAnonymous,
      userGroupId: users.userGroupId,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** Deletes the user; sessions, devices, downloads, recovery codes and queued mail go with it (cascade). */
export async function deleteUserRowForErasure(db: DbOrTx, userId: number): Promise<boolean> {
  return (
    (
      await db
        .delete(users)
        .where(and(eq(users.id, userId)))
        .returning({ id: users.id })
    ).length > 0
  );
}

/** Locks every admin row, so two last admins erasing themselves at once cannot both pass the check. */
export async function lockAdmins(db: DbOrTx) {
  return db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
}
