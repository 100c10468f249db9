import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGroups } from '../../db/schema/index.js';

const groupColumns = {
  id: userGroups.id,
  name: userGroups.name,
  maxHostingAccounts: userGroups.maxHostingAccounts,
  maxDevices: userGroups.maxDevices,
};

export async function findGroupByName(db: DbOrTx, name: string) {
  const rows = await db.select(groupColumns).from(userGroups).where(eq(userGroups.name, name)).limit(1);
  return rows[0];
}

export async function findGroupById(db: DbOrTx, id: number) {
  const rows = await db.select(groupColumns).from(userGroups).where(eq(userGroups.id, id)).limit(1);
  return rows[0];
}
