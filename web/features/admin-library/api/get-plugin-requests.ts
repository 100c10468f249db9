import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPluginRequestList, AdminPluginRequestsQuery } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';

// The admin's queue of plugin requests (Plugins tab).

export const PLUGIN_REQUESTS_KEY = '/api/admin/plugin-requests';

/** GET /api/admin/plugin-requests?status=&page= */
export function getPluginRequests(
  query: AdminPluginRequestsQuery,
  signal?: AbortSignal,
): Promise<AdminPluginRequestList> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  return apiJson<AdminPluginRequestList>('GET', `${PLUGIN_REQUESTS_KEY}?${params}`, undefined, { signal });
}

export const pluginRequestsQueryOptions = (query: AdminPluginRequestsQuery) =>
  queryOptions({
    queryKey: [PLUGIN_REQUESTS_KEY, query.status, query.page] as const,
    queryFn: ({ signal }) => getPluginRequests(query, signal),
    // Paging keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function usePluginRequests(query: AdminPluginRequestsQuery) {
  return useQuery(pluginRequestsQueryOptions(query));
}
