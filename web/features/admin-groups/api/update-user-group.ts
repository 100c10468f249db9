import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserGroupBody, UserGroup } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateUserGroups } from '../../../api/user-groups';

/** PUT /api/admin/user-groups/{id} */
export function updateUserGroup({ id, body }: { id: number; body: UpdateUserGroupBody }): Promise<UserGroup> {
  return apiJson<UserGroup>('PUT', `/api/admin/user-groups/${id}`, body);
}

export function useUpdateUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserGroup, onSettled: () => invalidateUserGroups(queryClient) });
}
