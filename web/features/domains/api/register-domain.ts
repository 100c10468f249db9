import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterDomainBody, registerDomainResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type RegisterDomainResponse = z.infer<typeof registerDomainResponse>;

/** POST /api/register-domain: an anonymous account and its free hosting account in one call (000 §7). */
export function registerDomain(body: RegisterDomainBody): Promise<RegisterDomainResponse> {
  return apiJson<RegisterDomainResponse>('POST', '/api/register-domain', body);
}

export function useRegisterDomainMutation() {
  return useMutation({ mutationFn: registerDomain });
}
