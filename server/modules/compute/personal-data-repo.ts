import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vpsInstances } from '../../db/schema/index.js';
import { FINAL_STATUSES } from './repo.js';

// A user's cloud instances for their export, and whether any still runs (erasure waits for those).

export function listInstancesOfUserForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      id: vpsInstances.id,
      instanceName: vpsInstances.instanceName,
      cloudProvider: vpsInstances.cloudProvider,
      region: vpsInstances.region,
      status: vpsInstances.status,
      ipv4Address: vpsInstances.ipv4Address,
      operatingSystem: vpsInstances.operatingSystem,
      isTrial: vpsInstances.isTrial,
      expiresAt: vpsInstances.expiresAt,
      createdAt: vpsInstances.createdAt,
    })
    .from(vpsInstances)
    .where(eq(vpsInstances.userId, userId))
    .orderBy(desc(vpsInstances.id));
}

export async function countRunningInstancesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vpsInstances)
    .where(and(eq(vpsInstances.userId, userId), notInArray(vpsInstances.status, [...FINAL_STATUSES])));
  return Number(rows[0]?.n ?? 0);
}
