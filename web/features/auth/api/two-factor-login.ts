import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorLoginResponse } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

export type TwoFactorLoginResponse = z.infer<typeof twoFactorLoginResponse>;
/** Exactly one of code (authenticator) or recoveryCode. */
export type TwoFactorLoginInput = { challengeToken: string } & ({ code: string } | { recoveryCode: string });

/** POST /api/auth/2fa: the second step of a sign-in whose password was right. */
export function twoFactorLogin(body: TwoFactorLoginInput): Promise<TwoFactorLoginResponse> {
  return apiJson<TwoFactorLoginResponse>('POST', '/api/auth/2fa', body);
}

export function useTwoFactorLogin() {
  return useMutation({ mutationFn: twoFactorLogin });
}
