import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { hostingAccounts } from '../../db/schema/index.js';

export async function countAccountsForUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(hostingAccounts).where(eq(hostingAccounts.userId, userId));
  return Number(rows[0]?.n ?? 0);
}
