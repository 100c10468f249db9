import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticleSummary, HelpCategory } from '../../../../contract/help-center.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/help/articles: published articles, all or those matching the search (best first). */
export const helpArticlesQueryOptions = (q: string, category: HelpCategory | null) =>
  queryOptions({
    queryKey: ['/api/help/articles', q, category] as const,
    queryFn: () => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      const search = params.toString();
      return apiJson<HelpArticleSummary[]>('GET', `/api/help/articles${search ? `?${search}` : ''}`);
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useHelpArticles = (q: string, category: HelpCategory | null) =>
  useQuery(helpArticlesQueryOptions(q, category));
