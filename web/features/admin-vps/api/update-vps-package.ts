import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VpsPackage, VpsPackageUpdateBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsPackages } from './get-vps-packages';

/** PUT /api/admin/vps-packages/{id} (001 §7). */
export function updateVpsPackage({ id, body }: { id: number; body: VpsPackageUpdateBody }): Promise<VpsPackage> {
  return apiJson<VpsPackage>('PUT', `/api/admin/vps-packages/${id}`, body);
}

export function useUpdateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVpsPackage, onSettled: () => invalidateVpsPackages(queryClient) });
}
