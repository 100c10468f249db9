import {
  IDLE_REMOVAL_NOTICE_DAYS,
  IDLE_SITES_DEFAULTS,
  isIdleDeactivationReason,
  type IdleSweepSummary,
} from '../../../contract/idle-sites.js';
import type { Tx } from '../../db/client.js';
import type { WhmBandwidthMonth } from '../../integrations/whm/types.js';
import type { IdleSitesDeps } from './deps.js';
import {
  findSite,
  insertSiteIfNew,
  lockSite,
  readSettings,
  updateSite,
  type IdleSiteRow,
  type IdleSitePatch,
} from './repo.js';

// The daily sweep: one showbw call for the whole server, then each free site one step at most. Every step runs in a
// transaction that holds the site's row (Reactivate takes the same lock), checks again, writes the step and queues
// its mail with a dedupe key: a sweep run twice, or by two instances, mails once and acts once.
//
// "No visitors" is read from WHM's monthly bandwidth (showbw, reference §13): a site whose byte count did not grow
// since the last sweep served nobody. Any traffic counts (a visitor, a bot, the owner's own upload), so the rule errs
// towards keeping a site. A site WHM does not report is not judged at all.
//
// Dates are whole days of the rule (UTC days in production): the sweep runs once a day, so "7 days before" means the
// sweep seven days before, whatever minute it runs. A date mailed to the owner is never brought forward.

type FreeSite = Awaited<ReturnType<IdleSitesDeps['hosting']['listFreeSitesOnWhm']>>[number];
interface Rule {
  idleDays: number;
  removalDays: number;
  enabledAt: Date | null;
}
type ActiveStep = 'lifted' | 'visited' | 'warn7' | 'warn1' | 'deactivate' | 'none';
type Outcome = 'unreported' | 'checked' | 'warned' | 'deactivated' | 'removalNotices' | 'removed' | 'failed';

/** A removal left half-done (the process died while WHM worked) is tried again after this long. */
const STALE_REMOVAL_MS = 60 * 60_000;

export function createIdleSweep(deps: IdleSitesDeps) {
  const { db, hosting, mail, log, now, dayMs } = deps;
  const dayOf = (at: Date) => Math.floor(at.getTime() / dayMs);
  const startOf = (day: number) => new Date(day * dayMs);
  const monthKey = (reading: WhmBandwidthMonth) => `${reading.year}-${String(reading.month).padStart(2, '0')}`;

  /** Whether WHM counted traffic since the last sweep: more bytes this month, or any in a month begun since. */
  function sawVisitors(site: IdleSiteRow, month: string, bytes: number): boolean {
    if (site.bandwidthMonth === null || site.bandwidthBytes === null) return false;
    if (site.bandwidthMonth === month) return bytes > site.bandwidthBytes;
    return bytes > 0;
  }

  const clearedCycle: IdleSitePatch = {
    deactivateOn: null,
    warned7At: null,
    warned1At: null,
    deactivatedAt: null,
    removeOn: null,
    removalNoticeAt: null,
    removingAt: null,
  };

  /** One transaction on the site's locked row; `step` answers what it did. */
  async function withSite(site: FreeSite, step: (tx: Tx, row: IdleSiteRow) => Promise<Outcome>): Promise<Outcome> {
    const outcome = await db.transaction(async (tx) => {
      const row = await lockSite(tx, site.id);
      return row ? step(tx, row) : 'checked';
    });
    if (outcome !== 'checked') mail.nudge();
    return outcome;
  }

  const idleSinceOf = (row: IdleSiteRow, rule: Rule) =>
    rule.enabledAt && rule.enabledAt > row.lastActivityAt ? rule.enabledAt : row.lastActivityAt;

  /** What an active site's row calls for today: the same answer before the row is locked and after. */
  function activeStep(row: IdleSiteRow, rule: Rule, month: string, bytes: number, today: number): ActiveStep {
    // Active again though the rule deactivated it: an admin lifted it. Like the owner's Reactivate, for good.
    if (row.deactivatedAt) return 'lifted';
    if (sawVisitors(row, month, bytes)) return 'visited';
    const dueDay = dayOf(idleSinceOf(row, rule)) + rule.idleDays;
    if (!row.warned7At) return today >= dueDay - 7 ? 'warn7' : 'none';
    const plannedDay = dayOf(row.deactivateOn ?? startOf(today));
    if (!row.warned1At) return today >= plannedDay - 1 ? 'warn1' : 'none';
    return today >= plannedDay ? 'deactivate' : 'none';
  }

  /** An active free site: its clock, then a warning, a second warning or the deactivation. */
  async function stepActive(site: FreeSite, seen: IdleSiteRow, rule: Rule, month: string, bytes: number) {
    const reading = { bandwidthMonth: month, bandwidthBytes: bytes };
    // Most sites on most days: nothing due, so no lock and at most the new reading written.
    if (activeStep(seen, rule, month, bytes, dayOf(now())) === 'none') {
      if (seen.bandwidthMonth !== month || seen.bandwidthBytes !== bytes) await updateSite(db, site.id, reading, now());
      return 'checked';
    }
    return withSite(site, async (tx, row) => {
      const at = now();
      const today = dayOf(at);
      const ownerEmail = async () => (await deps.findOwner(tx, site.userId))?.email ?? null;
      const idleSince = idleSinceOf(row, rule);
      switch (activeStep(row, rule, month, bytes, today)) {
        case 'lifted':
          await updateSite(tx, site.id, { ...reading, ...clearedCycle, lastActivityAt: at, reactivatedAt: at }, at);
          return 'checked';
        case 'visited':
          await updateSite(tx, site.id, { ...reading, ...clearedCycle, lastActivityAt: at }, at);
          return 'checked';
        case 'none':
          return update(tx, site.id, reading, 'checked');
        case 'warn7': {
          const deactivateDay = Math.max(dayOf(idleSince) + rule.idleDays, today + 7);
          await updateSite(tx, site.id, { ...reading, warned7At: at, deactivateOn: startOf(deactivateDay) }, at);
          await warn(tx, site, await ownerEmail(), rule, 7, deactivateDay, idleSince);
          return 'warned';
        }
        case 'warn1': {
          const deactivateDay = Math.max(dayOf(row.deactivateOn ?? at), today + 1);
          await updateSite(tx, site.id, { ...reading, warned1At: at, deactivateOn: startOf(deactivateDay) }, at);
          await warn(tx, site, await ownerEmail(), rule, 1, deactivateDay, idleSince);
          return 'warned';
        }
        case 'deactivate':
          return deactivate(tx, site, row, rule, reading, idleSince, await ownerEmail());
      }
    });
  }

  async function deactivate(
    tx: Tx,
    site: FreeSite,
    row: IdleSiteRow,
    rule: Rule,
    reading: IdleSitePatch,
    idleSince: Date,
    email: string | null,
  ): Promise<Outcome> {
    const at = now();
    if (!(await hosting.deactivateIdleSite(tx, site.id, idleSince.toISOString().slice(0, 10)))) return 'checked';
    // A site its owner brought back once is never removed by the rule (it may still be deactivated again).
    const removeOn = row.reactivatedAt ? null : startOf(dayOf(at) + rule.removalDays);
    await updateSite(tx, site.id, { ...reading, deactivatedAt: at, removeOn }, at);
    if (email) {
      await mail.enqueue(tx, {
        template: 'idle-site-deactivated',
        to: email,
        userId: site.userId,
        dedupeKey: `idle-deactivated:${site.id}:${at.getTime()}`,
        data: { domain: site.domain, idleDays: rule.idleDays, removeOn: removeOn?.toISOString() ?? null },
      });
    }
    log.info({ event: 'idle-site-deactivated', accountId: site.id }, 'free site deactivated for inactivity');
    return 'deactivated';
  }

  async function update(tx: Tx, accountId: number, patch: IdleSitePatch, outcome: Outcome): Promise<Outcome> {
    await updateSite(tx, accountId, patch, now());
    return outcome;
  }

  async function warn(
    tx: Tx,
    site: FreeSite,
    email: string | null,
    rule: Rule,
    daysLeft: number,
    deactivateDay: number,
    idleSince: Date,
  ) {
    if (!email) return;
    await mail.enqueue(tx, {
      template: 'idle-site-warning',
      to: email,
      userId: site.userId,
      // One per warning per idle stretch: a visit starts a new stretch, whose warnings are new mails.
      dedupeKey: `idle-warning-${daysLeft}:${site.id}:${idleSince.getTime()}`,
      data: {
        domain: site.domain,
        idleDays: rule.idleDays,
        daysLeft,
        deactivateOn: startOf(deactivateDay).toISOString(),
      },
    });
  }

  /** A site the rule deactivated: the last mail, then removal, unless something holds it. */
  async function stepDeactivated(site: FreeSite, rule: Rule): Promise<Outcome> {
    const owner = await deps.findOwner(db, site.userId);
    // No address, no last mail: the rule does not remove what it could not announce. A suspended owner's sites are
    // held as they are (an investigation may need them).
    if (!owner?.email || owner.suspendedAt) return 'checked';
    const email = owner.email;
    const claimed = await withSite(site, async (tx, row) => {
      const at = now();
      if (!row.deactivatedAt || row.reactivatedAt) return 'checked';
      if (row.removingAt && at.getTime() - row.removingAt.getTime() < STALE_REMOVAL_MS) return 'checked';
      const today = dayOf(at);
      const removeDay = Math.max(dayOf(row.removeOn ?? at), dayOf(row.deactivatedAt) + rule.removalDays);
      if (!row.removalNoticeAt) {
        if (today < removeDay - IDLE_REMOVAL_NOTICE_DAYS) return 'checked';
        const noticeDay = Math.max(removeDay, today + IDLE_REMOVAL_NOTICE_DAYS);
        await updateSite(tx, site.id, { removalNoticeAt: at, removeOn: startOf(noticeDay) }, at);
        await mail.enqueue(tx, {
          template: 'idle-site-removal-notice',
          to: email,
          userId: site.userId,
          dedupeKey: `idle-removal-notice:${site.id}:${row.deactivatedAt.getTime()}`,
          data: { domain: site.domain, removeOn: startOf(noticeDay).toISOString() },
        });
        return 'removalNotices';
      }
      if (today < removeDay) return 'checked';
      // Reactivate refuses from here on; the removal itself runs outside the transaction (WHM is slow).
      await updateSite(tx, site.id, { removingAt: at }, at);
      return 'removed';
    });
    if (claimed !== 'removed') return claimed;
    return removeSite(site);
  }

  async function removeSite(site: FreeSite): Promise<Outcome> {
    try {
      await hosting.deleteAccount(site.id);
    } catch (error) {
      // WHM refused or is down: the site stays deactivated and Reactivate works again; the next sweep tries again.
      await updateSite(db, site.id, { removingAt: null }, now());
      log.warn(
        { event: 'idle-site-removal-failed', accountId: site.id, reason: error instanceof Error ? error.message : '' },
        'idle site not removed; retried on the next sweep',
      );
      return 'failed';
    }
    await db.transaction((tx) =>
      deps.audit.record(tx, {
        action: 'hosting.idle_removed',
        subjectUserId: site.userId,
        targetType: 'hosting_account',
        targetId: site.id,
        details: { domain: site.domain },
      }),
    );
    log.info({ event: 'idle-site-removed', accountId: site.id }, 'idle free site removed');
    return 'removed';
  }

  async function stepSite(site: FreeSite, rule: Rule, reading: WhmBandwidthMonth): Promise<Outcome> {
    const bytes = reading.bytesByUser.get((site.cpanelUsername ?? '').toLowerCase());
    if (bytes === undefined) return 'unreported';
    const month = monthKey(reading);
    const at = now();
    const seen = await findSite(db, site.id);
    if (!seen) {
      // First sight: the clock starts now, and nothing can be due for N days.
      await insertSiteIfNew(db, site.id, { lastActivityAt: at, bandwidthMonth: month, bandwidthBytes: bytes });
      return 'checked';
    }
    if (site.status === 'active') return stepActive(site, seen, rule, month, bytes);
    if (isIdleDeactivationReason(site.suspendReason)) return stepDeactivated(site, rule);
    // Suspended for another reason: the idle clock waits and starts afresh when that suspension ends.
    await updateSite(
      db,
      site.id,
      { ...clearedCycle, lastActivityAt: at, bandwidthMonth: month, bandwidthBytes: bytes },
      at,
    );
    return 'checked';
  }

  return {
    /** One pass over every free site on WHM; answers what it did. Throws only when WHM cannot be read at all. */
    async run(): Promise<IdleSweepSummary> {
      const settings = await readSettings(db);
      const summary: IdleSweepSummary = {
        checked: 0,
        warned: 0,
        deactivated: 0,
        removalNotices: 0,
        removed: 0,
        failed: 0,
        skipped: null,
      };
      if (!settings?.enabled) return { ...summary, skipped: 'off' };
      const client = await deps.apiSettings.getWhmClient();
      if (!client) return { ...summary, skipped: 'whm-not-configured' };
      const reading = await client.bandwidthOfAllAccounts();
      const rule: Rule = {
        idleDays: settings.idleDays ?? IDLE_SITES_DEFAULTS.idleDays,
        removalDays: settings.removalDays ?? IDLE_SITES_DEFAULTS.removalDays,
        enabledAt: settings.enabledAt,
      };
      for (const site of await hosting.listFreeSitesOnWhm()) {
        let outcome: Outcome;
        try {
          outcome = await stepSite(site, rule, reading);
        } catch (error) {
          log.warn(
            { event: 'idle-site-step-failed', accountId: site.id, reason: error instanceof Error ? error.message : '' },
            'idle-site step failed; tried again on the next sweep',
          );
          outcome = 'failed';
        }
        if (outcome === 'unreported') continue;
        summary.checked++;
        if (outcome !== 'checked') summary[outcome]++;
      }
      return summary;
    },
  };
}
