import type { AbuseDetectionFigures } from '../../../contract/abuse-detection.js';
import type { SupportFigures } from '../../../contract/support.js';
import { sql } from 'drizzle-orm';
import {
  FAILED_JOBS_LISTED,
  SYSTEM_STATUS_MESSAGES,
  type SystemState,
  type SystemStatus,
  type SystemStatusResponse,
} from '../../../contract/system-status.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { listFailedJobs, readQueueFigures } from '../../jobs/queue-figures.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { SystemHealth, SystemHealthRecord } from '../../lib/system-health.js';
import type { WhmConcurrencyFigures } from '../../integrations/whm/concurrency-limit.js';
import type { SignupFigures } from '../accounts/index.js';
import type { WebhookLagFigures } from '../payments/index.js';
import { SYSTEM_IDS, cloudSystemId, reputationSystemId } from '../../wiring/system-ids.js';

const WORDS = SYSTEM_STATUS_MESSAGES.words;

// The operator's status page: each outside system's state with its last success and failure on
// this instance (lib/system-health.ts), WHM's circuit breaker, and the queue and outbox figures, which come from
// the database and so are the same on every instance. Another module's state is asked of its service (deps).

export interface SystemStatusDeps {
  db: Db;
  health: SystemHealth;
  jobs: JobRunner;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
  /** 'PostgreSQL' or 'PGlite (embedded)'. */
  databaseLabel: string;
  /** 'Local disk' or 'S3 bucket …'. */
  storageLabel: string;
  /** Where domain lookups start (integrations/domain-lookup describes its providers). */
  domainLookupLabel: string;
  /** The stored WHM address, or null when WHM is not configured. */
  whmAddress: () => Promise<string | null>;
  /** The WHM breaker of an address; null when the breaker is turned off (WHM_BREAKER_RETRY_MS=0). */
  whmBreaker: (address: string) => { state: 'closed' | 'open' | 'half_open'; retryAt: Date | null } | null;
  stripe: () => Promise<{ isConfigured: boolean; isTestMode: boolean }>;
  /** The SMTP server as host:port, or null when none is active. */
  smtpServer: () => Promise<string | null>;
  /** Every cloud provider the compute module drives. */
  clouds: () => Promise<{ id: string; label: string; configured: boolean }[]>;
  /** Every reputation source the abuse module asks; configured = turned on with a key. */
  reputationSources: () => Promise<{ id: string; label: string; configured: boolean }[]>;
  outbox: () => Promise<{ pending: number; failed: number; oldestPendingSince: Date | null }>;
  /** The admin's support contact (site-pages; no-reply addresses already left out). */
  supportContact: () => Promise<{ email: string | null; url: string | null }>;
  /** The abuse module's scan queue and figures. */
  abuseFigures: () => Promise<AbuseDetectionFigures>;
  /** The support desk's figures (open tickets by status, medians, breaches), for the metrics. */
  supportFigures: () => Promise<SupportFigures>;
  /** Accounts created in the last minute and hour (the accounts module's table). */
  signups: (now: Date) => Promise<SignupFigures>;
  /** Stripe's `created` → processed (the payments module's table). */
  webhookLag: (now: Date) => Promise<WebhookLagFigures>;
  webhookLagWindowMinutes: number;
  /** This instance's WHM calls in flight, waiting, the peak and the cap. */
  whmConcurrency: () => WhmConcurrencyFigures;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const secondsSince = (since: Date | null, now: Date) =>
  since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : null;

function stateOf(configured: boolean, record: SystemHealthRecord): SystemState {
  if (!configured) return 'not_configured';
  const { lastSuccessAt, lastFailureAt } = record;
  if (!lastSuccessAt && !lastFailureAt) return 'unknown';
  return lastFailureAt && (!lastSuccessAt || lastFailureAt >= lastSuccessAt) ? 'failing' : 'ok';
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function createSystemStatusService(deps: SystemStatusDeps) {
  const { db, health, jobs, audit, now } = deps;

  function entry(
    id: string,
    label: string,
    detail: string | null,
    configured: boolean,
    breaker: SystemStatus['breaker'] = null,
  ): SystemStatus {
    const record = health.read(id);
    // An open breaker is WHM failing, whatever the last recorded call says.
    const state = configured && breaker?.state === 'open' ? 'failing' : stateOf(configured, record);
    return {
      id,
      label,
      detail,
      state,
      lastSuccessAt: iso(record.lastSuccessAt),
      lastFailureAt: iso(record.lastFailureAt),
      lastFailureMessage: record.lastFailureMessage,
      breaker,
    };
  }

  /** A round trip to the database, recorded like any other system's call. */
  async function probeDatabase() {
    try {
      await db.execute(sql`select 1`);
      health.recordSuccess(SYSTEM_IDS.postgres);
    } catch (error) {
      health.recordFailure(SYSTEM_IDS.postgres, error);
    }
  }

  async function listSystems(): Promise<SystemStatus[]> {
    await probeDatabase();
    const [whmAddress, stripe, smtpServer, clouds, reputationSources] = await Promise.all([
      deps.whmAddress(),
      deps.stripe(),
      deps.smtpServer(),
      deps.clouds(),
      deps.reputationSources(),
    ]);
    const whmBreaker = whmAddress ? deps.whmBreaker(whmAddress) : null;
    return [
      entry(SYSTEM_IDS.postgres, 'PostgreSQL', deps.databaseLabel, true),
      entry(
        SYSTEM_IDS.whm,
        'WHM',
        whmAddress ? originOf(whmAddress) : null,
        whmAddress !== null,
        whmBreaker ? { state: whmBreaker.state, retryAt: iso(whmBreaker.retryAt) } : null,
      ),
      entry(
        SYSTEM_IDS.stripe,
        'Stripe',
        stripe.isConfigured ? (stripe.isTestMode ? WORDS.testMode : WORDS.liveMode) : null,
        stripe.isConfigured,
      ),
      entry(SYSTEM_IDS.smtp, 'SMTP', smtpServer, smtpServer !== null),
      ...clouds.map((cloud) => entry(cloudSystemId(cloud.id), cloud.label, WORDS.cloudCompute, cloud.configured)),
      entry(SYSTEM_IDS.domainLookup, 'RDAP/WHOIS', deps.domainLookupLabel, true),
      entry(SYSTEM_IDS.objectStorage, WORDS.objectStorage, deps.storageLabel, true),
      ...reputationSources.map((source) =>
        entry(reputationSystemId(source.id), source.label, WORDS.reputationSource, source.configured),
      ),
    ];
  }

  return {
    supportFigures: () => deps.supportFigures(),

    /** GET /api/admin/system-status and GET /api/admin/metrics. */
    async read(): Promise<SystemStatusResponse> {
      const systems = await listSystems();
      const at = now();
      const [kinds, failedJobs, outbox, contact, abuse, signups, webhook] = await Promise.all([
        readQueueFigures(db, at),
        listFailedJobs(db, FAILED_JOBS_LISTED),
        deps.outbox(),
        deps.supportContact(),
        deps.abuseFigures(),
        deps.signups(at),
        deps.webhookLag(at),
      ]);
      const whm = deps.whmConcurrency();
      const warnings: SystemStatusResponse['warnings'] = [];
      if (!contact.email && !contact.url)
        warnings.push({ id: 'support-contact-missing', message: SYSTEM_STATUS_MESSAGES.supportContactMissing });
      const oldestWaiting = kinds.reduce<Date | null>(
        (oldest, k) =>
          k.oldestWaitingSince && (!oldest || k.oldestWaitingSince < oldest) ? k.oldestWaitingSince : oldest,
        null,
      );
      return {
        checkedAt: at.toISOString(),
        systems,
        queue: {
          kinds: kinds.map(({ oldestWaitingSince, ...k }) => ({
            ...k,
            oldestWaitingSeconds: secondsSince(oldestWaitingSince, at),
          })),
          oldestWaitingSeconds: secondsSince(oldestWaiting, at),
          failedJobs: failedJobs.map((job) => ({
            id: job.id,
            kind: job.kind,
            attempts: job.attempts,
            maxAttempts: job.maxAttempts,
            lastError: job.lastError ? job.lastError.slice(0, 300) : null,
            createdAt: job.createdAt.toISOString(),
            failedAt: job.updatedAt.toISOString(),
          })),
        },
        outbox: {
          pending: outbox.pending,
          failed: outbox.failed,
          oldestPendingSeconds: secondsSince(outbox.oldestPendingSince, at),
        },
        abuseScan: {
          queueDepth: abuse.scanQueue.depth,
          nextRunAt: abuse.scanQueue.nextRunAt,
          creationToDetectionMedianMinutes: abuse.creationToDetection.medianMinutes,
          reportToTakedownMedianMinutes: abuse.reportToTakedown.medianMinutes,
          falsePositiveRate: abuse.falsePositiveRate,
          bySource: abuse.bySource,
          bySignal: abuse.bySignal,
        },
        traffic: {
          signups,
          whm: { cap: whm.cap, inFlight: whm.inFlight, waiting: whm.waiting, peak: whm.peak },
          jobLanes: jobs.laneFigures(),
          webhook: {
            windowMinutes: deps.webhookLagWindowMinutes,
            processed: webhook.processed,
            unprocessed: webhook.unprocessed,
            lagP50Seconds: webhook.p50Seconds,
            lagP99Seconds: webhook.p99Seconds,
            oldestUnprocessedSeconds: webhook.oldestUnprocessedSeconds,
          },
        },
        warnings,
      };
    },

    /** POST /api/admin/jobs/{id}/retry: queued again with its attempts restored, audited in the same transaction. */
    async retryJob(id: number) {
      const job = await db.transaction(async (tx) => {
        const requeued = await jobs.retryFailed(tx, id);
        if (!requeued) throw new AppError('NOT_FOUND', SYSTEM_STATUS_MESSAGES.jobNotFound);
        await audit.record(tx, {
          action: 'job.retried',
          targetType: 'job',
          targetId: requeued.id,
          details: { kind: requeued.kind },
        });
        return requeued;
      });
      deps.log.info({ event: 'job-retried', jobId: job.id, kind: job.kind }, 'failed job queued again by an admin');
      jobs.nudge();
      return { message: SYSTEM_STATUS_MESSAGES.jobRetried, job: { id: job.id, kind: job.kind } };
    },
  };
}

export type SystemStatusService = ReturnType<typeof createSystemStatusService>;
