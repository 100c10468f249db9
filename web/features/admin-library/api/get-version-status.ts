import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionStatus } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { versionPollInterval } from '../version-progress';

/** GET /api/admin/plugins/version-status or /api/admin/themes/version-status. */
export function getVersionStatus(kind: LibraryKind, signal?: AbortSignal): Promise<VersionStatus> {
  return apiJson<VersionStatus>('GET', `${LIBRARY_KINDS[kind].adminPath}/version-status`, undefined, { signal });
}

export const versionStatusQueryOptions = (kind: LibraryKind) =>
  queryOptions({
    queryKey: [LIBRARY_KINDS[kind].adminPath, 'version-status'] as const,
    queryFn: ({ signal }) => getVersionStatus(kind, signal),
    // Polled every 2000 ms while a job is pending or in progress (001 §4, §9); otherwise not at all.
    refetchInterval: (query) => versionPollInterval(query.state.data),
    staleTime: 0,
  });

export function useVersionStatus(kind: LibraryKind) {
  return useQuery(versionStatusQueryOptions(kind));
}
