import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPluginRequest, AdminPluginRequestList, AdminPluginRequestsQuery, PluginRequestStatus } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';

// GET and PUT /api/admin/plugin-requests: the admin's queue of plugin requests (Plugins tab).

const PLUGIN_REQUESTS_KEY = '/api/admin/plugin-requests';

export function getPluginRequests(query: AdminPluginRequestsQuery, signal?: AbortSignal): Promise<AdminPluginRequestList> {
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

export function answerPluginRequest({ id, status }: { id: number; status: PluginRequestStatus }): Promise<AdminPluginRequest> {
  return apiJson<AdminPluginRequest>('PUT', `${PLUGIN_REQUESTS_KEY}/${id}`, { status });
}

export function useAnswerPluginRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPluginRequest,
    // Every status view and the waiting count change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PLUGIN_REQUESTS_KEY] }),
  });
}
