import type { DbOrTx } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { readKindQueue } from '../../../jobs/queue-figures.js';
import type { AbuseDeps } from '../deps.js';
import { addSitesToRescan, listDueRescans, moveRescans, nextRescanAt } from '../detection-repo.js';
import type { SiteScan } from './scan-site.js';

// When sites are scanned, all on the job queue:
// - a new site a few minutes after it goes live, then 1 hour and 24 hours after (kits go up soon after the claim);
// - every live site once per rescan interval (a week), each at its own fixed moment of the week, so 20,000 sites
//   are ~2 a minute rather than a weekly storm;
// - a site named by a report, or held for review by the name check, at once and ahead of the others (its job's
//   run_at is set in the past, and the queue takes the oldest run_at first).
// The sweep that queues the due rescans is a job too (one across instances, by its dedupe key), asked for by a
// timer in every instance (start.ts).

export const SCAN_JOB = 'abuse.scan';
export const SWEEP_JOB = 'abuse.rescan-sweep';
const SWEEP_BATCH = 500;
const BACKFILL_PAGE = 1_000;
/** How far ahead of other due scans a priority scan is placed. */
const PRIORITY_HEAD_START_MS = 7 * 24 * 3600_000;

export type ScanReason = 'first' | 'after-1h' | 'after-24h' | 'rescan' | 'report' | 'name-review' | 'admin';

/** A fixed fraction of the interval for each site: Knuth's multiplicative hash spreads consecutive ids evenly. */
export function rescanSlot(hostingAccountId: number): number {
  return ((hostingAccountId * 2654435761) % 4294967296) / 4294967296;
}

/** The first moment after `from` that is this site's moment of the interval. */
export function nextRescanTime(hostingAccountId: number, from: Date, intervalMs: number): Date {
  const offset = Math.floor(rescanSlot(hostingAccountId) * intervalMs);
  const base = Math.floor(from.getTime() / intervalMs) * intervalMs + offset;
  return new Date(base > from.getTime() ? base : base + intervalMs);
}

export function createScanSchedule(deps: AbuseDeps, scanSite: SiteScan) {
  const { db, hosting, jobs, log, now } = deps;
  const { firstDelayMs, rescanIntervalMs } = deps.scan;
  let lastBackfill = 0;

  async function queueScan(
    tx: DbOrTx,
    hostingAccountId: number,
    reason: ScanReason,
    runAt: Date,
    key: string = reason,
  ) {
    await enqueueJob(
      tx,
      SCAN_JOB,
      { hostingAccountId, reason },
      { dedupeKey: `${SCAN_JOB}:${hostingAccountId}:${key}`, maxAttempts: 5, runAt },
    );
  }

  async function scheduleSweep() {
    await enqueueJob(db, SWEEP_JOB, {}, { dedupeKey: SWEEP_JOB, maxAttempts: 3, runAt: now() });
  }

  jobs.register(
    SCAN_JOB,
    async (job) => {
      const { hostingAccountId, reason } = job.payload as { hostingAccountId: number; reason: string };
      return scanSite(Number(hostingAccountId), reason);
    },
    { lane: 'scans' },
  );

  /** Live sites not yet in the rescan (sites from before the scan existed, or a missed hook) are added. */
  async function backfill() {
    let after = 0;
    for (;;) {
      const ids = await hosting.listActiveSiteIds(after, BACKFILL_PAGE);
      if (ids.length === 0) break;
      await addSitesToRescan(
        db,
        ids.map((id) => ({ hostingAccountId: id, nextScanAt: nextRescanTime(id, now(), rescanIntervalMs) })),
      );
      after = ids.at(-1)!;
      if (ids.length < BACKFILL_PAGE) break;
    }
  }

  // One batch per run: on PGlite the runner works one job at a time, and a sweep of 20,000 due sites must not hold up
  // the provisioning and mail behind it (on PostgreSQL the sweep and its scans have a lane of their own). A full batch queues the next run at once, under the other of two keys (a job
  // cannot queue its own key while it runs).
  jobs.register(
    SWEEP_JOB,
    async (job) => {
      // The backfill reads every live site's id: once a day (and at each start) is enough to catch what hooks missed.
      if (Date.now() - lastBackfill > 24 * 3600_000) {
        await backfill();
        lastBackfill = Date.now();
      }
      const due = await listDueRescans(db, now(), SWEEP_BATCH);
      if (due.length === 0) return { queued: 0 };
      const round = Number((job.payload as { round?: number }).round ?? 0) + 1;
      await db.transaction(async (tx) => {
        for (const row of due) await queueScan(tx, row.hostingAccountId, 'rescan', row.nextScanAt);
        await moveRescans(
          tx,
          due.map((r) => r.hostingAccountId),
          (id) => nextRescanTime(id, now(), rescanIntervalMs),
        );
        if (due.length === SWEEP_BATCH)
          await enqueueJob(
            tx,
            SWEEP_JOB,
            { round },
            { dedupeKey: `${SWEEP_JOB}:${round % 2}`, maxAttempts: 3, runAt: now() },
          );
      });
      jobs.nudge();
      log.info({ event: 'abuse-rescan-queued', sites: due.length }, 'sites queued for their rescan');
      return { queued: due.length };
    },
    { lane: 'scans' },
  );

  return {
    queueScan,

    /** In the transaction that makes a site live: its first scans and its place in the rescan. */
    async siteWentLive(tx: DbOrTx, hostingAccountId: number) {
      const t = now().getTime();
      await queueScan(tx, hostingAccountId, 'first', new Date(t + firstDelayMs));
      await queueScan(tx, hostingAccountId, 'after-1h', new Date(t + 3600_000));
      await queueScan(tx, hostingAccountId, 'after-24h', new Date(t + 24 * 3600_000));
      await addSitesToRescan(tx, [
        { hostingAccountId, nextScanAt: nextRescanTime(hostingAccountId, now(), rescanIntervalMs) },
      ]);
    },

    /** A report named the site, the name check held it, or an admin asked: scanned before every other due scan. */
    async scanFirst(tx: DbOrTx, hostingAccountId: number, reason: ScanReason) {
      await queueScan(tx, hostingAccountId, reason, new Date(now().getTime() - PRIORITY_HEAD_START_MS), 'priority');
    },

    /** The timer's call: the sweep, once across instances. */
    scheduleSweep,

    /** Asks for the sweep now and every ABUSE_RESCAN_SWEEP_MS (start.ts); answers the stop. */
    startSweepTicker(): () => void {
      const tick = () => {
        scheduleSweep()
          .then(() => jobs.nudge())
          .catch((err: unknown) =>
            log.warn({ event: 'abuse-sweep-not-queued', err }, 'could not queue the rescan sweep'),
          );
      };
      tick();
      const timer = setInterval(tick, deps.scan.sweepMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** System → Status and the metrics: scans waiting or running, and when the next one is due. */
    async readQueue(): Promise<{ depth: number; nextRunAt: Date | null }> {
      const queued = await readKindQueue(db, SCAN_JOB);
      const rescanNext = await nextRescanAt(db);
      const next =
        [queued.nextRunAt, rescanNext].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0] ?? null;
      return { depth: queued.depth, nextRunAt: next };
    },
  };
}

export type ScanSchedule = ReturnType<typeof createScanSchedule>;
