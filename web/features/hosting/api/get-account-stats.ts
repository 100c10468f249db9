import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../contract/constants.js';
import type { HostingStats } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { HOSTING_ACCOUNTS_KEY } from '../../../api/hosting-accounts';

/** GET /api/hosting-accounts/{id}/stats, refetched every 30 s while the dashboard is open (000 §9). */
export function getAccountStats(accountId: number): Promise<HostingStats> {
  return apiJson<HostingStats>('GET', `/api/hosting-accounts/${accountId}/stats`);
}

export const accountStatsQueryOptions = (accountId: number) =>
  queryOptions({
    // Under the list's key, so a refresh of the list refreshes the figures too.
    queryKey: [...HOSTING_ACCOUNTS_KEY, accountId, 'stats'] as const,
    queryFn: () => getAccountStats(accountId),
    refetchInterval: TIMINGS.accountStatsRefetchMs,
    staleTime: 0,
  });

export function useAccountStats(accountId: number) {
  return useQuery(accountStatsQueryOptions(accountId));
}
