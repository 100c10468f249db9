// cloud_accounts: every provider's linked accounts, one row each (the provider's config and sealed secrets as the
// provider's branch of the stored-account union checks them: accounts-service.ts). Every read and write names the
// provider too, so an id of another cloud is simply not found.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cloudAccounts } from '../../db/schema/index.js';

export type CloudAccountRow = typeof cloudAccounts.$inferSelect;
export type NewCloudAccountRow = typeof cloudAccounts.$inferInsert;

export function listAccountRows(db: DbOrTx, provider: string): Promise<CloudAccountRow[]> {
  return db.select().from(cloudAccounts).where(eq(cloudAccounts.provider, provider)).orderBy(asc(cloudAccounts.id));
}

export async function findAccountRow(db: DbOrTx, provider: string, id: number): Promise<CloudAccountRow | undefined> {
  return (
    await db
      .select()
      .from(cloudAccounts)
      .where(and(eq(cloudAccounts.provider, provider), eq(cloudAccounts.id, id)))
      .limit(1)
  )[0];
}

export async function insertAccountRow(db: DbOrTx, values: NewCloudAccountRow): Promise<CloudAccountRow> {
  return (await db.insert(cloudAccounts).values(values).returning())[0]!;
}

export async function updateAccountRow(
  db: DbOrTx,
  provider: string,
  id: number,
  values: Partial<Omit<NewCloudAccountRow, 'id' | 'provider'>>,
) {
  await db
    .update(cloudAccounts)
    .set(values)
    .where(and(eq(cloudAccounts.provider, provider), eq(cloudAccounts.id, id)));
}

export async function deleteAccountRow(db: DbOrTx, provider: string, id: number) {
  await db.delete(cloudAccounts).where(and(eq(cloudAccounts.provider, provider), eq(cloudAccounts.id, id)));
}

/** Makes `id` the provider's only default (the old one first: the database holds one default per provider). */
export async function setDefaultAccountRow(db: DbOrTx, provider: string, id: number, now: Date) {
  await db
    .update(cloudAccounts)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(cloudAccounts.provider, provider), eq(cloudAccounts.isDefault, true)));
  await db
    .update(cloudAccounts)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(cloudAccounts.provider, provider), eq(cloudAccounts.id, id)));
}
