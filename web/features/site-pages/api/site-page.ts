import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePage, SitePageSlug } from '../../../../contract/site-pages.js';
import { apiJson } from '../../../lib/api-client';

export const sitePageKey = (slug: SitePageSlug) => ['/api/site-pages', slug] as const;

/** GET /api/site-pages/{slug}: the page's Markdown (the built-in text until an admin edits it). */
export const sitePageQueryOptions = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: sitePageKey(slug),
    queryFn: () => apiJson<SitePage>('GET', `/api/site-pages/${slug}`),
    staleTime: 60_000,
  });

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(slug));
}
