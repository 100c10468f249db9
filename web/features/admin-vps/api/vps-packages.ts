import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { VpsPackage, VpsPackageCreateBody, VpsPackageUpdateBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

// The VPS Packages sub-tab's calls (001 §7): GET, POST /api/admin/vps-packages; PUT, DELETE …/{id}; POST …/{id}/duplicate.

export const VPS_PACKAGES_KEY = ['/api/admin/vps-packages'] as const;

export const getVpsPackages = () => apiJson<VpsPackage[]>('GET', '/api/admin/vps-packages');

export const vpsPackagesQueryOptions = () => queryOptions({ queryKey: VPS_PACKAGES_KEY, queryFn: getVpsPackages });

export function useVpsPackages() {
  return useQuery(vpsPackagesQueryOptions());
}

const invalidate = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: VPS_PACKAGES_KEY });

export function useCreateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VpsPackageCreateBody) => apiJson<VpsPackage>('POST', '/api/admin/vps-packages', body),
    onSettled: () => invalidate(queryClient),
  });
}

export function useUpdateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VpsPackageUpdateBody }) => apiJson<VpsPackage>('PUT', `/api/admin/vps-packages/${id}`, body),
    onSettled: () => invalidate(queryClient),
  });
}

/** Answers the copy (inactive), which the screen opens in edit mode. */
export function useDuplicateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<VpsPackage>('POST', `/api/admin/vps-packages/${id}/duplicate`),
    onSettled: () => invalidate(queryClient),
  });
}

/** 409 with the server's 'cannot be deleted' message while orders use the package. */
export function useDeleteVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/admin/vps-packages/${id}`),
    onSettled: () => invalidate(queryClient),
  });
}
