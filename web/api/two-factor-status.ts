import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TwoFactorStatus } from '../../contract/account-safety.js';
import { apiJson } from '../lib/api-client';

// GET /api/user/two-factor: the settings page's two-factor section and the admin dashboard's set-up prompt.

export const TWO_FACTOR_STATUS_KEY = ['/api/user/two-factor'] as const;

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiJson<TwoFactorStatus>('GET', '/api/user/two-factor');
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: getTwoFactorStatus });

export function useTwoFactorStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled: options.enabled ?? true });
}

/** After turning it on or off (and after the admin rule changes). */
export function invalidateTwoFactorStatus(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
}
