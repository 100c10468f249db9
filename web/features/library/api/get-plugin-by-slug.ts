import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PluginDetail } from '../../../../contract/library.js';
import { CATALOGUE_KEYS } from '../../../api/catalogue';
import { apiJson } from '../../../lib/api-client';
import { parseApiError } from '../../../lib/api-error';

/** GET /api/plugins/slug/{slug}; a 404 answers null (the detail page shows 'Plugin Not Found'). */
export async function getPluginBySlug(slug: string, signal?: AbortSignal): Promise<PluginDetail | null> {
  try {
    return await apiJson<PluginDetail>('GET', `/api/plugins/slug/${encodeURIComponent(slug)}`, undefined, { signal });
  } catch (error) {
    if (parseApiError(error).status === 404) return null;
    throw error;
  }
}

export const pluginBySlugQueryOptions = (slug: string) =>
  queryOptions({
    // Below the plugin list key, so whatever invalidates the catalogue refreshes the detail page too.
    queryKey: [...CATALOGUE_KEYS.plugin, 'slug', slug] as const,
    queryFn: ({ signal }) => getPluginBySlug(slug, signal),
  });

export function usePluginBySlug(slug: string) {
  return useQuery(pluginBySlugQueryOptions(slug));
}
