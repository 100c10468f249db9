import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VpsPackage } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsPackages } from './get-vps-packages';

/** POST /api/admin/vps-packages/{id}/duplicate: answers the copy (inactive), which the screen opens in edit mode. */
export function duplicateVpsPackage(id: number): Promise<VpsPackage> {
  return apiJson<VpsPackage>('POST', `/api/admin/vps-packages/${id}/duplicate`);
}

export function useDuplicateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateVpsPackage, onSettled: () => invalidateVpsPackages(queryClient) });
}
