import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateUsers } from '../../../api/users';

/**
 * POST /api/admin/users/{id}/two-factor/reset: for a user who lost their authenticator and recovery codes. The admin
 * types the user's e-mail (their username when they have none) so the reset never lands on the wrong row.
 */
export function resetTwoFactor({
  id,
  confirmEmail,
}: {
  id: number;
  confirmEmail: string;
}): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', `/api/admin/users/${id}/two-factor/reset`, { confirmEmail });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTwoFactor, onSettled: () => invalidateUsers(queryClient) });
}
