import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { LibraryPlugin } from '../types';

export interface PluginFilters {
  category?: string | null;
  search?: string | null;
}

function pluginsUrl({ category, search }: PluginFilters): string {
  const params = new URLSearchParams();
  if (category && category !== 'all') params.set('category', category);
  if (search && search.trim()) params.set('search', search.trim());
  const query = params.toString();
  return query ? `/api/plugins?${query}` : '/api/plugins';
}

/** GET /api/plugins (query category, search): the catalogue everyone may browse. */
export function getPlugins(filters: PluginFilters = {}, signal?: AbortSignal): Promise<LibraryPlugin[]> {
  return apiJson<LibraryPlugin[]>('GET', pluginsUrl(filters), undefined, { signal });
}

export const pluginsQueryOptions = (filters: PluginFilters = {}) =>
  queryOptions({
    queryKey: ['/api/plugins', { category: filters.category ?? null, search: filters.search?.trim() || null }] as const,
    queryFn: ({ signal }) => getPlugins(filters, signal),
  });

export function usePlugins(filters: PluginFilters = {}) {
  return useQuery(pluginsQueryOptions(filters));
}
