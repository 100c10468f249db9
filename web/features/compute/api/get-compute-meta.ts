import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComputeMeta } from '../../../../contract/compute.js';
import { COMPUTE_REFRESH_MS } from '../../../../contract/compute-constants.js';
import { apiJson } from '../../../lib/api-client';

export const COMPUTE_META_KEY = ['/api/compute/meta'] as const;

/** GET /api/compute/meta: the active provider and what may be launched on it (regions already limited by the server). */
export function getComputeMeta(): Promise<ComputeMeta> {
  return apiJson<ComputeMeta>('GET', '/api/compute/meta');
}

/** Read again with the instance list: whether a trial is going on changes as runs start and end. */
export const computeMetaQueryOptions = () =>
  queryOptions({
    queryKey: COMPUTE_META_KEY,
    queryFn: getComputeMeta,
    staleTime: 60_000,
    refetchInterval: COMPUTE_REFRESH_MS,
  });

export function useComputeMeta() {
  return useQuery(computeMetaQueryOptions());
}
