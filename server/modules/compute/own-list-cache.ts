import { myInstancesResponse, type MyInstance } from '../../../contract/compute.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { createPerUserCache } from '../../lib/per-user-cache.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import { onInstancesWritten } from './repo.js';

/** NOTIFY channel of migration 0021: any change to vps_instances, on any instance. */
export const COMPUTE_CHANGED_CHANNEL = 'compute_changed';
/** At most this long (nothing in the list's words depends on the clock: a trial's end is a date the page counts to). */
const OWN_LIST_MS = 30_000;
const MAX_USERS = 10_000;

/** The list as JSON ready to send (its schema's keys only, as the route's serializer would send it). */
export const ownListAnswer = (list: MyInstance[]) => createReadyAnswer(JSON.stringify(myInstancesResponse.parse(list)));

/**
 * Each client's own instances (GET /api/compute/my: the /compute page reads them on every visit and refetches),
 * answered from memory between changes: dropped by this process's writes at once (repo.ts) and by
 * every instance's through the change feed. Kept only while the feed listens (lib/per-user-cache.ts).
 */
export function createOwnInstancesCache({
  changeFeed,
  log,
  now,
}: {
  changeFeed?: ChangeFeed;
  log: AuditLog;
  now: () => Date;
}) {
  const cache = createPerUserCache<ReadyAnswer>({
    channel: COMPUTE_CHANGED_CHANNEL,
    changeFeed,
    log,
    maxAgeMs: OWN_LIST_MS,
    maxUsers: MAX_USERS,
    nowMs: () => now().getTime(),
  });
  const stop = onInstancesWritten(cache.drop);
  return { read: cache.read, peek: cache.peek, stop };
}
