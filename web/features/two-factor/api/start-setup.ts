import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '../../../../contract/account-safety.js';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/user/two-factor/setup: a new secret (pending until confirmed; a new call replaces it). The server checks
 * the password first: a wrong one gets no secret.
 */
export function startTwoFactorSetup(currentPassword: string): Promise<TwoFactorSetup> {
  return apiJson<TwoFactorSetup>('POST', '/api/user/two-factor/setup', { currentPassword });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
