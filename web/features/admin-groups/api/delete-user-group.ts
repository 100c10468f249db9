import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';
import { USER_GROUPS_KEY } from './get-user-groups';

/** DELETE /api/admin/user-groups/{id}: refused for Free and Donor. */
export function deleteUserGroup(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/user-groups/${id}`);
}

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGroup,
    // Members of a deleted group are left without one.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: USER_GROUPS_KEY }),
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    ]),
  });
}
