import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VpsPackage, VpsPackageCreateBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsPackages } from './get-vps-packages';

/** POST /api/admin/vps-packages (001 §7). */
export function createVpsPackage(body: VpsPackageCreateBody): Promise<VpsPackage> {
  return apiJson<VpsPackage>('POST', '/api/admin/vps-packages', body);
}

export function useCreateVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVpsPackage, onSettled: () => invalidateVpsPackages(queryClient) });
}
