import { customerTicketList, type TicketSummary } from '../../../contract/support.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { createPerUserCache } from '../../lib/per-user-cache.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import { onTicketsWritten } from './repo.js';

/** NOTIFY channel of migration 0037: any change to support_tickets or support_messages, on any instance. */
export const SUPPORT_CHANGED_CHANNEL = 'support_changed';
/** At most this long (nothing in the list's words depends on the clock: times are sent as dates). */
const OWN_LIST_MS = 30_000;
const MAX_USERS = 10_000;

/** The list as JSON ready to send (its schema's keys only, as the route's serializer would send it). */
export const ownTicketsAnswer = (tickets: TicketSummary[]) =>
  createReadyAnswer(JSON.stringify(customerTicketList.parse({ tickets })));

/**
 * Each customer's own tickets (GET /api/support/tickets: the support page reads them on every visit), answered from
 * memory between changes: dropped by this process's ticket and message writes at once (repo.ts) and by every
 * instance's, an admin's answer included, through the change feed. Kept only while the feed listens
 * (lib/per-user-cache.ts), so an instance that cannot hear the others always reads the database.
 */
export function createOwnTicketsCache({
  changeFeed,
  log,
  now,
}: {
  changeFeed?: ChangeFeed;
  log: AuditLog;
  now: () => Date;
}) {
  const cache = createPerUserCache<ReadyAnswer>({
    channel: SUPPORT_CHANGED_CHANNEL,
    changeFeed,
    log,
    maxAgeMs: OWN_LIST_MS,
    maxUsers: MAX_USERS,
    nowMs: () => now().getTime(),
  });
  const stop = onTicketsWritten(cache.drop);
  return { read: cache.read, peek: cache.peek, stop };
}
