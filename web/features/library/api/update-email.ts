import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/session';

/**
 * POST /api/update-email: a signed-in user without an e-mail saves one, which unlocks the library (001 §4); with
 * two-factor on, a current code goes with it.
 */
export function updateEmail({
  email,
  twoFactorCode,
}: {
  email: string;
  twoFactorCode?: string;
}): Promise<{ message: string; user: User }> {
  return apiJson<{ message: string; user: User }>('POST', '/api/update-email', {
    email,
    ...(twoFactorCode ? { twoFactorCode } : {}),
  });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}
