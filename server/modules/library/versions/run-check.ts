// The version-check worker: one job per check, one check per kind at a time. It asks wordpress.org in paced
// batches, stores each batch's answers as soon as they arrive (items and the check's response), and ends the
// check completed, or — when some slugs got no usable answer — pending for a retry, then failed once the
// attempts are spent. A retry asks only the slugs still unanswered, so nothing already learnt is lost or re-asked.
import type { AuditLog } from '../../../lib/audit-log.js';
import type { Db } from '../../../db/client.js';
import type { Job } from '../../../jobs/queue.js';
import type { VersionLookup, WordpressOrgClient, WordpressOrgKind } from '../../../integrations/wordpress-org/types.js';
import type { CatalogueService } from '../catalogue-service.js';
import {
  buildResponse,
  describeFailures,
  isSettled,
  readStoredResults,
  toItemUpdate,
  toOutcome,
  type SlugOutcome,
} from './outcomes.js';
import { findVersionCheck, updateVersionCheck } from './repo.js';

export interface RunCheckDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'listVersionTargets' | 'recordLatestVersions'>;
  wordpressOrg: WordpressOrgClient;
  now: () => Date;
  log?: AuditLog;
  /** Time one attempt may spend asking; below the job lease (5 min) so no second worker takes the job over. */
  attemptBudgetMs: number;
}

/** Thrown after the check row is already written, so the runner only schedules the retry. */
class CheckIncomplete extends Error {}

export const payloadSlugs = (payload: unknown): string[] => {
  const slugs = (payload as { slugs?: unknown } | null)?.slugs;
  return Array.isArray(slugs) ? slugs.filter((s): s is string => typeof s === 'string') : [];
};

export function createCheckRunner(deps: RunCheckDeps) {
  const { db, catalogue, wordpressOrg, now } = deps;

  async function endAttempt(checkId: number, job: Job, message: string) {
    const exhausted = job.attempts >= job.maxAttempts;
    await updateVersionCheck(
      db,
      checkId,
      exhausted
        ? { status: 'failed', completedAt: now(), errorMessage: message }
        : { status: 'pending', errorMessage: message },
    );
  }

  return async function runCheck(kind: WordpressOrgKind, job: Job) {
    const checkId = Number((job.payload as { checkId?: unknown }).checkId);
    const check = Number.isInteger(checkId) ? await findVersionCheck(db, checkId) : undefined;
    if (!check || check.status === 'completed' || check.status === 'failed') return { skipped: true };
    await updateVersionCheck(db, checkId, { status: 'in_progress', startedAt: check.startedAt ?? now() });

    try {
      // Items deleted since the admin asked are dropped; the rest keep the order they were asked in.
      const targets = new Map((await catalogue.listVersionTargets(kind)).map((t) => [t.slug, t.id]));
      const slugs = payloadSlugs(check.payload).filter((slug) => targets.has(slug));
      const results: Record<string, SlugOutcome> = readStoredResults(check.response);
      const todo = slugs.filter((slug) => !isSettled(results[slug]));

      const reported = new Set<string>();
      const store = async (lookups: Record<string, VersionLookup>) => {
        const checkedAt = now();
        const updates = Object.entries(lookups).flatMap(([slug, lookup]) => {
          reported.add(slug);
          results[slug] = toOutcome(lookup);
          const update = toItemUpdate(kind, lookup, checkedAt);
          const id = targets.get(slug);
          return update && id !== undefined ? [{ id, ...update }] : [];
        });
        await catalogue.recordLatestVersions(kind, updates);
        await updateVersionCheck(db, checkId, { response: buildResponse(slugs, results) });
      };

      const all = await wordpressOrg.lookUpVersions(kind, todo, {
        onBatch: store,
        signal: AbortSignal.timeout(deps.attemptBudgetMs),
      });
      // Slugs given up without a request (outage, time budget) reach no onBatch: record them too.
      const unreported = Object.fromEntries(Object.entries(all).filter(([slug]) => !reported.has(slug)));
      if (Object.keys(unreported).length > 0) await store(unreported);

      const failed = slugs.flatMap((slug) => {
        const outcome = results[slug];
        return outcome?.status === 'error' ? [[slug, outcome.message] as [string, string]] : [];
      });
      const summary = buildResponse(slugs, results);
      if (failed.length === 0) {
        await updateVersionCheck(db, checkId, {
          status: 'completed',
          completedAt: now(),
          errorMessage: null,
          response: summary,
        });
        deps.log?.info(
          { event: 'version-check-completed', kind, checkId, found: summary.found, notFound: summary.notFound },
          'version check completed',
        );
        return { checkId, total: summary.total, found: summary.found, notFound: summary.notFound };
      }
      const message = describeFailures(kind, slugs.length, failed);
      await endAttempt(checkId, job, message);
      throw new CheckIncomplete(message);
    } catch (error) {
      if (!(error instanceof CheckIncomplete)) {
        // A database or programming error: the row must not stay "in progress" while the job waits.
        const message = error instanceof Error ? error.message : String(error);
        await endAttempt(checkId, job, `The version check stopped unexpectedly: ${message}`).catch(() => {});
      }
      throw error;
    }
  };
}
