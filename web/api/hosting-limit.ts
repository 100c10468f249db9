import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_MAX_HOSTING_ACCOUNTS } from '../../contract/constants.js';
import { apiJson } from '../lib/api-client';

// GET /api/user/can-create-hosting-account: the dashboard's quota line; changed by creating an account.

export interface HostingLimit {
  canCreate: boolean;
  currentAccounts: number;
  maxAccounts: number;
}

export const HOSTING_LIMIT_KEY = ['/api/user/can-create-hosting-account'] as const;

/** 000 §8: when the check errors, allow (canCreate true, 0 of 2); the server enforces the quota anyway. */
export const HOSTING_LIMIT_FALLBACK: HostingLimit = {
  canCreate: true,
  currentAccounts: 0,
  maxAccounts: DEFAULT_MAX_HOSTING_ACCOUNTS,
};

export function getHostingLimit(): Promise<HostingLimit> {
  return apiJson<HostingLimit>('GET', '/api/user/can-create-hosting-account').catch(() => HOSTING_LIMIT_FALLBACK);
}

export const hostingLimitQueryOptions = () => queryOptions({ queryKey: HOSTING_LIMIT_KEY, queryFn: getHostingLimit });

export function useHostingLimit() {
  return useQuery(hostingLimitQueryOptions());
}

export function invalidateHostingLimit(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: HOSTING_LIMIT_KEY });
}
