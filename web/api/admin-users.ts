import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../contract/admin.js';
import { apiJson } from '../lib/api-client';

// GET /api/admin/users, read by every admin screen that picks a user (001 §9: cached 5 minutes). The key is the
// one the admin user screens use, so an edit there refreshes every picker.
export const ADMIN_USERS_STALE_MS = 5 * 60_000;
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export function getAdminUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', '/api/admin/users');
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: ADMIN_USERS_KEY, queryFn: getAdminUsers, staleTime: ADMIN_USERS_STALE_MS });

export function useAdminUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUsersQueryOptions(), enabled: options.enabled ?? true });
}
