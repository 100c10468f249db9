import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../contract/admin.js';
import { apiJson } from '../lib/api-client';

// GET /api/admin/users: read by the Users tab (searchable), User Groups (assignments), Hosting (create for a user)
// and the cloud tab (a provider's New … Instance for a user).

/** 001 §9: the users list is cached for 5 minutes. */
export const USERS_STALE_MS = 5 * 60_000;
export const USERS_KEY = ['/api/admin/users'] as const;

export function usersUrl(search = ''): string {
  const term = search.trim();
  return term ? `/api/admin/users?${new URLSearchParams({ search: term })}` : '/api/admin/users';
}

/** GET /api/admin/users?search= */
export function getUsers(search = ''): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', usersUrl(search));
}

export const usersQueryOptions = (search = '') =>
  queryOptions({
    // The unsearched list has one key for every screen that lists users; a search adds its term.
    queryKey: search.trim() ? [...USERS_KEY, { search: search.trim() }] : USERS_KEY,
    queryFn: () => getUsers(search),
    staleTime: USERS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useUsers(search = '') {
  return useQuery(usersQueryOptions(search));
}

/** Every users list (searched or not) is stale after a user, role or group assignment changes. */
export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: USERS_KEY });
}
