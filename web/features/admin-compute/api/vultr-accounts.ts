import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VultrAccount, VultrAccountBody, vultrTestResponse } from '../../../../contract/compute-accounts.js';
import { apiJson } from '../../../lib/api-client';
import { CLOUD_PROVIDERS_KEY } from './cloud-providers';
import { DEFAULT_PROVIDER_KEY } from './default-provider';

// The Vultr accounts of the cloud tab: GET/POST /api/admin/vultr/accounts, PUT/DELETE …/{id}, POST …/test.
// The API key is write-only: the list says only whether one is stored (and its last 4 characters).

export const VULTR_ACCOUNTS_KEY = ['/api/admin/vultr/accounts'] as const;
export type VultrTestResult = z.infer<typeof vultrTestResponse>;

export const vultrAccountsQueryOptions = () =>
  queryOptions({
    queryKey: VULTR_ACCOUNTS_KEY,
    queryFn: () => apiJson<VultrAccount[]>('GET', '/api/admin/vultr/accounts'),
    staleTime: 0,
  });

export function useVultrAccounts() {
  return useQuery(vultrAccountsQueryOptions());
}

export function useSaveVultrAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VultrAccountBody }) =>
      id === null
        ? apiJson<VultrAccount>('POST', '/api/admin/vultr/accounts', body)
        : apiJson<VultrAccount>('PUT', `/api/admin/vultr/accounts/${id}`, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: VULTR_ACCOUNTS_KEY });
      // The first account becomes the default; the default provider card shows it.
      void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
      void queryClient.invalidateQueries({ queryKey: CLOUD_PROVIDERS_KEY });
    },
  });
}

export function useDeleteVultrAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('DELETE', `/api/admin/vultr/accounts/${id}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: VULTR_ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
      void queryClient.invalidateQueries({ queryKey: CLOUD_PROVIDERS_KEY });
    },
  });
}

/** POST /api/admin/vultr/accounts/test: the typed key, or the stored key of `accountId` when the field is blank. */
export function useTestVultrKey() {
  return useMutation({
    mutationFn: (body: { apiKey?: string; accountId?: number }) =>
      apiJson<VultrTestResult>('POST', '/api/admin/vultr/accounts/test', body),
  });
}
