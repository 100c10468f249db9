// Version tracking (001 §3, §4, §7): an admin asks for a check, one job per kind does it (see run-check.ts),
// and the tab polls the check's status and the items with an update available.
import type { AuditLog } from '../../../lib/audit-log.js';
import type { VersionJob, VersionStatus } from '../../../../contract/library.js';
import { isUpdateAvailable } from '../../../../contract/version-compare.js';
import type { Db } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { JobRunner } from '../../../jobs/runner.js';
import type { WordpressOrgClient, WordpressOrgKind } from '../../../integrations/wordpress-org/types.js';
import type { CatalogueService } from '../catalogue-service.js';
import {
  deleteVersionCheck,
  findLatestVersionCheck,
  insertVersionCheck,
  updateVersionCheck,
  type VersionCheck,
} from './repo.js';
import { createCheckRunner } from './run-check.js';

export const VERSION_JOB_KINDS: Record<WordpressOrgKind, string> = {
  plugin: 'library.versions.plugins',
  theme: 'library.versions.themes',
};

/** First try plus three retries (about 10 s, 20 s and 40 s apart: jobs/queue.ts backoff). */
export const VERSION_JOB_MAX_ATTEMPTS = 4;

export const VERSION_MESSAGES = {
  queued: 'Version check queued',
  alreadyQueued: 'A version check is already queued or running',
} as const;

export interface VersionServiceDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'listVersionTargets' | 'recordLatestVersions'>;
  jobs: Pick<JobRunner, 'register' | 'onRetry' | 'nudge'>;
  wordpressOrg: WordpressOrgClient;
  now: () => Date;
  log?: AuditLog;
  /** Default 4 min, under the 5 min job lease. */
  attemptBudgetMs?: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toJobView(check: VersionCheck | undefined): VersionJob {
  if (!check) return { status: 'idle', createdAt: null, startedAt: null, completedAt: null, errorMessage: null };
  const status =
    (['pending', 'in_progress', 'completed', 'failed'] as const).find((s) => s === check.status) ?? 'pending';
  return {
    status,
    createdAt: iso(check.createdAt),
    startedAt: iso(check.startedAt),
    completedAt: iso(check.completedAt),
    errorMessage: check.errorMessage,
  };
}

export function createVersionService(deps: VersionServiceDeps) {
  const { db, catalogue, jobs } = deps;
  const runCheck = createCheckRunner({ ...deps, attemptBudgetMs: deps.attemptBudgetMs ?? 4 * 60_000 });
  for (const kind of ['plugin', 'theme'] as const) {
    jobs.register(VERSION_JOB_KINDS[kind], (job) => runCheck(kind, job));
    // An admin's Retry (System → Status): the failed check is pending again, or the job would find it failed and skip.
    jobs.onRetry(VERSION_JOB_KINDS[kind], async (tx, job) => {
      const checkId = Number((job.payload as { checkId?: unknown }).checkId);
      if (Number.isInteger(checkId)) await updateVersionCheck(tx, checkId, { status: 'pending', completedAt: null });
    });
  }

  return {
    /**
     * POST …/update-versions. One check per kind at a time: a second click while one waits, runs or waits for
     * its retry queues nothing (the job's dedupe key) and answers that check's status.
     */
    async queueCheck(kind: WordpressOrgKind): Promise<{ message: string; job: VersionJob }> {
      const kindKey = VERSION_JOB_KINDS[kind];
      // Sorted so the record, the batches and the failure message read the same on every run.
      const slugs = (await catalogue.listVersionTargets(kind)).map((t) => t.slug).sort();
      const queued = await db.transaction(async (tx) => {
        const check = await insertVersionCheck(tx, kind, { slugs });
        const job = await enqueueJob(
          tx,
          kindKey,
          { checkId: check.id },
          { dedupeKey: kindKey, maxAttempts: VERSION_JOB_MAX_ATTEMPTS },
        );
        // The dedupe key is taken: a check is already on its way, so this row has nothing to record.
        if (!job) await deleteVersionCheck(tx, check.id);
        return Boolean(job);
      });
      jobs.nudge();
      return {
        message: queued ? VERSION_MESSAGES.queued : VERSION_MESSAGES.alreadyQueued,
        job: toJobView(await findLatestVersionCheck(db, kind)),
      };
    },

    /** GET …/version-status: the newest check, and the active items whose wordpress.org version is newer. */
    async readStatus(kind: WordpressOrgKind): Promise<VersionStatus> {
      const [check, targets] = await Promise.all([
        findLatestVersionCheck(db, kind),
        catalogue.listVersionTargets(kind),
      ]);
      const pendingUpdates = targets
        .filter((t) => isUpdateAvailable(t.version, t.latestVersion))
        .map(({ id, name, slug, version, latestVersion }) => ({ id, name, slug, version, latestVersion }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { job: toJobView(check), pendingUpdates };
    },
  };
}

export type VersionService = ReturnType<typeof createVersionService>;
