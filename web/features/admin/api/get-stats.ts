import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

export const STATS_KEY = ['/api/stats'] as const;

/** GET /api/stats: totalUsers, totalPlugins, totalWebsites, totalDonations (cents). */
export function getStats(): Promise<Stats> {
  return apiJson<Stats>('GET', '/api/stats');
}

export const statsQueryOptions = () => queryOptions({ queryKey: STATS_KEY, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
