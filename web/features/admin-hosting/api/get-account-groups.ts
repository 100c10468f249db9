import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountGroupsResponse } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export type AccountGroups = z.infer<typeof accountGroupsResponse>;
export type AccountGroup = AccountGroups['groups'][number];
export const ACCOUNT_GROUPS_KEY = ['/api/admin/account-groups'] as const;

/** GET /api/admin/account-groups: hosting accounts grouped by their current package. */
export function getAccountGroups(): Promise<AccountGroups> {
  return apiJson<AccountGroups>('GET', '/api/admin/account-groups');
}

export const accountGroupsQueryOptions = () =>
  queryOptions({ queryKey: ACCOUNT_GROUPS_KEY, queryFn: getAccountGroups, staleTime: 0 });

export function useAccountGroups(enabled: boolean) {
  return useQuery({ ...accountGroupsQueryOptions(), enabled });
}
