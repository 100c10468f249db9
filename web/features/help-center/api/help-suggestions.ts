import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HelpArticleSummary } from '../../../../contract/help-center.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/help/suggestions: the three best matches for a subject (nothing is asked for fewer than 3 letters). */
export function useHelpSuggestions(subject: string) {
  const typed = subject.trim();
  return useQuery({
    queryKey: ['/api/help/suggestions', typed] as const,
    queryFn: () => apiJson<HelpArticleSummary[]>('GET', `/api/help/suggestions?subject=${encodeURIComponent(typed)}`),
    enabled: typed.length >= 3,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
