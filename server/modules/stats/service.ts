import type { Stats } from '../../../contract/admin.js';

/** Where each figure comes from: every count belongs to another module and is asked of its service. */
export interface StatsSources {
  countUsers: () => Promise<number>;
  countActivePlugins: () => Promise<number>;
  countActiveWebsites: () => Promise<number>;
  totalCompletedDonations: () => Promise<number>;
}

export interface StatsServiceDeps extends StatsSources {
  now: () => Date;
  /** How long an answer is reused. */
  ttlMs?: number;
}

export const STATS_TTL_MS = 60_000;

/**
 * GET /api/stats. Every landing page view asks (signed out), so the four counts are computed at most once a
 * minute per instance and the answer may lag by up to a minute. Parallel requests on a cold cache share one
 * computation.
 */
export function createStatsService({ now, ttlMs = STATS_TTL_MS, ...sources }: StatsServiceDeps) {
  let cached: { value: Stats; at: number } | undefined;
  let inFlight: Promise<Stats> | undefined;

  async function compute(): Promise<Stats> {
    const [totalUsers, totalPlugins, totalWebsites, totalDonations] = await Promise.all([
      sources.countUsers(),
      sources.countActivePlugins(),
      sources.countActiveWebsites(),
      sources.totalCompletedDonations(),
    ]);
    return { totalUsers, totalPlugins, totalWebsites, totalDonations };
  }

  return {
    async readStats(): Promise<Stats> {
      const t = now().getTime();
      if (cached && t - cached.at < ttlMs && t >= cached.at) return cached.value;
      inFlight ??= compute()
        .then((value) => {
          cached = { value, at: now().getTime() };
          return value;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
