import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedReply } from '../../../../contract/support.js';
import { apiJson } from '../../../lib/api-client';

const CANNED_KEY = ['/api/admin/support/canned-replies'] as const;

export const useCannedReplies = () =>
  useQuery(
    queryOptions({
      queryKey: CANNED_KEY,
      queryFn: () => apiJson<{ replies: CannedReply[] }>('GET', '/api/admin/support/canned-replies'),
      staleTime: 60_000,
    }),
  );

/** POST /api/admin/support/canned-replies (no id) or PUT /api/admin/support/canned-replies/{id}. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title, body }: { id: number | null; title: string; body: string }) =>
      id === null
        ? apiJson<CannedReply>('POST', '/api/admin/support/canned-replies', { title, body })
        : apiJson<CannedReply>('PUT', `/api/admin/support/canned-replies/${id}`, { title, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

/** DELETE /api/admin/support/canned-replies/{id} */
export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/admin/support/canned-replies/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}
