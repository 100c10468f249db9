import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pluginRequests } from '../../db/schema/index.js';

// A user's plugin requests, for their export and erasure. Downloads go with the user (cascade).

export function listPluginRequestsOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(pluginRequests)
    .where(eq(pluginRequests.userId, userId))
    .orderBy(desc(pluginRequests.createdAt));
}

/** Requests carry the requester's name and e-mail and are not payment records: they go. */
export async function deletePluginRequestsOfUser(db: DbOrTx, userId: number): Promise<number> {
  return (await db.delete(pluginRequests).where(eq(pluginRequests.userId, userId)).returning({ id: pluginRequests.id }))
    .length;
}
