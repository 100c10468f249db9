import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { LibraryTheme } from '../types';
import type { PluginFilters } from './get-plugins';

function themesUrl({ category, search }: PluginFilters): string {
  const params = new URLSearchParams();
  if (category && category !== 'all') params.set('category', category);
  if (search && search.trim()) params.set('search', search.trim());
  const query = params.toString();
  return query ? `/api/themes?${query}` : '/api/themes';
}

/** GET /api/themes (query category, search). */
export function getThemes(filters: PluginFilters = {}, signal?: AbortSignal): Promise<LibraryTheme[]> {
  return apiJson<LibraryTheme[]>('GET', themesUrl(filters), undefined, { signal });
}

export const themesQueryOptions = (filters: PluginFilters = {}) =>
  queryOptions({
    queryKey: ['/api/themes', { category: filters.category ?? null, search: filters.search?.trim() || null }] as const,
    queryFn: ({ signal }) => getThemes(filters, signal),
  });

export function useThemes(filters: PluginFilters = {}) {
  return useQuery(themesQueryOptions(filters));
}
