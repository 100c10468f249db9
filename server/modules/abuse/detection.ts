import type { AbuseDetectionSettings } from '../../../contract/abuse-detection.js';
import { ABUSE_DETECTION_MESSAGES } from '../../../contract/abuse-detection.js';
import { AppError } from '../../errors.js';
import { createCaseActions } from './case-actions.js';
import { createCaseView } from './case-view.js';
import { createCases } from './cases.js';
import type { AbuseDeps } from './deps.js';
import { findCase, listCases } from './detection-repo.js';
import { createDetectionSettings } from './detection-settings.js';
import { createFigures } from './figures.js';
import { createNameCheck } from './names/name-check.js';
import { createScanSchedule } from './scan/scan-schedule.js';
import { createSiteScan } from './scan/scan-site.js';

/** The admin queue shows at most this many cases per status. */
const CASE_LIST_LIMIT = 200;

/**
 * Automatic abuse detection: the name check (hosting's guard), the content scan and its schedule, the cases with
 * their quarantine, the admin's confirm and reverse, the figures. The parts live in their own files.
 */
export function createDetection(deps: AbuseDeps) {
  const settings = createDetectionSettings(deps);
  const cases = createCases(deps);
  const scanSite = createSiteScan(deps, settings, cases);
  const schedule = createScanSchedule(deps, scanSite);
  const names = createNameCheck(deps, settings, cases, schedule, deps.hostedDomain);
  const actions = createCaseActions(deps, cases);
  const view = createCaseView(deps);
  const readFigures = createFigures(deps, schedule);

  async function act(id: number, run: () => Promise<string>) {
    const message = await run();
    const [row] = await view.toViews([(await findCase(deps.db, id))!]);
    return { message, case: row! };
  }

  return {
    /** Replaces the reputation lookup the scan asks (tests hand in a small one that lists chosen URLs). */
    useReputationLookup(lookup: AbuseDeps['reputation']) {
      deps.reputation = lookup;
    },
    /** Handed to hosting at wiring: every claim and every site going live passes here. */
    siteGuard: names.guard,
    /** A report named the site: scanned before every other due scan (in the report's transaction). */
    scanFirst: schedule.scanFirst,
    scheduleSweep: schedule.scheduleSweep,
    startSweepTicker: schedule.startSweepTicker,
    readScanQueue: schedule.readQueue,
    scanSite,

    /** GET /api/admin/abuse-cases?status= */
    async listCases(status: 'open' | 'closed') {
      return { cases: await view.toViews(await listCases(deps.db, status, CASE_LIST_LIMIT)) };
    },
    confirmCase: (id: number, note: string | undefined, actor: { id: number }) =>
      act(id, () => actions.confirm(id, note, actor)),
    reverseCase: (id: number, note: string | undefined, actor: { id: number }) =>
      act(id, () => actions.reverse(id, note, actor)),
    /** POST /api/admin/hosting-accounts/{id}/abuse-scan: an admin asks for a scan now. */
    async requestScan(hostingAccountId: number) {
      const site = await deps.hosting.findAccountById(hostingAccountId);
      if (!site) throw new AppError('NOT_FOUND', ABUSE_DETECTION_MESSAGES.siteNotFound);
      await deps.db.transaction((tx) => schedule.scanFirst(tx, site.id, 'admin'));
      deps.jobs.nudge();
      return { message: ABUSE_DETECTION_MESSAGES.scanQueued };
    },
    /** For the support desk: is the site's latest case appealable, and its evidence in a line. */
    readAppealInfo: view.appealInfo,

    readDetectionSettings: settings.read,
    saveDetectionSettings: (body: AbuseDetectionSettings) => settings.save(body),
    readFigures,
  };
}
