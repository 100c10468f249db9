import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminHostingListResponse } from '../../contract/hosting.js';
import { ADMIN_HOSTING_PAGE_SIZE } from '../../contract/hosting-constants.js';
import { apiJson } from '../lib/api-client';

// GET /api/admin/hosting-accounts: the admin Hosting tab; changed there and by deleting a user (Users tab).

/** 001 §9: the admin hosting list is refetched every 60 seconds. */
export const HOSTING_LIST_REFETCH_MS = 60_000;
export const ADMIN_HOSTING_ACCOUNTS_KEY = ['/api/admin/hosting-accounts'] as const;

export interface HostingListParams {
  page: number;
  search: string;
  /** A user-group id, or 'all'. */
  groupId: string;
}

export function hostingListUrl({ page, search, groupId }: HostingListParams): string {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_HOSTING_PAGE_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  if (groupId && groupId !== 'all') query.set('groupId', groupId);
  return `/api/admin/hosting-accounts?${query}`;
}

/** GET /api/admin/hosting-accounts?page&limit&search&groupId */
export function getAdminHostingAccounts(
  params: HostingListParams,
  signal?: AbortSignal,
): Promise<AdminHostingListResponse> {
  return apiJson<AdminHostingListResponse>('GET', hostingListUrl(params), undefined, { signal });
}

/**
 * After a change: drop any list request already in flight (it may have left before the change and would
 * answer the old state; a refetch of a page not loaded yet would only join it), then fetch again.
 */
export async function refreshAdminHostingAccounts(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: ADMIN_HOSTING_ACCOUNTS_KEY });
  await queryClient.invalidateQueries({ queryKey: ADMIN_HOSTING_ACCOUNTS_KEY });
}

export const adminHostingAccountsQueryOptions = (params: HostingListParams) =>
  queryOptions({
    queryKey: [...ADMIN_HOSTING_ACCOUNTS_KEY, params],
    queryFn: ({ signal }) => getAdminHostingAccounts(params, signal),
    refetchInterval: HOSTING_LIST_REFETCH_MS,
    staleTime: 0,
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminHostingAccounts(params: HostingListParams) {
  return useQuery(adminHostingAccountsQueryOptions(params));
}
