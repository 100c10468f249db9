import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPUTE_REFRESH_MS, type MyInstance } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';

export const MY_INSTANCES_KEY = ['/api/compute/my'] as const;

/** GET /api/compute/my: newest first (admins also get instances that exist only on the provider, source 'remote'). */
export function getMyInstances(): Promise<MyInstance[]> {
  return apiJson<MyInstance[]>('GET', '/api/compute/my');
}

/** 001 §9: statuses refresh every 20 seconds. */
export const myInstancesQueryOptions = () =>
  queryOptions({ queryKey: MY_INSTANCES_KEY, queryFn: getMyInstances, refetchInterval: COMPUTE_REFRESH_MS, staleTime: 0 });

export function useMyInstances() {
  return useQuery(myInstancesQueryOptions());
}
