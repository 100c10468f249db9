import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { pluginRequests } from '../../db/schema/index.js';

/** Who a plugin request counts against: a signed-in user, or (for a visitor) every request naming the address. */
export type RequesterKey = { userId: number } | { email: string };

/**
 * Serialises requests of one requester: the count and the insert that follow run under this lock, in the
 * same transaction, so two parallel requests cannot both see "one left".
 */
export async function lockRequester(tx: Tx, requester: RequesterKey): Promise<void> {
  const subject = 'userId' in requester ? `user:${requester.userId}` : `email:${requester.email.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plugin-requests:${subject}`}))`);
}

/** Creation times of the requester's requests after `since`, oldest first. */
export async function listRequestTimesSince(tx: Tx, requester: RequesterKey, since: Date): Promise<Date[]> {
  const who =
    'userId' in requester
      ? eq(pluginRequests.userId, requester.userId)
      : sql`lower(${pluginRequests.email}) = ${requester.email.toLowerCase()}`;
  const rows = await tx
    .select({ createdAt: pluginRequests.createdAt })
    .from(pluginRequests)
    .where(and(who, gt(pluginRequests.createdAt, since)))
    .orderBy(asc(pluginRequests.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertPluginRequest(tx: Tx, values: typeof pluginRequests.$inferInsert) {
  const rows = await tx.insert(pluginRequests).values(values).returning();
  return rows[0];
}

export type PluginRequestRow = typeof pluginRequests.$inferSelect;

/** The admin's queue: pending ones oldest first (first asked, first answered), any other view newest first. */
export async function listPluginRequestsForAdmin(
  db: DbOrTx,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<PluginRequestRow[]> {
  const order =
    status === 'pending'
      ? [asc(pluginRequests.createdAt), asc(pluginRequests.id)]
      : [desc(pluginRequests.createdAt), desc(pluginRequests.id)];
  return db
    .select()
    .from(pluginRequests)
    .where(status ? eq(pluginRequests.status, status) : undefined)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countPluginRequests(db: DbOrTx, status?: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(pluginRequests)
    .where(status ? eq(pluginRequests.status, status) : undefined);
  return Number(rows[0]?.n ?? 0);
}

/** The request, locked for the rest of the transaction (two admins answering it at once are serialised). */
export async function lockPluginRequest(tx: DbOrTx, id: number): Promise<PluginRequestRow | undefined> {
  return (await tx.select().from(pluginRequests).where(eq(pluginRequests.id, id)).for('update'))[0];
}

export async function setPluginRequestStatus(tx: DbOrTx, id: number, status: string): Promise<PluginRequestRow> {
  return (await tx.update(pluginRequests).set({ status }).where(eq(pluginRequests.id, id)).returning())[0]!;
}
