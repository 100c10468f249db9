import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../contract/admin.js';
import { apiJson } from '../lib/api-client';

// GET /api/stats: the admin stat cards, the client dashboard's community tiles, and the landing page
// (000 §2: it makes the call but shows its fixed figures).

export const STATS_KEY = ['/api/stats'] as const;

/** totalUsers, totalPlugins, totalWebsites, totalDonations (cents). */
export function getStats(): Promise<Stats> {
  return apiJson<Stats>('GET', '/api/stats');
}

export const statsQueryOptions = () => queryOptions({ queryKey: STATS_KEY, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
