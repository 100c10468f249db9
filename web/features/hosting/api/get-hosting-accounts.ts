import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostingAccount } from '../../../../contract/hosting.js';
import { apiJson } from '../../../lib/api-client';

export const HOSTING_ACCOUNTS_KEY = ['/api/hosting-accounts'] as const;

/** GET /api/hosting-accounts: the signed-in user's accounts. A 401 throws (the dashboard treats it as signed out). */
export function getHostingAccounts(): Promise<HostingAccount[]> {
  return apiJson<HostingAccount[]>('GET', '/api/hosting-accounts');
}

export const hostingAccountsQueryOptions = () => queryOptions({ queryKey: HOSTING_ACCOUNTS_KEY, queryFn: getHostingAccounts });

export function useHostingAccounts() {
  return useQuery(hostingAccountsQueryOptions());
}
