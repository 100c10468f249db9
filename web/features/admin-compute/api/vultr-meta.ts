import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VultrMeta } from '../../../../contract/compute-accounts.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/admin/vultr/meta?accountId=: plans, regions and systems of one account (cached by the server too). */
export const vultrMetaQueryOptions = (accountId: number | null) =>
  queryOptions({
    queryKey: ['/api/admin/vultr/meta', accountId] as const,
    queryFn: () => apiJson<VultrMeta>('GET', `/api/admin/vultr/meta?accountId=${accountId}`),
    enabled: accountId !== null,
    staleTime: 5 * 60_000,
  });

export function useVultrMeta(accountId: number | null) {
  return useQuery(vultrMetaQueryOptions(accountId));
}
