import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { HostingAccount } from '../../contract/hosting.js';
import { apiJson } from '../lib/api-client';

// GET /api/hosting-accounts: the signed-in user's accounts (the dashboard); changed by the free-domain flow.

export const HOSTING_ACCOUNTS_KEY = ['/api/hosting-accounts'] as const;

/** A 401 throws (the dashboard treats it as signed out). */
export function getHostingAccounts(): Promise<HostingAccount[]> {
  return apiJson<HostingAccount[]>('GET', '/api/hosting-accounts');
}

export const hostingAccountsQueryOptions = () =>
  queryOptions({ queryKey: HOSTING_ACCOUNTS_KEY, queryFn: getHostingAccounts });

export function useHostingAccounts() {
  return useQuery(hostingAccountsQueryOptions());
}

/** The list and every per-account stats entry below it (their keys start with the list's). */
export function invalidateHostingAccounts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: HOSTING_ACCOUNTS_KEY });
}

/** Only the list itself, not the per-account stats. */
export function invalidateHostingAccountList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: HOSTING_ACCOUNTS_KEY, exact: true });
}
