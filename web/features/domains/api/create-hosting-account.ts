import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { FREE_PACKAGE_ID } from '../../../../contract/constants.js';
import type { createHostingAccountResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type CreateHostingAccountResponse = z.infer<typeof createHostingAccountResponse>;

/** The query keys this changes: the account list and the quota answer (both read by the dashboard). */
export const HOSTING_ACCOUNTS_KEY = ['/api/hosting-accounts'] as const;
const CAN_CREATE_KEY = ['/api/user/can-create-hosting-account'] as const;

/** POST /api/hosting-accounts {subdomain, packageId}: a free account for the signed-in user. */
export function createHostingAccount(subdomain: string): Promise<CreateHostingAccountResponse> {
  return apiJson<CreateHostingAccountResponse>('POST', '/api/hosting-accounts', { subdomain, packageId: FREE_PACKAGE_ID });
}

export function useCreateHostingAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHostingAccount,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: HOSTING_ACCOUNTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CAN_CREATE_KEY }),
    ]),
  });
}
