import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/session';

export interface ChangePasswordInput {
  password: string;
  /** Sent only when filled: required for changing one's own password, admins may leave it blank. */
  currentPassword?: string;
  /** A code (or recovery code) when two-factor is on. */
  twoFactorCode?: string;
}

/** PATCH /api/user/{id} with {password, currentPassword?}. */
export function changePassword(userId: number, body: ChangePasswordInput): Promise<User> {
  return apiJson<User>('PATCH', `/api/user/${userId}`, body);
}

export function useChangePassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => changePassword(userId, body),
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) setCurrentUser(queryClient, user);
    },
  });
}
