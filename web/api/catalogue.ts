import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PluginListItem, ThemeListItem } from '../../contract/library.js';
import { apiJson } from '../lib/api-client';

// GET /api/plugins and GET /api/themes: the public catalogue (library screens, the landing page's directory);
// changed by downloads (counts) and by the admin Plugins/Themes tabs.

export type CatalogueKind = 'plugin' | 'theme';

export const CATALOGUE_KEYS = { plugin: ['/api/plugins'], theme: ['/api/themes'] } as const;

export interface CatalogueFilters {
  category?: string | null;
  search?: string | null;
  /** At most this many (the server's order); absent: the whole list, as the spec's callers expect. */
  limit?: number;
}

export function catalogueUrl(kind: CatalogueKind, { category, search, limit }: CatalogueFilters = {}): string {
  const params = new URLSearchParams();
  if (category && category !== 'all') params.set('category', category);
  if (search && search.trim()) params.set('search', search.trim());
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `${CATALOGUE_KEYS[kind][0]}?${query}` : CATALOGUE_KEYS[kind][0];
}

function catalogueKey(kind: CatalogueKind, filters: CatalogueFilters) {
  return [
    CATALOGUE_KEYS[kind][0],
    { category: filters.category ?? null, search: filters.search?.trim() || null, limit: filters.limit ?? null },
  ] as const;
}

/** GET /api/plugins (query category, search, limit): the catalogue everyone may browse. */
export function getPlugins(filters: CatalogueFilters = {}, signal?: AbortSignal): Promise<PluginListItem[]> {
  return apiJson<PluginListItem[]>('GET', catalogueUrl('plugin', filters), undefined, { signal });
}

/** GET /api/themes (query category, search, limit). */
export function getThemes(filters: CatalogueFilters = {}, signal?: AbortSignal): Promise<ThemeListItem[]> {
  return apiJson<ThemeListItem[]>('GET', catalogueUrl('theme', filters), undefined, { signal });
}

export const pluginsQueryOptions = (filters: CatalogueFilters = {}) =>
  queryOptions({ queryKey: catalogueKey('plugin', filters), queryFn: ({ signal }) => getPlugins(filters, signal) });

export const themesQueryOptions = (filters: CatalogueFilters = {}) =>
  queryOptions({ queryKey: catalogueKey('theme', filters), queryFn: ({ signal }) => getThemes(filters, signal) });

export function usePlugins(filters: CatalogueFilters = {}) {
  return useQuery(pluginsQueryOptions(filters));
}

export function useThemes(filters: CatalogueFilters = {}) {
  return useQuery(themesQueryOptions(filters));
}

/** Every plugin (or theme) list, whatever its filters, and the plugin detail pages below the same key. */
export function invalidateCatalogue(queryClient: QueryClient, kind: CatalogueKind) {
  return queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS[kind] });
}
