import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticle } from '../../../../contract/help-center.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/help/articles/{slug}: one published article (a draft or a missing one is a 404). */
export const helpArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/help/articles', slug] as const,
    queryFn: () => apiJson<HelpArticle>('GET', `/api/help/articles/${encodeURIComponent(slug)}`),
    staleTime: 60_000,
    retry: false,
  });

export const useHelpArticle = (slug: string) => useQuery(helpArticleQueryOptions(slug));
