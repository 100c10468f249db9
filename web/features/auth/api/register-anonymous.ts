import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerAnonymousBody, registerAnonymousResponse } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export type RegisterAnonymousInput = z.input<typeof registerAnonymousBody>;
export type RegisterAnonymousResponse = z.infer<typeof registerAnonymousResponse>;

/** POST /api/register-anonymous */
export function registerAnonymous(body: RegisterAnonymousInput): Promise<RegisterAnonymousResponse> {
  return apiJson<RegisterAnonymousResponse>('POST', '/api/register-anonymous', body);
}

export function useRegisterAnonymousMutation() {
  return useMutation({ mutationFn: registerAnonymous });
}
