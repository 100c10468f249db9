import type { AbuseSettings } from '../../../contract/abuse.js';
import { findReport, listReports, listReportsOfOwner, type AbuseReportRow } from './repo.js';
import { createActions, type AbuseActor } from './actions.js';
import { createAutoSuspension } from './auto-suspension.js';
import { createDetection } from './detection.js';
import type { AbuseDeps } from './deps.js';
import { createIntake } from './intake.js';
import { createOwnerSuspension } from './owner-suspension.js';
import { createQueueView } from './queue-view.js';
import { createAbuseSettings } from './settings.js';

/** The admin queue shows at most this many reports per status. */
export const ABUSE_QUEUE_LIMIT = 200;
/** The support desk shows at most this many reports about one person's sites. */
const OWNER_REPORTS_SHOWN = 50;

/** A report as another module sees it: what it is about and where it stands, without the reporter. */
function reportFacts(row: AbuseReportRow) {
  return {
    id: row.id,
    domain: row.domain,
    category: row.category,
    status: row.status,
    evidence: [...row.evidenceUrls, ...(row.details ? [row.details] : [])],
    ownerUserId: row.ownerUserId,
  };
}

/**
 * Abuse reports and automatic detection: the public report with its proof of work, the admin queue and its actions,
 * automatic suspension. The parts live in their own files; this is the surface the routes call.
 */
export function createAbuseService(deps: AbuseDeps) {
  const autoSuspension = createAutoSuspension(deps);
  const detection = createDetection(deps);
  const intake = createIntake(deps, autoSuspension, detection.scanFirst);
  const suspendOwner = createOwnerSuspension(deps);
  const actions = createActions(deps, suspendOwner);
  const toViews = createQueueView(deps);
  const settings = createAbuseSettings(deps);

  /** Runs an action, then answers its message with the report as the queue now shows it. */
  async function act(reportId: number, run: () => Promise<string>) {
    const message = await run();
    const [report] = await toViews([(await findReport(deps.db, reportId))!]);
    return { message, report };
  }

  return {
    issueChallenge: intake.issueChallenge,
    submitReport: intake.submitReport,

    /** GET /api/admin/abuse-reports?status= */
    async listReports(status: 'open' | 'closed') {
      return { reports: await toViews(await listReports(deps.db, status, ABUSE_QUEUE_LIMIT)) };
    },
    /** The reports about one person's sites, newest first (read by its owner index, not through the queue). */
    async reportsAboutOwner(userId: number) {
      return (await listReportsOfOwner(deps.db, userId, undefined, OWNER_REPORTS_SHOWN)).map(reportFacts);
    },
    async findReportFacts(id: number) {
      const row = await findReport(deps.db, id);
      return row ? reportFacts(row) : null;
    },
    dismiss: (id: number, note: string | undefined, actor: AbuseActor) =>
      act(id, () => actions.dismiss(id, note, actor)),
    warn: (id: number, message: string, actor: AbuseActor) => act(id, () => actions.warn(id, message, actor)),
    suspendSite: (id: number, reason: string, actor: AbuseActor) =>
      act(id, () => actions.suspendSite(id, reason, actor)),
    suspendOwner: (id: number, reason: string, actor: AbuseActor) =>
      act(id, () => actions.suspendOwner(id, reason, actor)),
    undoAutoSuspension: autoSuspension.undo,

    readSettings: settings.read,
    saveSettings: (body: AbuseSettings) => settings.save(body),

    /** Automatic detection: the name check, the content scan, cases, figures (detection.ts). */
    detection,
  };
}

export type AbuseService = ReturnType<typeof createAbuseService>;
