// Each instance runs its jobs in lanes by kind group, each with its own number of slots, so a site's provisioning
// never waits behind a mail backlog, a scan sweep or a storm of Stripe events. A module names its kind's lane when
// it registers the handler (runner.ts register); a kind that names none runs in `other`.

export const JOB_LANES = ['provisioning', 'stripe', 'mail', 'scans', 'other'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** Slots per lane on one instance (config JOB_LANE_<LANE>). */
export type LaneConcurrency = Record<JobLane, number>;

/**
 * Provisioning waits on WHM (at most WHM_MAX_IN_FLIGHT calls per instance, 8 by default), so 4 slots keep WHM busy
 * without holding many database connections; Stripe events are bounded by Stripe's read limit and their order per
 * customer (queue.ts), mail by one SMTP server, scans are background work that must not crowd out requests.
 */
export const DEFAULT_LANE_CONCURRENCY: LaneConcurrency = { provisioning: 4, stripe: 4, mail: 2, scans: 1, other: 2 };

/**
 * How the runner divides its work: lanes on PostgreSQL; one lane of one slot for every kind on PGlite, whose one
 * connection serves every job and request, so more slots add only contention there.
 */
export type LanePlan = { kind: 'lanes'; concurrency: LaneConcurrency } | { kind: 'single' };

/** The name the single lane (PGlite) goes by in the figures. */
export const SINGLE_LANE = 'all';

/** One lane's figures on this instance: its slots and the jobs it runs now. */
export interface LaneFigures {
  lane: string;
  concurrency: number;
  inFlight: number;
}
