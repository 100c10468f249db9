import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminCreateHostingAccountResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

export interface CreateHostingAccountInput {
  domain: string;
  packageId: number;
  userId: number;
}
export type CreatedHostingAccount = z.infer<typeof adminCreateHostingAccountResponse>;

/** POST /api/admin/create-hosting-account */
export function createHostingAccount(body: CreateHostingAccountInput): Promise<CreatedHostingAccount> {
  return apiJson<CreatedHostingAccount>('POST', '/api/admin/create-hosting-account', body);
}

export function useCreateHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHostingAccount,
    onSettled: () => refreshAdminHostingAccounts(queryClient),
  });
}
