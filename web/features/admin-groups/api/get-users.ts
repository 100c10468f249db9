import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin.js';
import { apiJson } from '../../../lib/api-client';

/** 001 §9: the users list is cached for 5 minutes. */
export const USERS_STALE_MS = 5 * 60_000;
export const USERS_KEY = ['/api/admin/users'] as const;

/** GET /api/admin/users (the User Group Assignments list). */
export function getUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', '/api/admin/users');
}

export const usersQueryOptions = () => queryOptions({ queryKey: USERS_KEY, queryFn: getUsers, staleTime: USERS_STALE_MS });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
