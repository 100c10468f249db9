import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateAdminUserBody } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';

/** PUT /api/admin/users/{id} */
export function updateUser({ id, body }: { id: number; body: UpdateAdminUserBody }): Promise<AdminUser> {
  return apiJson<AdminUser>('PUT', `/api/admin/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => invalidateUsers(queryClient) });
}
