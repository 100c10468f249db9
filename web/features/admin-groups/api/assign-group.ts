import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';
import { invalidateUserGroups } from '../../../api/user-groups';

/** POST /api/admin/users/{id}/assign-group body userGroupId (null = no group). */
export function assignGroup({ userId, userGroupId }: { userId: number; userGroupId: number | null }): Promise<unknown> {
  return apiJson<unknown>('POST', `/api/admin/users/${userId}/assign-group`, { userGroupId });
}

export function useAssignGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignGroup,
    onSettled: () =>
      Promise.all([
        invalidateUsers(queryClient),
        // The Users count column changes.
        invalidateUserGroups(queryClient),
      ]),
  });
}
