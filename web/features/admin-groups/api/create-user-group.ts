import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserGroupBody, UserGroup } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateUserGroups } from '../../../api/user-groups';

/** POST /api/admin/user-groups */
export function createUserGroup(body: CreateUserGroupBody): Promise<UserGroup> {
  return apiJson<UserGroup>('POST', '/api/admin/user-groups', body);
}

export function useCreateUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUserGroup, onSettled: () => invalidateUserGroups(queryClient) });
}
