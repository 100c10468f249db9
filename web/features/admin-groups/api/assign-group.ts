import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';
import { USER_GROUPS_KEY } from './get-user-groups';

/** POST /api/admin/users/{id}/assign-group body userGroupId (null = no group). */
export function assignGroup({ userId, userGroupId }: { userId: number; userGroupId: number | null }): Promise<unknown> {
  return apiJson<unknown>('POST', `/api/admin/users/${userId}/assign-group`, { userGroupId });
}

export function useAssignGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignGroup,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      // The Users count column changes.
      queryClient.invalidateQueries({ queryKey: USER_GROUPS_KEY }),
    ]),
  });
}
