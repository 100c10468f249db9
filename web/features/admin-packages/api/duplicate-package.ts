import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostingPackage } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidatePackages } from '../../../api/packages';

/** POST /api/admin/packages/{id}/duplicate: answers the copy, which the screen opens in edit mode. */
export function duplicatePackage(id: number): Promise<HostingPackage> {
  return apiJson<HostingPackage>('POST', `/api/admin/packages/${id}/duplicate`);
}

export function useDuplicatePackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicatePackage, onSettled: () => invalidatePackages(queryClient) });
}
