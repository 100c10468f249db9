import {
  IDLE_SITES_DEFAULTS,
  IDLE_SITES_MESSAGES,
  idleSweepSummarySchema,
  type IdleSitesSettingsBody,
  type IdleSitesSettingsResponse,
} from '../../../contract/idle-sites.js';
import { AppError } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { IdleSitesDeps } from './deps.js';
import {
  claimSweepDay,
  countDeactivated,
  forgetNotices,
  lockSettings,
  lockSite,
  readSettings,
  recordSweep,
  updateSite,
  writeSettings,
} from './repo.js';
import { createIdleSweep } from './sweep.js';

// Idle free sites: the admin's rule, its daily sweep on the job queue, and the owner's Reactivate. The steps
// themselves are in sweep.ts; the suspension they write is hosting's own kind (hosting/idle-suspension.ts).

export const IDLE_SWEEP_JOB = 'idle-sites.sweep';

export function createIdleSitesService(deps: IdleSitesDeps) {
  const { db, jobs, audit, log, now, dayMs } = deps;
  const sweep = createIdleSweep(deps);

  // One sweep queued or running at a time (the dedupe key, shared by every instance); the day recorded after a sweep
  // keeps it to one a day.
  // An admin's "Run now" skips the claim: every step is idempotent, so an extra pass mails and acts no more.
  jobs.register(IDLE_SWEEP_JOB, async (job) => {
    const forced = (job.payload as { forced?: unknown }).forced === true;
    const settings = await readSettings(db);
    if (!settings?.enabled) return { skipped: 'off' };
    const today = Math.floor(now().getTime() / dayMs);
    if (!forced && settings.lastSweepDay !== null && settings.lastSweepDay >= today) return { skipped: 'swept-today' };
    // WHM unreadable throws here, before the day is claimed: the queue retries the job with its backoff.
    const summary = await sweep.run();
    if (!forced) await claimSweepDay(db, today);
    await recordSweep(db, now(), summary);
    log.info({ event: 'idle-sweep', ...summary }, 'idle-site sweep done');
    return summary;
  });

  async function enqueueSweep(forced: boolean) {
    await enqueueJob(db, IDLE_SWEEP_JOB, { forced }, { dedupeKey: IDLE_SWEEP_JOB, maxAttempts: 5, runAt: now() });
    jobs.nudge();
  }

  async function readView(): Promise<IdleSitesSettingsResponse> {
    const [row, deactivatedNow] = await Promise.all([readSettings(db), countDeactivated(db)]);
    const lastSweep = idleSweepSummarySchema.safeParse(row?.lastSweep);
    return {
      enabled: row?.enabled ?? IDLE_SITES_DEFAULTS.enabled,
      idleDays: row?.idleDays ?? IDLE_SITES_DEFAULTS.idleDays,
      removalDays: row?.removalDays ?? IDLE_SITES_DEFAULTS.removalDays,
      lastSweepAt: row?.lastSweepAt?.toISOString() ?? null,
      lastSweep: lastSweep.success ? lastSweep.data : null,
      deactivatedNow,
    };
  }

  return {
    /** GET /api/admin/idle-sites/settings */
    readSettings: readView,

    /** PUT /api/admin/idle-sites/settings: audited; turning the rule on starts every clock (and notice) afresh. */
    async saveSettings(body: IdleSitesSettingsBody) {
      const turnedOn = await db.transaction(async (tx) => {
        const before = await lockSettings(tx);
        const at = now();
        const turningOn = body.enabled && !before?.enabled;
        await writeSettings(tx, { ...body, ...(turningOn ? { enabledAt: at, lastSweepDay: null } : {}) }, at);
        if (turningOn) await forgetNotices(tx, at);
        await audit.record(tx, {
          action: 'idle_sites.settings_changed',
          targetType: 'idle_site_settings',
          targetId: 1,
          details: { enabled: body.enabled, idleDays: body.idleDays, removalDays: body.removalDays },
        });
        return turningOn;
      });
      // The first sweep sees every free site and starts its clock; nothing is mailed before N − 7 days have passed.
      if (turnedOn) await enqueueSweep(false);
      return { message: IDLE_SITES_MESSAGES.saved, settings: await readView() };
    },

    /** POST /api/admin/idle-sites/sweep: a pass now, audited (the daily one still runs). */
    async sweepNow() {
      await db.transaction((tx) =>
        audit.record(tx, { action: 'idle_sites.sweep_requested', targetType: 'idle_site_settings', targetId: 1 }),
      );
      await enqueueSweep(true);
      return { message: IDLE_SITES_MESSAGES.sweepQueued };
    },

    /** Queued by every instance's maintenance tick (start.ts); runs once a day across them. */
    async scheduleSweep() {
      // Asked every 15 minutes: a job is queued only when the rule is on and today's sweep has not run.
      const settings = await readSettings(db);
      const today = Math.floor(now().getTime() / dayMs);
      if (settings?.enabled && (settings.lastSweepDay === null || settings.lastSweepDay < today))
        await enqueueSweep(false);
    },

    /**
     * POST /api/hosting-accounts/{id}/reactivate: the owner only (anyone else's site answers 404, as if it did not
     * exist). The site's row is held while it changes, so a removal that has begun and Reactivate cannot both win.
     */
    async reactivate(userId: number, accountId: number) {
      const account = await deps.hosting.findAccountById(accountId);
      if (!account || account.userId !== userId) throw new AppError('NOT_FOUND', IDLE_SITES_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        const row = await lockSite(tx, accountId);
        if (row?.removingAt) throw new AppError('CONFLICT', IDLE_SITES_MESSAGES.beingRemoved);
        if (!row?.deactivatedAt || !(await deps.hosting.reactivateIdleSite(tx, accountId)))
          throw new AppError('CONFLICT', IDLE_SITES_MESSAGES.notDeactivated);
        const at = now();
        // The clock starts again today, and this site is never removed by the rule (docs/decisions.md).
        await updateSite(
          tx,
          accountId,
          {
            lastActivityAt: at,
            reactivatedAt: at,
            deactivateOn: null,
            warned7At: null,
            warned1At: null,
            deactivatedAt: null,
            removeOn: null,
            removalNoticeAt: null,
          },
          at,
        );
      });
      jobs.nudge();
      log.info({ event: 'idle-site-reactivated', accountId }, 'idle site reactivated by its owner');
      return { message: IDLE_SITES_MESSAGES.reactivated, id: accountId, status: 'active' };
    },
  };
}

export type IdleSitesService = ReturnType<typeof createIdleSitesService>;
