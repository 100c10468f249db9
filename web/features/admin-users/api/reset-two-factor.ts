import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';

/** DELETE /api/admin/users/{id}/two-factor: for a user who lost their authenticator and recovery codes. */
export function resetTwoFactor(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/admin/users/${id}/two-factor`);
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTwoFactor, onSettled: () => invalidateUsers(queryClient) });
}
