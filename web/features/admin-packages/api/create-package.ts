import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePackageBody, HostingPackage } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidatePackages } from '../../../api/packages';

/** POST /api/admin/packages */
export function createPackage(body: CreatePackageBody): Promise<HostingPackage> {
  return apiJson<HostingPackage>('POST', '/api/admin/packages', body);
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPackage, onSettled: () => invalidatePackages(queryClient) });
}
