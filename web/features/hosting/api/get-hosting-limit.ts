import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_MAX_HOSTING_ACCOUNTS } from '../../../../contract/constants.js';
import { apiJson } from '../../../lib/api-client';

export interface HostingLimit {
  canCreate: boolean;
  currentAccounts: number;
  maxAccounts: number;
}

/** 000 §8: when the check errors, allow (canCreate true, 0 of 2); the server enforces the quota anyway. */
export const HOSTING_LIMIT_FALLBACK: HostingLimit = { canCreate: true, currentAccounts: 0, maxAccounts: DEFAULT_MAX_HOSTING_ACCOUNTS };

/** GET /api/user/can-create-hosting-account */
export function getHostingLimit(): Promise<HostingLimit> {
  return apiJson<HostingLimit>('GET', '/api/user/can-create-hosting-account').catch(() => HOSTING_LIMIT_FALLBACK);
}

export const hostingLimitQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/can-create-hosting-account'] as const, queryFn: getHostingLimit });

export function useHostingLimit() {
  return useQuery(hostingLimitQueryOptions());
}
