import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidatePackages } from '../../../api/packages';

/** DELETE /api/admin/packages/{id}: refused while hosting accounts use the package. */
export function deletePackage(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/packages/${id}`);
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePackage, onSettled: () => invalidatePackages(queryClient) });
}
