import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';
import { invalidateUserGroups } from '../../../api/user-groups';

/** DELETE /api/admin/user-groups/{id}: refused for Free and Donor. */
export function deleteUserGroup(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/user-groups/${id}`);
}

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGroup,
    // Members of a deleted group are left without one.
    onSettled: () => Promise.all([invalidateUserGroups(queryClient), invalidateUsers(queryClient)]),
  });
}
