import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { savedViewSchema } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';
import type { z } from 'zod';
import type { InboxFilters } from './tickets';

export type SavedView = z.infer<typeof savedViewSchema>;
const VIEWS_KEY = ['/api/admin/support/views'] as const;

/** Each admin's own saved filters. */
export const useSavedViews = () =>
  useQuery(
    queryOptions({
      queryKey: VIEWS_KEY,
      queryFn: () => apiJson<{ views: SavedView[] }>('GET', '/api/admin/support/views'),
      staleTime: 60_000,
    }),
  );

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; filters: InboxFilters }) =>
      apiJson<SavedView>('POST', '/api/admin/support/views', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIEWS_KEY }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/admin/support/views/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIEWS_KEY }),
  });
}
