import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AzureAccount, AzureAccountBody, azureTestResponse } from '../../../../contract/compute-accounts.js';
import { apiJson } from '../../../lib/api-client';
import { CLOUD_PROVIDERS_KEY } from './cloud-providers';
import { DEFAULT_PROVIDER_KEY } from './default-provider';

// The Azure service principals of the cloud tab: GET/POST /api/admin/azure/accounts, PUT/DELETE …/{id},
// POST …/{id}/default, POST …/test. The client secret is write-only (blank on edit keeps the stored one).

export const AZURE_ACCOUNTS_KEY = ['/api/admin/azure/accounts'] as const;
export type AzureTestResult = z.infer<typeof azureTestResponse>;
export interface AzureTestInput {
  tenantId: string;
  clientId: string;
  clientSecret?: string;
  subscriptionId: string;
  accountId?: number;
}

export const azureAccountsQueryOptions = () =>
  queryOptions({
    queryKey: AZURE_ACCOUNTS_KEY,
    queryFn: () => apiJson<AzureAccount[]>('GET', '/api/admin/azure/accounts'),
    staleTime: 0,
  });

export function useAzureAccounts() {
  return useQuery(azureAccountsQueryOptions());
}

function useInvalidateAzure() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: AZURE_ACCOUNTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
    void queryClient.invalidateQueries({ queryKey: CLOUD_PROVIDERS_KEY });
  };
}

export function useSaveAzureAccount() {
  const invalidate = useInvalidateAzure();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AzureAccountBody }) =>
      id === null
        ? apiJson<AzureAccount>('POST', '/api/admin/azure/accounts', body)
        : apiJson<AzureAccount>('PUT', `/api/admin/azure/accounts/${id}`, body),
    onSettled: invalidate,
  });
}

export function useDeleteAzureAccount() {
  const invalidate = useInvalidateAzure();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('DELETE', `/api/admin/azure/accounts/${id}`),
    onSettled: invalidate,
  });
}

export function useSetDefaultAzureAccount() {
  const invalidate = useInvalidateAzure();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('POST', `/api/admin/azure/accounts/${id}/default`),
    onSettled: invalidate,
  });
}

export function useTestAzureCredentials() {
  return useMutation({
    mutationFn: (body: AzureTestInput) => apiJson<AzureTestResult>('POST', '/api/admin/azure/accounts/test', body),
  });
}
