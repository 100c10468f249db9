import { ABUSE_CATEGORY_LABELS, ABUSE_MESSAGES, type AbuseResolution } from '../../../contract/abuse.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AbuseDeps } from './deps.js';
import type { createOwnerSuspension } from './owner-suspension.js';
import {
  closeReport,
  closeReportsOfOwner,
  closeReportsOfSite,
  findReport,
  lockReport,
  type AbuseReportRow,
} from './repo.js';

// The admin's four answers to a report. Dismiss and warn close this report; suspending the site closes every open
// report about it, suspending the owner every open report about their sites: each reporter hears the outcome once.
// The owner is mailed when something happens to them (warned, suspended), never about a dismissed report.

export interface AbuseActor {
  id: number;
}

export function createActions(deps: AbuseDeps, suspendOwner: ReturnType<typeof createOwnerSuspension>) {
  const { db, hosting, users, mail, audit, log, now } = deps;

  async function openReport(id: number) {
    const report = await findReport(db, id);
    if (!report) throw new AppError('NOT_FOUND', ABUSE_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', ABUSE_MESSAGES.reportClosed);
    return report;
  }

  async function tellReporters(tx: DbOrTx, closed: AbuseReportRow[], outcome: AbuseResolution) {
    for (const report of closed) {
      await mail.enqueue(tx, {
        template: 'abuse-report-outcome',
        to: report.reporterEmail,
        dedupeKey: `abuse-outcome:${report.id}`,
        data: {
          domain: report.domain,
          categoryCode: report.category,
          category: ABUSE_CATEGORY_LABELS[report.category],
          outcome,
        },
      });
    }
  }

  /** Closes `close` reports in one transaction with the audit event and the mails; 409 when another admin was first. */
  async function finish(
    reportId: number,
    resolution: AbuseResolution,
    note: string | null,
    actor: AbuseActor,
    close: (tx: DbOrTx, outcome: Parameters<typeof closeReport>[2]) => Promise<AbuseReportRow[]>,
    extra: (tx: DbOrTx, report: AbuseReportRow) => Promise<void> = async () => {},
  ) {
    await db.transaction(async (tx) => {
      const report = await lockReport(tx, reportId);
      if (!report || report.status !== 'open') throw new AppError('CONFLICT', ABUSE_MESSAGES.reportClosed);
      const closed = await close(tx, { resolution, note, by: actor.id, at: now() });
      await audit.record(tx, {
        action: `abuse.report_${resolution}`,
        subjectUserId: resolution === 'dismissed' ? null : report.ownerUserId,
        targetType: 'abuse_report',
        targetId: report.id,
        details: {
          domain: report.domain,
          category: report.category,
          reportsClosed: closed.map((r) => r.id),
          ...(note ? { note } : {}),
        },
      });
      await tellReporters(tx, closed, resolution);
      await extra(tx, report);
    });
    mail.nudge();
    log.info({ event: `abuse-report-${resolution}`, reportId, byUserId: actor.id }, 'abuse report handled');
  }

  /**
   * The owner's address, read before the action's transaction: another module's read inside it would wait for a
   * second connection (and, on PGlite's single one, forever).
   */
  async function ownerAddress(ownerUserId: number | null): Promise<{ id: number; email: string } | null> {
    const owner = ownerUserId ? await users.findUserContact(ownerUserId) : null;
    return owner?.email ? { id: owner.id, email: owner.email } : null;
  }

  return {
    /** POST /api/admin/abuse-reports/{id}/dismiss */
    async dismiss(reportId: number, note: string | undefined, actor: AbuseActor) {
      await openReport(reportId);
      await finish(reportId, 'dismissed', note || null, actor, (tx, outcome) => closeReport(tx, reportId, outcome));
      return ABUSE_MESSAGES.dismissed;
    },

    /** POST /api/admin/abuse-reports/{id}/warn: the admin's words go to the owner as written. */
    async warn(reportId: number, message: string, actor: AbuseActor) {
      const owner = await ownerAddress((await openReport(reportId)).ownerUserId);
      await finish(
        reportId,
        'warned',
        message,
        actor,
        (tx, outcome) => closeReport(tx, reportId, outcome),
        async (tx, report) => {
          if (!owner) return;
          await mail.enqueue(tx, {
            template: 'abuse-owner-warning',
            to: owner.email,
            userId: owner.id,
            dedupeKey: `abuse-warning:${report.id}`,
            data: {
              domain: report.domain,
              categoryCode: report.category,
              category: ABUSE_CATEGORY_LABELS[report.category],
              message,
            },
          });
        },
      );
      return owner ? ABUSE_MESSAGES.warned : ABUSE_MESSAGES.warnedNoEmail;
    },

    /** POST /api/admin/abuse-reports/{id}/suspend-site: WHM first (hosting's suspension), then the reports. */
    async suspendSite(reportId: number, reason: string, actor: AbuseActor) {
      const report = await openReport(reportId);
      const site = report.hostingAccountId ? await hosting.findAccountById(report.hostingAccountId) : undefined;
      if (!site) throw new AppError('CONFLICT', ABUSE_MESSAGES.ownerHasNoSites);
      if (site.status !== 'suspended') await hosting.suspendAccount(site.id, reason);
      const owner = await ownerAddress(site.userId);
      await finish(
        reportId,
        'site_suspended',
        reason,
        actor,
        (tx, outcome) => closeReportsOfSite(tx, site.id, outcome),
        async (tx, r) => {
          if (!owner) return;
          await mail.enqueue(tx, {
            template: 'abuse-sites-suspended',
            to: owner.email,
            userId: owner.id,
            dedupeKey: `abuse-site-suspended:${r.id}`,
            data: { domains: [site.domain], reason, automatic: false },
          });
        },
      );
      return ABUSE_MESSAGES.siteSuspended;
    },

    /** POST /api/admin/abuse-reports/{id}/suspend-owner */
    async suspendOwner(reportId: number, reason: string, actor: AbuseActor) {
      const report = await openReport(reportId);
      const ownerUserId = report.ownerUserId;
      if (!ownerUserId) throw new AppError('CONFLICT', ABUSE_MESSAGES.ownerHasNoSites);
      const domains = await suspendOwner(ownerUserId, reason, actor);
      const owner = await ownerAddress(ownerUserId);
      await finish(
        reportId,
        'owner_suspended',
        reason,
        actor,
        (tx, outcome) => closeReportsOfOwner(tx, ownerUserId, outcome),
        async (tx, r) => {
          if (!owner || domains.length === 0) return;
          await mail.enqueue(tx, {
            template: 'abuse-sites-suspended',
            to: owner.email,
            userId: owner.id,
            dedupeKey: `abuse-owner-suspended:${r.id}`,
            data: { domains, reason, automatic: false },
          });
        },
      );
      return ABUSE_MESSAGES.ownerSuspended;
    },
  };
}
