import { useMutation } from '@tanstack/react-query';
import type { CheckDomainResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/check-domain-availability {domain}: the full name (label + hosted suffix). */
export function checkDomainAvailability(domain: string): Promise<CheckDomainResponse> {
  return apiJson<CheckDomainResponse>('POST', '/api/check-domain-availability', { domain });
}

export function useCheckDomainAvailability() {
  return useMutation({ mutationFn: checkDomainAvailability });
}
