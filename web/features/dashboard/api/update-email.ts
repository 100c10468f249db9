import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/session';

/** PATCH /api/user/{id} with {email}, and the two-factor code when two-factor is on. */
export function updateEmail(userId: number, email: string | null, twoFactorCode?: string): Promise<User> {
  return apiJson<User>('PATCH', `/api/user/${userId}`, { email, ...(twoFactorCode ? { twoFactorCode } : {}) });
}

export function useUpdateEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, twoFactorCode }: { email: string; twoFactorCode?: string }) =>
      updateEmail(userId, email, twoFactorCode),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
