import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReputationSourceBody, ReputationSourceView } from '../../../../contract/abuse-reputation.js';
import { apiJson } from '../../../lib/api-client';

const SOURCES_KEY = ['/api/admin/reputation-sources'] as const;

export const useReputationSources = () =>
  useQuery(
    queryOptions({
      queryKey: SOURCES_KEY,
      queryFn: () => apiJson<{ sources: ReputationSourceView[] }>('GET', '/api/admin/reputation-sources'),
      staleTime: 0,
    }),
  );

/** PUT /api/admin/reputation-sources/{id}: the key is sent once and never read back. */
export function useSaveReputationSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReputationSourceBody }) =>
      apiJson<{ message: string; source: ReputationSourceView }>(
        'PUT',
        `/api/admin/reputation-sources/${encodeURIComponent(id)}`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SOURCES_KEY }),
  });
}
