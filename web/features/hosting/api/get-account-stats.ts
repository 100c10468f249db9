import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../contract/constants.js';
import type { HostingStats } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { HOSTING_ACCOUNTS_KEY } from '../../../api/hosting-accounts';

/** GET /api/hosting-accounts/{id}/stats, refetched every 30 s while the dashboard is open (000 §9). */
export function getAccountStats(accountId: number): Promise<HostingStats> {
  return apiJson<HostingStats>('GET', `/api/hosting-accounts/${accountId}/stats`);
}

/**
 * `status`: the account's status as the list shows it. It is part of the key, so the figures are asked for again
 * the moment the account changes state: the figures fetched while it was pending ("still being set up") stayed on
 * an active account's card until the next 30 s refetch.
 */
export const accountStatsQueryOptions = (accountId: number, status: string) =>
  queryOptions({
    // Under the list's key, so a refresh of the list refreshes the figures too.
    queryKey: [...HOSTING_ACCOUNTS_KEY, accountId, 'stats', status] as const,
    queryFn: () => getAccountStats(accountId),
    refetchInterval: TIMINGS.accountStatsRefetchMs,
    staleTime: 0,
  });

export function useAccountStats(accountId: number, status: string) {
  return useQuery(accountStatsQueryOptions(accountId, status));
}
