import { useMutation } from '@tanstack/react-query';
import type { CpanelLoginResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cpanel-login {domain}: a single sign-on address, or why not and how to sign in by hand. */
export function cpanelLogin(domain: string): Promise<CpanelLoginResponse> {
  return apiJson<CpanelLoginResponse>('POST', '/api/cpanel-login', { domain });
}

export function useCpanelLoginMutation() {
  return useMutation({ mutationFn: cpanelLogin });
}
