import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSuspensionResponse } from '../../../../contract/user-suspension.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';

/** POST /api/admin/users/{id}/suspend: sessions end at once; hosting, machines and billing follow. */
export function suspendUser({ id, reason }: { id: number; reason: string }): Promise<UserSuspensionResponse> {
  return apiJson<UserSuspensionResponse>('POST', `/api/admin/users/${id}/suspend`, { reason });
}

/** POST /api/admin/users/{id}/unsuspend: everything the suspension stopped is restored. */
export function unsuspendUser(id: number): Promise<UserSuspensionResponse> {
  return apiJson<UserSuspensionResponse>('POST', `/api/admin/users/${id}/unsuspend`);
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendUser, onSettled: () => invalidateUsers(queryClient) });
}

export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsuspendUser, onSettled: () => invalidateUsers(queryClient) });
}
