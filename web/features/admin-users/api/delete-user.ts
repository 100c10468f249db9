import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** DELETE /api/admin/users/{id}: the server removes the user's WHM/cPanel accounts first. */
export function deleteUser(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      // Their hosting accounts are gone too.
      queryClient.invalidateQueries({ queryKey: ['/api/admin/hosting-accounts'] }),
    ]),
  });
}
