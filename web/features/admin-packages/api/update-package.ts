import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostingPackage, UpdatePackageBody } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidatePackages } from '../../../api/packages';

/** PUT /api/admin/packages/{id} */
export function updatePackage({ id, body }: { id: number; body: UpdatePackageBody }): Promise<HostingPackage> {
  return apiJson<HostingPackage>('PUT', `/api/admin/packages/${id}`, body);
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePackage, onSettled: () => invalidatePackages(queryClient) });
}
