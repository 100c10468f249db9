import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

const HOSTING_ACCOUNTS_KEY = ['/api/admin/hosting-accounts'] as const;

/** DELETE /api/admin/users/{id}: the server removes the user's WHM/cPanel accounts first. */
export function deleteUser(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: async () => {
      // Their hosting accounts are gone too; a list request already in flight would still show them.
      await queryClient.cancelQueries({ queryKey: HOSTING_ACCOUNTS_KEY });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: HOSTING_ACCOUNTS_KEY }),
      ]);
    },
  });
}
