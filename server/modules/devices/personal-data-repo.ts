import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deviceFingerprints } from '../../db/schema/index.js';

/** The devices a user was seen on, for their data export. The rows go with the user on erasure (cascade). */
export function listDevicesOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(deviceFingerprints)
    .where(eq(deviceFingerprints.userId, userId))
    .orderBy(desc(deviceFingerprints.lastSeen));
}
