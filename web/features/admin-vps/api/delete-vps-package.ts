import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsPackages } from './get-vps-packages';

/** DELETE /api/admin/vps-packages/{id}: 409 with the server's 'cannot be deleted' message while orders use the package. */
export function deleteVpsPackage(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/admin/vps-packages/${id}`);
}

export function useDeleteVpsPackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVpsPackage, onSettled: () => invalidateVpsPackages(queryClient) });
}
