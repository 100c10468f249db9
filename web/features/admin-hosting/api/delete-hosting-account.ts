import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

/** DELETE /api/admin/hosting-accounts/{id}: removes the WHM account first, then the row. */
export function deleteHostingAccount(id: number): Promise<{ message: string } | null> {
  return apiJson<{ message: string } | null>('DELETE', `/api/admin/hosting-accounts/${id}`);
}

export function useDeleteHostingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostingAccount,
    onSettled: () => refreshAdminHostingAccounts(queryClient),
  });
}
