import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateHostingAccounts } from '../../../api/hosting-accounts';
import { apiJson } from '../../../lib/api-client';

interface ReactivateAnswer {
  message: string;
  id: number;
  status: string;
}

/** POST /api/hosting-accounts/{id}/reactivate: the owner brings back a site deactivated for inactivity. */
export function reactivateSite(accountId: number): Promise<ReactivateAnswer> {
  return apiJson<ReactivateAnswer>('POST', `/api/hosting-accounts/${accountId}/reactivate`);
}

export function useReactivateSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSite,
    // The list and the card's figures: the site is active at once, and WHM follows within moments.
    onSettled: () => invalidateHostingAccounts(queryClient),
  });
}
