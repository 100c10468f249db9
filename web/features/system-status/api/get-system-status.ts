import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_STATUS_REFRESH_MS, type SystemStatusResponse } from '../../../../contract/system-status.js';
import { apiJson } from '../../../lib/api-client';

export const SYSTEM_STATUS_KEY = ['/api/admin/system-status'] as const;

/** GET /api/admin/system-status: outside systems, job queue and outbox. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  return apiJson<SystemStatusResponse>('GET', '/api/admin/system-status', undefined, { signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 0,
    // An operator leaves this page open: it follows an outage as it starts and ends.
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
