import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';

/** GET /api/admin/plugins or /api/admin/themes: every stored field, for the admin tabs. */
export function getLibraryItems(kind: LibraryKind, signal?: AbortSignal): Promise<AdminLibraryItem[]> {
  return apiJson<AdminLibraryItem[]>('GET', LIBRARY_KINDS[kind].adminPath, undefined, { signal });
}

export const libraryItemsQueryOptions = (kind: LibraryKind) =>
  queryOptions({
    queryKey: [LIBRARY_KINDS[kind].adminPath] as const,
    queryFn: ({ signal }) => getLibraryItems(kind, signal),
  });

export function useLibraryItems(kind: LibraryKind) {
  return useQuery(libraryItemsQueryOptions(kind));
}
