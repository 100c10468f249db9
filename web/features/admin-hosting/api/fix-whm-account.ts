import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fixWhmAccountResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

export type FixWhmAccountResult = z.infer<typeof fixWhmAccountResponse>;

/** POST /api/admin/fix-whm-account/{id}: provisions or re-links the account on WHM now. */
export function fixWhmAccount(id: number): Promise<FixWhmAccountResult> {
  return apiJson<FixWhmAccountResult>('POST', `/api/admin/fix-whm-account/${id}`);
}

export function useFixWhmAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixWhmAccount,
    onSettled: () => refreshAdminHostingAccounts(queryClient),
  });
}
