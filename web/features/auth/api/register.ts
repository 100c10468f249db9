import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerBody } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';
import type { AuthResponse } from './login';

export type RegisterInput = z.input<typeof registerBody>;

/** POST /api/register */
export function register(body: RegisterInput): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
