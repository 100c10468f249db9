import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePackageResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';
import { ACCOUNT_GROUPS_KEY } from './get-account-groups';
import { refreshAdminHostingAccounts } from '../../../api/admin-hosting-accounts';

export type ChangePackageResult = z.infer<typeof changePackageResponse>;

/** POST /api/admin/account-groups/{groupId}/change-package: moves every account of the group to packageId. */
export function changePackage({
  groupId,
  packageId,
}: {
  groupId: number;
  packageId: number;
}): Promise<ChangePackageResult> {
  return apiJson<ChangePackageResult>('POST', `/api/admin/account-groups/${groupId}/change-package`, { packageId });
}

export function useChangePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePackage,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
        refreshAdminHostingAccounts(queryClient),
      ]),
  });
}
