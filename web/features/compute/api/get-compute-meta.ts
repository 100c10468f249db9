import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComputeMeta } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';

export const COMPUTE_META_KEY = ['/api/compute/meta'] as const;

/** GET /api/compute/meta: the active provider and what may be launched on it (regions already limited by the server). */
export function getComputeMeta(): Promise<ComputeMeta> {
  return apiJson<ComputeMeta>('GET', '/api/compute/meta');
}

export const computeMetaQueryOptions = () => queryOptions({ queryKey: COMPUTE_META_KEY, queryFn: getComputeMeta, staleTime: 60_000 });

export function useComputeMeta() {
  return useQuery(computeMetaQueryOptions());
}
