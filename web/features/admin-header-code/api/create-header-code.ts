import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeaderCode, HeaderCodeCreateBody } from '../../../../contract/marketing.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateHeaderCodes } from './get-header-codes';

/** POST /api/custom-header-codes. */
export function createHeaderCode(body: HeaderCodeCreateBody): Promise<HeaderCode> {
  return apiJson<HeaderCode>('POST', '/api/custom-header-codes', body);
}

export function useCreateHeaderCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createHeaderCode, onSuccess: () => invalidateHeaderCodes(queryClient) });
}
