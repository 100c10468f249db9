import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { suspensionResponse } from '../../../../contract/account-safety.js';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';
import { apiJson } from '../../../lib/api-client';

export type SuspensionResponse = z.infer<typeof suspensionResponse>;

/** POST /api/admin/hosting-accounts/{id}/suspend {reason}: on WHM first, then here. */
export function suspendHostingAccount({ id, reason }: { id: number; reason: string }): Promise<SuspensionResponse> {
  return apiJson<SuspensionResponse>('POST', `/api/admin/hosting-accounts/${id}/suspend`, { reason });
}

/** POST /api/admin/hosting-accounts/{id}/unsuspend: on WHM first, then here. */
export function unsuspendHostingAccount(id: number): Promise<SuspensionResponse> {
  return apiJson<SuspensionResponse>('POST', `/api/admin/hosting-accounts/${id}/unsuspend`);
}

export function useSuspendHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendHostingAccount, onSettled: () => refreshAdminHostingAccounts(queryClient) });
}

export function useUnsuspendHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendHostingAccount,
    onSettled: () => refreshAdminHostingAccounts(queryClient),
  });
}
