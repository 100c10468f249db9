import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeaderCode, HeaderCodeUpdateBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateHeaderCodes } from './get-header-codes';

/** PUT /api/custom-header-codes/{id}: the whole block, or only isActive from the toggle. */
export function updateHeaderCode({ id, body }: { id: number; body: HeaderCodeUpdateBody }): Promise<HeaderCode> {
  return apiJson<HeaderCode>('PUT', `/api/custom-header-codes/${id}`, body);
}

export function useUpdateHeaderCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHeaderCode, onSuccess: () => invalidateHeaderCodes(queryClient) });
}
