import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { COMPUTE_REFRESH_MS, type AdminVultrProvisionBody, type adminInstancesResponse, type ProvisionResult } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';

export type AdminInstanceList = z.infer<typeof adminInstancesResponse>;
/** 'all', or a provider id from GET /api/admin/compute/providers. */
export type ProviderFilter = string;

export const ADMIN_INSTANCES_KEY = ['/api/admin/compute/instances'] as const;

/** GET /api/admin/compute/instances?provider=: every instance with its owner, plus Vultr's 'remote' ones. */
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

/** POST /api/admin/compute/vultr/provision for a chosen user (osId is a number). */
export function useProvisionVultrForUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVultrProvisionBody) => apiJson<ProvisionResult>('POST', '/api/admin/compute/vultr/provision', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTANCES_KEY }),
  });
}
