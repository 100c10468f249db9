import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authResponse, loginBody } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /api/auth/login */
export function login(body: LoginInput): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
