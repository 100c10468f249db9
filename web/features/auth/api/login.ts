import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authResponse, loginBody } from '../../../../contract/accounts.js';
import type { LoginResponse } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export type LoginInput = z.input<typeof loginBody>;
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /api/auth/login: a session, or (2FA on) a challenge to answer with a code at POST /api/auth/2fa. */
export function login(body: LoginInput): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', '/api/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
