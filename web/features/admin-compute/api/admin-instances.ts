import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminInstancesResponse } from '../../../../contract/compute.js';
import { COMPUTE_REFRESH_MS } from '../../../../contract/compute-constants.js';
import { apiJson } from '../../../lib/api-client';

export type AdminInstanceList = z.infer<typeof adminInstancesResponse>;
/** 'all', or a provider id from GET /api/admin/compute/providers. */
export type ProviderFilter = string;

export const ADMIN_INSTANCES_KEY = ['/api/admin/compute/instances'] as const;

/** GET /api/admin/compute/instances?provider=: every instance with its owner, plus the 'remote' ones providers list. */
export const adminInstancesQueryOptions = (provider: ProviderFilter) =>
  queryOptions({
    queryKey: [...ADMIN_INSTANCES_KEY, provider] as const,
    queryFn: () => apiJson<AdminInstanceList>('GET', `/api/admin/compute/instances?provider=${provider}`),
    refetchInterval: COMPUTE_REFRESH_MS,
    staleTime: 0,
  });

export function useAdminInstances(provider: ProviderFilter) {
  return useQuery(adminInstancesQueryOptions(provider));
}
