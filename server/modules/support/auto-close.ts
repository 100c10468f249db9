import { SUPPORT_AUTO_CLOSE_MS } from '../../../contract/support.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { SupportDeps } from './deps.js';
import type { Notifier } from './notify.js';
import { closeSolvedBefore } from './repo.js';

// Solved tickets close after seven days without a reply: a job queued by the maintenance timer (deduplicated
// across instances), one UPDATE for all of them, each customer mailed once in the same transaction.

export const AUTO_CLOSE_JOB = 'support.auto-close';

export function createAutoClose(deps: SupportDeps, notify: Notifier) {
  const { db, jobs, now } = deps;

  async function run() {
    const at = now();
    const closed = await db.transaction(async (tx) => {
      const rows = await closeSolvedBefore(tx, new Date(at.getTime() - SUPPORT_AUTO_CLOSE_MS), at);
      for (const row of rows)
        await notify.statusChanged(
          tx,
          { ...row, status: 'closed' } as Parameters<Notifier['statusChanged']>[1],
          'closed-after-solved',
        );
      return rows.length;
    });
    if (closed) deps.mail.nudge();
    return { closed };
  }

  jobs.register(AUTO_CLOSE_JOB, run);

  return {
    run,
    /** Queues one run (at most one waits at a time, across instances). */
    async schedule() {
      await enqueueJob(db, AUTO_CLOSE_JOB, {}, { dedupeKey: AUTO_CLOSE_JOB, maxAttempts: 3, runAt: now() });
    },
  };
}
