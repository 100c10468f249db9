import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeaderCode, HeaderCodeCreateBody, HeaderCodeUpdateBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';

export const HEADER_CODES_KEY = ['/api/custom-header-codes'] as const;

/** GET /api/custom-header-codes (admin): every block, lower positions first. */
export function useHeaderCodes() {
  return useQuery(queryOptions({ queryKey: HEADER_CODES_KEY, queryFn: () => apiJson<HeaderCode[]>('GET', '/api/custom-header-codes'), staleTime: 0 }));
}

function useHeaderCodeMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: HEADER_CODES_KEY }) });
}

/** POST /api/custom-header-codes. */
export const useCreateHeaderCode = () => useHeaderCodeMutation((body: HeaderCodeCreateBody) => apiJson<HeaderCode>('POST', '/api/custom-header-codes', body));

/** PUT /api/custom-header-codes/{id}: the whole block, or only isActive from the toggle. */
export const useUpdateHeaderCode = () => useHeaderCodeMutation(({ id, body }: { id: number; body: HeaderCodeUpdateBody }) =>
  apiJson<HeaderCode>('PUT', `/api/custom-header-codes/${id}`, body));

/** DELETE /api/custom-header-codes/{id}. */
export const useDeleteHeaderCode = () => useHeaderCodeMutation((id: number) => apiJson<{ message: string }>('DELETE', `/api/custom-header-codes/${id}`));
