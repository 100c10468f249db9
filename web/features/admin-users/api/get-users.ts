import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

/** 001 §9: the users list is cached for 5 minutes. */
export const USERS_STALE_MS = 5 * 60_000;
export const USERS_KEY = ['/api/admin/users'] as const;

export function usersUrl(search: string): string {
  const term = search.trim();
  return term ? `/api/admin/users?${new URLSearchParams({ search: term })}` : '/api/admin/users';
}

/** GET /api/admin/users?search= */
export function getUsers(search: string): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', usersUrl(search));
}

export const usersQueryOptions = (search: string) =>
  queryOptions({
    // The unsearched list shares its key with the other admin screens that list users.
    queryKey: search.trim() ? [...USERS_KEY, { search: search.trim() }] : USERS_KEY,
    queryFn: () => getUsers(search),
    staleTime: USERS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string) {
  return useQuery(usersQueryOptions(search));
}
