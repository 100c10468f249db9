import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/session';

export interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** A new e-mail of a user with two-factor on needs a current code. */
  twoFactorCode?: string;
}

/** PATCH /api/user/{id} with {firstName, lastName, email}. */
export function updateProfile(userId: number, body: UpdateProfileInput): Promise<User> {
  return apiJson<User>('PATCH', `/api/user/${userId}`, body);
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => updateProfile(userId, body),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
