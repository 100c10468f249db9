import {
  adminDonationsResponse,
  type AdminDonationsQuery,
  type AdminDonationsResponse,
} from '../../../contract/payments.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { createReadyAnswer, type ReadyAnswer } from '../../lib/ready-answer.js';

/** NOTIFY channel of migration 0020: any change to donations or billing_payments (a refund, a dispute), any instance. */
export const DONATIONS_CHANGED_CHANNEL = 'donations_changed';

/**
 * At most this long a page is answered from memory while no notice came (a donor's renamed username, which the
 * rows show, sends none). Over 100,000 donations the totals and the chart scan every row (~50 ms), so
 * the admin's refreshes are answered from memory between changes.
 */
const CACHE_MS = 30_000;
const MAX_PAGES = 200;

/**
 * GET /api/admin/donations as JSON ready to send, kept per page until a donation or a ledger row changes. Kept only
 * while the change feed listens (without it a change on another instance would go unseen; the tests' default).
 * A read that a change overtook is not kept, and requests for a page being read share that read.
 */
export function createAdminDonationsCache({
  changeFeed,
  log,
  read,
  nowMs = () => Date.now(),
}: {
  changeFeed?: ChangeFeed;
  log: AuditLog;
  read: (query: AdminDonationsQuery) => Promise<AdminDonationsResponse>;
  nowMs?: () => number;
}) {
  let generation = 0;
  let listening = false;
  const pages = new Map<string, { at: number; generation: number; answer: ReadyAnswer }>();
  const reading = new Map<string, { generation: number; answer: Promise<ReadyAnswer> }>();
  const changed = () => {
    generation += 1;
    pages.clear();
  };
  changeFeed?.subscribe(DONATIONS_CHANGED_CHANNEL, changed, changed).then(
    () => {
      listening = true;
    },
    (error: unknown) =>
      log.warn({ event: 'donations-feed-unavailable', reason: String(error) }, 'admin donations not cached'),
  );

  /** Reads a page, shared by the requests that ask for it meanwhile, and keeps it unless a change overtook the read. */
  async function readPage(key: string, query: AdminDonationsQuery, startedAt: number): Promise<ReadyAnswer> {
    const at = nowMs();
    const made = read(query).then((page) => createReadyAnswer(JSON.stringify(adminDonationsResponse.parse(page))));
    reading.set(key, { generation: startedAt, answer: made });
    try {
      const ready = await made;
      if (listening && startedAt === generation) {
        if (pages.size >= MAX_PAGES) pages.clear();
        pages.set(key, { at, generation: startedAt, answer: ready });
      }
      return ready;
    } finally {
      if (reading.get(key)?.answer === made) reading.delete(key);
    }
  }

  /** A kept page is answered as it is (no promise: the hot path of every refresh). */
  return function answer(query: AdminDonationsQuery): ReadyAnswer | Promise<ReadyAnswer> {
    const key = `${query.page}|${query.limit}`;
    const kept = listening ? pages.get(key) : undefined;
    if (kept && kept.generation === generation && nowMs() - kept.at < CACHE_MS) return kept.answer;
    const flight = reading.get(key);
    if (flight && flight.generation === generation) return flight.answer;
    return readPage(key, query, generation);
  };
}
