import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasurePreview } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export const ERASURE_PREVIEW_KEY = ['/api/user/erase'] as const;

/** GET /api/user/erase: what erasing would remove and keep, for the confirmation. */
export function getErasurePreview(): Promise<ErasurePreview> {
  return apiJson<ErasurePreview>('GET', '/api/user/erase');
}

export function useErasurePreview(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ERASURE_PREVIEW_KEY, queryFn: getErasurePreview, staleTime: 0 }),
    enabled,
  });
}
