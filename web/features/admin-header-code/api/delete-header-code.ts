import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateHeaderCodes } from './get-header-codes';

/** DELETE /api/custom-header-codes/{id}. */
export function deleteHeaderCode(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/custom-header-codes/${id}`);
}

export function useDeleteHeaderCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHeaderCode, onSuccess: () => invalidateHeaderCodes(queryClient) });
}
