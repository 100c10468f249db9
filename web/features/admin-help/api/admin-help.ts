import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminHelpArticle, HelpArticleBody, HelpFigures } from '../../../../contract/help-center.js';
import { apiJson } from '../../../lib/api-client';

const ADMIN_ARTICLES_KEY = ['/api/admin/help/articles'] as const;
const FIGURES_KEY = ['/api/admin/help/figures'] as const;

export const useAdminHelpArticles = () =>
  useQuery(
    queryOptions({
      queryKey: ADMIN_ARTICLES_KEY,
      queryFn: () => apiJson<AdminHelpArticle[]>('GET', '/api/admin/help/articles'),
      staleTime: 0,
    }),
  );

export const useHelpFigures = () =>
  useQuery(
    queryOptions({
      queryKey: FIGURES_KEY,
      queryFn: () => apiJson<HelpFigures>('GET', '/api/admin/help/figures'),
      staleTime: 0,
    }),
  );

/** After any change: the admin list, and every public list, search and article this browser holds. */
async function refresh(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ADMIN_ARTICLES_KEY });
  await queryClient.invalidateQueries({ queryKey: ['/api/help/articles'] });
  await queryClient.invalidateQueries({ queryKey: ['/api/help/suggestions'] });
}

type Saved = { message: string; article: AdminHelpArticle };

/** POST /api/admin/help/articles (no id) or PUT /api/admin/help/articles/{id}. */
export function useSaveHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HelpArticleBody }) =>
      id === null
        ? apiJson<Saved>('POST', '/api/admin/help/articles', body)
        : apiJson<Saved>('PUT', `/api/admin/help/articles/${id}`, body),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/help/articles/{id} */
export function useDeleteHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/admin/help/articles/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
