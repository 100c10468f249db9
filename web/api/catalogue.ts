import {
  infiniteQueryOptions,
  queryOptions,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { LIBRARY_TOTAL_HEADER } from '../../contract/constants.js';
import type { PluginListItem, ThemeListItem } from '../../contract/library.js';
import { apiJson, apiRequest } from '../lib/api-client';

// GET /api/plugins and GET /api/themes: the public catalogue (library screens, the landing page's directory);
// changed by downloads (counts) and by the admin Plugins/Themes tabs.

export type CatalogueKind = 'plugin' | 'theme';

export const CATALOGUE_KEYS = { plugin: ['/api/plugins'], theme: ['/api/themes'] } as const;

export interface CatalogueFilters {
  category?: string | null;
  search?: string | null;
  /** At most this many (the server's order); absent: the whole list, as the spec's callers expect. */
  limit?: number;
  /** Skip this many first (a later page). */
  offset?: number;
}

export function catalogueUrl(kind: CatalogueKind, { category, search, limit, offset }: CatalogueFilters = {}): string {
  const params = new URLSearchParams();
  if (category && category !== 'all') params.set('category', category);
  if (search && search.trim()) params.set('search', search.trim());
  if (offset) params.set('offset', String(offset));
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

// ---- the library pages: a page of cards at a time

/** Cards a library page asks for at once (and adds on 'Show more'). */
export const CATALOGUE_PAGE_SIZE = 24;

/** One page of a list, and how many items match in all (the answer's X-Total-Count). */
export interface CataloguePage<T> {
  items: T[];
  total: number;
}

async function getCataloguePage<T>(
  kind: CatalogueKind,
  filters: CatalogueFilters & { offset: number },
  signal?: AbortSignal,
): Promise<CataloguePage<T>> {
  const res = await apiRequest('GET', catalogueUrl(kind, { ...filters, limit: CATALOGUE_PAGE_SIZE }), undefined, {
    signal,
  });
  const items = (await res.json()) as T[];
  const header = res.headers.get(LIBRARY_TOTAL_HEADER);
  // Without the header (an older server) the list is taken to end with this page.
  return { items, total: header === null ? filters.offset + items.length : Number(header) };
}

function cataloguePagesOptions<T>(kind: CatalogueKind, filters: Pick<CatalogueFilters, 'category' | 'search'>) {
  return infiniteQueryOptions({
    // Below the kind's key, so invalidateCatalogue reaches it; the page size tells it apart from a plain list.
    queryKey: [
      CATALOGUE_KEYS[kind][0],
      { category: filters.category ?? null, search: filters.search?.trim() || null, pageSize: CATALOGUE_PAGE_SIZE },
    ] as const,
    queryFn: ({ pageParam, signal }) => getCataloguePage<T>(kind, { ...filters, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CataloguePage<T>, pages: CataloguePage<T>[]) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** GET /api/plugins a page at a time (category, search). */
export const pluginPagesQueryOptions = (filters: Pick<CatalogueFilters, 'category' | 'search'>) =>
  cataloguePagesOptions<PluginListItem>('plugin', filters);
/** GET /api/themes a page at a time (category, search). */
export const themePagesQueryOptions = (filters: Pick<CatalogueFilters, 'category' | 'search'>) =>
  cataloguePagesOptions<ThemeListItem>('theme', filters);

/**
 * The pages loaded so far as one list, and the total. A download moves counts, and with them the order, between
 * two pages: an item met twice is shown once.
 */
export function cataloguePagesItems<T extends { id: number }>(
  data: InfiniteData<CataloguePage<T>> | undefined,
): { items: T[]; total: number } {
  if (!data) return { items: [], total: 0 };
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return { items, total: Math.max(data.pages.at(-1)?.total ?? 0, items.length) };
}

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
