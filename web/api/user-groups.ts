import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserGroup } from '../../contract/admin.js';
import { apiJson } from '../lib/api-client';

// GET /api/admin/user-groups: read by User Groups, the Users tab (group select) and Hosting (group filter).

export const USER_GROUPS_KEY = ['/api/admin/user-groups'] as const;

export function getUserGroups(): Promise<UserGroup[]> {
  return apiJson<UserGroup[]>('GET', '/api/admin/user-groups');
}

export const userGroupsQueryOptions = () => queryOptions({ queryKey: USER_GROUPS_KEY, queryFn: getUserGroups });

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}

export function invalidateUserGroups(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: USER_GROUPS_KEY });
}
