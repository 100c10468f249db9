import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
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
  const who = 'userId' in requester
    ? eq(pluginRequests.userId, requester.userId)
    : sql`lower(${pluginRequests.email}) = ${requester.email.toLowerCase()}`;
  const rows = await tx.select({ createdAt: pluginRequests.createdAt }).from(pluginRequests)
    .where(and(who, gt(pluginRequests.createdAt, since)))
    .orderBy(asc(pluginRequests.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertPluginRequest(tx: Tx, values: typeof pluginRequests.$inferInsert) {
  const rows = await tx.insert(pluginRequests).values(values).returning();
  return rows[0];
}
