import { useMutation } from '@tanstack/react-query';
import type { CpanelLoginResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/cpanel-login: a single sign-on address, or the reason and the username for manual login. */
export function cpanelLogin(domain: string): Promise<CpanelLoginResponse> {
  return apiJson<CpanelLoginResponse>('POST', '/api/cpanel-login', { domain });
}

export function useCpanelLogin() {
  return useMutation({ mutationFn: cpanelLogin });
}
