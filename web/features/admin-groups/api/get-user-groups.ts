import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

export const USER_GROUPS_KEY = ['/api/admin/user-groups'] as const;

/** GET /api/admin/user-groups */
export function getUserGroups(): Promise<UserGroup[]> {
  return apiJson<UserGroup[]>('GET', '/api/admin/user-groups');
}

export const userGroupsQueryOptions = () => queryOptions({ queryKey: USER_GROUPS_KEY, queryFn: getUserGroups });

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
