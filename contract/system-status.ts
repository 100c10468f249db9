import { z } from 'zod';
import { idParams } from './common.js';

// The operator's status page: System → Status and GET /api/admin/metrics tell the same figures.

/**
 * ok: the last call succeeded (or the system answered a refusal on purpose); failing: the last call failed;
 * unknown: configured, but this instance has not called it since it started; not_configured: nothing to call.
 */
export const SYSTEM_STATES = ['ok', 'failing', 'unknown', 'not_configured'] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

/** A circuit breaker (WHM's): closed = calls go through; open = they fail at once until retryAt; half_open = the next call is the trial. */
export const BREAKER_STATES = ['closed', 'open', 'half_open'] as const;
export type BreakerState = (typeof BREAKER_STATES)[number];

export const systemStatusSchema = z.object({
  /** postgres, whm, stripe, smtp, cloud:<provider id>, domain-lookup, object-storage. */
  id: z.string(),
  label: z.string(),
  /** What it is here: 'PGlite (embedded)', 'S3 bucket hostfree-files', the WHM origin, … (never a secret). */
  detail: z.string().nullable(),
  state: z.enum(SYSTEM_STATES),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** One short line; secrets masked. */
  lastFailureMessage: z.string().nullable(),
  breaker: z.object({ state: z.enum(BREAKER_STATES), retryAt: z.string().nullable() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const queueKindSchema = z.object({
  kind: z.string(),
  waiting: z.number(),
  scheduled: z.number(),
  running: z.number(),
  failed: z.number(),
  /** Seconds the longest-waiting due job of this kind has waited; null when none waits. */
  oldestWaitingSeconds: z.number().nullable(),
});

export const failedJobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** How many failed jobs the page lists (newest first); the count per kind covers them all. */
export const FAILED_JOBS_LISTED = 50;

/** support-contact-missing: no support contact is set, so a suspended person is shown no address to write to. */
export const SYSTEM_WARNING_IDS = ['support-contact-missing'] as const;

/** GET /api/admin/system-status (admin). */
export const systemStatusResponse = z.object({
  checkedAt: z.string(),
  systems: z.array(systemStatusSchema),
  queue: z.object({
    kinds: z.array(queueKindSchema),
    /** Across every kind. */
    oldestWaitingSeconds: z.number().nullable(),
    failedJobs: z.array(failedJobSchema),
  }),
  outbox: z.object({
    pending: z.number(),
    failed: z.number(),
    oldestPendingSeconds: z.number().nullable(),
  }),
  /** The abuse content scan: scans waiting or running, the next one due, and the detection's figures. */
  abuseScan: z.object({
    queueDepth: z.number(),
    nextRunAt: z.string().nullable(),
    creationToDetectionMedianMinutes: z.number().nullable(),
    reportToTakedownMedianMinutes: z.number().nullable(),
    falsePositiveRate: z.number().nullable(),
    bySource: z.array(z.object({ source: z.string(), count: z.number() })),
    bySignal: z.array(z.object({ signal: z.string(), count: z.number() })),
  }),
  /**
   * A busy day's figures. signups and webhook come from the database (the same on every instance); whm is this
   * instance's own calls (each instance keeps its own cap of WHM_MAX_IN_FLIGHT).
   */
  traffic: z.object({
    signups: z.object({ lastMinute: z.number(), lastHour: z.number() }),
    whm: z.object({ cap: z.number(), inFlight: z.number(), waiting: z.number(), peak: z.number() }),
    /**
     * This instance's job lanes (server/jobs/lanes.ts): provisioning, stripe, mail, scans and other on PostgreSQL,
     * one lane `all` of one slot on PGlite; each with its slots and the jobs it runs now.
     */
    jobLanes: z.array(z.object({ lane: z.string(), concurrency: z.number(), inFlight: z.number() })),
    /** Stripe's `created` → processed here, over the events received in the last `windowMinutes`. */
    webhook: z.object({
      windowMinutes: z.number(),
      processed: z.number(),
      unprocessed: z.number(),
      lagP50Seconds: z.number().nullable(),
      lagP99Seconds: z.number().nullable(),
      oldestUnprocessedSeconds: z.number().nullable(),
    }),
  }),
  /** Settings the admin has yet to make that people feel (no support contact); empty when there are none. */
  warnings: z.array(z.object({ id: z.enum(SYSTEM_WARNING_IDS), message: z.string() })),
});
export type SystemStatusResponse = z.infer<typeof systemStatusResponse>;

/** POST /api/admin/jobs/{id}/retry (admin): 404 when no failed job has that id. */
export const jobIdParams = idParams;
export const retryJobResponse = z.object({ message: z.string(), job: z.object({ id: z.number(), kind: z.string() }) });

export const SYSTEM_STATUS_MESSAGES = {
  supportContactMissing:
    'No support contact is set, so a suspended person is shown no address to write to (only the Acceptable Use Policy). Set one in Settings → Pages & support.',
  jobRetried: 'Job queued again',
  jobNotFound: 'No failed job with that id',
  retryFailed: 'Failed to retry the job',
  /** The outside systems' names and notes the server writes (sent in the admin's language). */
  words: {
    objectStorage: 'Object storage',
    testMode: 'Test mode',
    liveMode: 'Live mode',
    cloudCompute: 'Cloud compute',
    reputationSource: 'Reputation source (abuse scan)',
    embeddedDatabase: 'PGlite (embedded)',
    localDisk: 'Local disk',
    s3Bucket: 'S3 bucket {bucket}',
  },
} as const;

/** How often the page asks again. */
export const SYSTEM_STATUS_REFRESH_MS = 15_000;
