import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';
import { invalidateUsers } from '../../../api/users';

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
      await Promise.all([invalidateUsers(queryClient), refreshAdminHostingAccounts(queryClient)]);
    },
  });
}
