// Every size of the viral day in one place, scaled by BENCH_DAY_SCALE (1 = the sizes; 0.05 = a one-minute
// check). Each figure can also be set on its own; the scale then does not apply to it.

function scaled(name: string, full: number, min = 1): number {
  const own = process.env[name];
  if (own !== undefined && own !== '') return Math.max(min, Math.round(Number(own)));
  const scale = Number(process.env.BENCH_DAY_SCALE ?? 1);
  return Math.max(min, Math.round(full * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

export const DAY_SIZES = {
  /** Legitimate sign-ups of the wave, each followed by a free-site claim. */
  signUps: scaled('BENCH_DAY_SIGNUPS', 1_000, 10),
  /** Seconds the wave is spread over (it is a rate: sign-ups ÷ this). */
  waveSeconds: scaled('BENCH_DAY_WAVE_SECONDS', 60, 3),
  /** Renewal events of the storm. */
  renewalsPaid: scaled('BENCH_DAY_RENEWALS_PAID', 10_000, 10),
  renewalsFailed: scaled('BENCH_DAY_RENEWALS_FAILED', 500, 2),
  /** Seconds the storm's events are spread over (the ten minutes). */
  stormSeconds: scaled('BENCH_DAY_STORM_SECONDS', 600, 5),
  /** Sites of the scan sweep. */
  sweepSites: scaled('BENCH_DAY_SWEEP_SITES', 20_000, 100),
  /** Seconds of the mixed day, and its requests per second over both instances. */
  mixedSeconds: scaled('BENCH_DAY_MIXED_SECONDS', 600, 10),
  mixedRate: Number(process.env.BENCH_DAY_MIXED_RATE ?? 100),
};

/** Share of the wave's attempts that are spam-like, on top of the legitimate sign-ups (the 20 %). */
export const SPAM_SHARE = 0.2;
/** Share of the storm's events delivered a second time (the 20 %). */
export const REDELIVERED_SHARE = 0.2;

/** Ports (the day's range is 7300–7399) and the scratch database; each can be moved by env. */
export const DAY_PORTS = {
  appA: Number(process.env.BENCH_DAY_APP_PORT ?? 7301),
  appB: Number(process.env.BENCH_DAY_APP_PORT_B ?? 7302),
  baseline: Number(process.env.BENCH_DAY_BASELINE_PORT ?? 7303),
  stripe: Number(process.env.BENCH_DAY_STRIPE_PORT ?? 7304),
  webFront: Number(process.env.BENCH_DAY_WEB_FRONT_PORT ?? 7305),
  /** The sandbox WHM's own process: its API, and the control port the bench reads and seeds it through. */
  whm: Number(process.env.BENCH_DAY_WHM_PORT ?? 7306),
  whmControl: Number(process.env.BENCH_DAY_WHM_CONTROL_PORT ?? 7307),
};
export const DAY_DB = process.env.BENCH_DAY_DB_NAME ?? 'hostfree_day';
/** WHM calls each instance keeps in flight (WHM_MAX_IN_FLIGHT); the wave checks the sandbox never saw more than 2×. */
export const WHM_CAP = Number(process.env.BENCH_DAY_WHM_MAX_IN_FLIGHT ?? 8);
/** How long the sandbox WHM takes per call (docs/decisions.md: a WHM API call in the same region, not createacct's worst). */
export const WHM_LATENCY_MS = Number(process.env.BENCH_DAY_WHM_LATENCY_MS ?? 100);
