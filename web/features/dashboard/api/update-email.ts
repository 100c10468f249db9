import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/session';

/** PATCH /api/user/{id} with {email}: the activation overlay's e-mail. */
export function updateEmail(userId: number, email: string | null): Promise<User> {
  return apiJson<User>('PATCH', `/api/user/${userId}`, { email });
}

export function useUpdateEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => updateEmail(userId, email),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
