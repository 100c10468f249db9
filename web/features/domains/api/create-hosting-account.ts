import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { FREE_PACKAGE_ID } from '../../../../contract/constants.js';
import type { createHostingAccountResponse } from '../../../../contract/hosting.js';
import { invalidateHostingAccounts } from '../../../api/hosting-accounts';
import { invalidateHostingLimit } from '../../../api/hosting-limit';
import { apiJson } from '../../../lib/api-client';

export type CreateHostingAccountResponse = z.infer<typeof createHostingAccountResponse>;

/** POST /api/hosting-accounts {subdomain, packageId}: a free account for the signed-in user. */
export function createHostingAccount(subdomain: string): Promise<CreateHostingAccountResponse> {
  return apiJson<CreateHostingAccountResponse>('POST', '/api/hosting-accounts', {
    subdomain,
    packageId: FREE_PACKAGE_ID,
  });
}

export function useCreateHostingAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHostingAccount,
    // The account list and the quota answer (both read by the dashboard) change.
    onSuccess: () => Promise.all([invalidateHostingAccounts(queryClient), invalidateHostingLimit(queryClient)]),
  });
}
