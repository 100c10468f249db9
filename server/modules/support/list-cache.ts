import {
  adminTicketListSchema,
  customerTicketList,
  type AdminTicketList,
  type TicketSummary,
} from '../../../contract/support.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { createPerUserCache } from '../../lib/per-user-cache.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';
import { onTicketsWritten } from './repo.js';

/** NOTIFY channel of migration 0037: any change to support_tickets or support_messages, on any instance. */
export const SUPPORT_CHANGED_CHANNEL = 'support_changed';
/** At most this long (the lists' times are sent as dates; a breach flag's moment is each answer's `until`). */
const KEPT_MS = 30_000;
const MAX_CUSTOMERS = 10_000;
/** Inbox pages kept: one per filter, search and page an admin opened (each a few KB). */
const MAX_INBOX_PAGES = 500;

/** The customer's list as JSON ready to send (its schema's keys only, as the route's serializer would send it). */
export const ownTicketsAnswer = (tickets: TicketSummary[]) =>
  createReadyAnswer(JSON.stringify(customerTicketList.parse({ tickets })));

/** An inbox page as JSON ready to send. */
export const inboxAnswer = (page: AdminTicketList) =>
  createReadyAnswer(JSON.stringify(adminTicketListSchema.parse(page)));

/**
 * The desk's lists answered from memory between changes: each customer's own tickets (GET /api/support/tickets, read
 * on every visit of the support page) and each inbox page by its request URL (GET /api/admin/support/tickets?…).
 * Both are dropped by this process's ticket and message writes at once (repo.ts) and by every instance's, an
 * admin's answer included, through the change feed; kept only while the feed listens (lib/per-user-cache.ts), so
 * an instance that cannot hear the others always reads the database.
 */
export function createDeskListCaches({
  changeFeed,
  log,
  now,
}: {
  changeFeed?: ChangeFeed;
  log: AuditLog;
  now: () => Date;
}) {
  const common = { channel: SUPPORT_CHANGED_CHANNEL, changeFeed, log, maxAgeMs: KEPT_MS, nowMs: () => now().getTime() };
  const own = createPerUserCache<ReadyAnswer>({ ...common, maxUsers: MAX_CUSTOMERS });
  const inbox = createPerUserCache<ReadyAnswer, string>({ ...common, maxUsers: MAX_INBOX_PAGES });
  const stopOwn = onTicketsWritten(own.drop);
  const stopInbox = onTicketsWritten(inbox.drop);
  return {
    own,
    inbox,
    stop() {
      stopOwn();
      stopInbox();
    },
  };
}

/**
 * The first moment a row of this page turns breached (a first answer still awaited past its due time), or null:
 * the page's words change then with no write, so it is kept no longer.
 */
export function nextBreachOf(page: AdminTicketList, now: Date): Date | null {
  let next: number | null = null;
  for (const row of page.tickets) {
    if (!row.firstResponseDueAt || row.firstRespondedAt || row.status === 'solved' || row.status === 'closed') continue;
    const due = Date.parse(row.firstResponseDueAt);
    if (due >= now.getTime() && (next === null || due < next)) next = due;
  }
  return next === null ? null : new Date(next);
}
