import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createAnonymousAccountResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type AnonymousAccount = z.infer<typeof createAnonymousAccountResponse>;

/** POST /api/admin/create-anonymous-account: a new anonymous user and its one-time credentials. */
export function createAnonymousAccount(): Promise<AnonymousAccount> {
  return apiJson<AnonymousAccount>('POST', '/api/admin/create-anonymous-account');
}

export function useCreateAnonymousAccount() {
  return useMutation({ mutationFn: createAnonymousAccount });
}
