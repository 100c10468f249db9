import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/stats: the real member and plugin counts behind the Community Size and Available Plugins tiles. */
export function getCommunityStats(): Promise<Stats> {
  return apiJson<Stats>('GET', '/api/stats');
}

export const communityStatsQueryOptions = () => queryOptions({ queryKey: ['/api/stats'] as const, queryFn: getCommunityStats });

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}
