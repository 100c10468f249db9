import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customHeaderCode } from '../../db/schema/index.js';

export type HeaderCodeRow = typeof customHeaderCode.$inferSelect;
export type NewHeaderCodeRow = typeof customHeaderCode.$inferInsert;

/** Position first (lower first, 001 §5), then the older block, so equal positions keep a stable order. */
const ORDER = [asc(customHeaderCode.position), asc(customHeaderCode.id)];

export async function listHeaderCodes(db: DbOrTx): Promise<HeaderCodeRow[]> {
  return db
    .select()
    .from(customHeaderCode)
    .orderBy(...ORDER);
}

export async function listActiveHeaderCodes(db: DbOrTx) {
  return db
    .select({
      id: customHeaderCode.id,
      name: customHeaderCode.name,
      code: customHeaderCode.code,
      position: customHeaderCode.position,
    })
    .from(customHeaderCode)
    .where(eq(customHeaderCode.isActive, true))
    .orderBy(...ORDER);
}

export async function insertHeaderCode(db: DbOrTx, row: NewHeaderCodeRow): Promise<HeaderCodeRow> {
  return (await db.insert(customHeaderCode).values(row).returning())[0]!;
}

export async function updateHeaderCode(
  db: DbOrTx,
  id: number,
  patch: Partial<NewHeaderCodeRow>,
): Promise<HeaderCodeRow | undefined> {
  return (await db.update(customHeaderCode).set(patch).where(eq(customHeaderCode.id, id)).returning())[0];
}

export async function deleteHeaderCode(db: DbOrTx, id: number): Promise<boolean> {
  return (
    (await db.delete(customHeaderCode).where(eq(customHeaderCode.id, id)).returning({ id: customHeaderCode.id }))
      .length > 0
  );
}
