import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInstance } from '../../../../contract/compute.js';
import { COMPUTE_REFRESH_MS } from '../../../../contract/compute-constants.js';
import { COMPUTE_CHANGING_REFRESH_MS, isChanging } from '../../../../contract/instance-actions.js';
import { apiJson } from '../../../lib/api-client';

export const MY_INSTANCES_KEY = ['/api/compute/my'] as const;

/** GET /api/compute/my: newest first (admins also get instances that exist only on the provider, source 'remote'). */
export function getMyInstances(): Promise<MyInstance[]> {
  return apiJson<MyInstance[]>('GET', '/api/compute/my');
}

/** 001 §9: statuses refresh every 20 seconds; every 3 while a machine is changing, so no reload is needed. */
export const myInstancesRefreshMs = (instances: readonly MyInstance[] | undefined) =>
  (instances ?? []).some((instance) => isChanging(instance.status)) ? COMPUTE_CHANGING_REFRESH_MS : COMPUTE_REFRESH_MS;

export const myInstancesQueryOptions = () =>
  queryOptions({
    queryKey: MY_INSTANCES_KEY,
    queryFn: getMyInstances,
    refetchInterval: (query) => myInstancesRefreshMs(query.state.data),
    staleTime: 0,
  });

export function useMyInstances() {
  return useQuery(myInstancesQueryOptions());
}
