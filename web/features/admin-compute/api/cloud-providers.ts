import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CloudProviderInfo, ProviderAccount } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';
import { DEFAULT_PROVIDER_KEY } from './default-provider';

// The clouds the server's registry holds: labels, launch modes, account forms and accounts, from
// GET /api/admin/compute/providers; a provider's accounts through the generic routes …/providers/{id}/accounts.
// Nothing here knows a provider by name: a provider registered on the server appears on the cloud tab.

export const CLOUD_PROVIDERS_KEY = ['/api/admin/compute/providers'] as const;

export const cloudProvidersQueryOptions = () =>
  queryOptions({
    queryKey: CLOUD_PROVIDERS_KEY,
    queryFn: () => apiJson<CloudProviderInfo[]>('GET', '/api/admin/compute/providers'),
    staleTime: 0,
  });

export function useCloudProviders() {
  return useQuery(cloudProvidersQueryOptions());
}

/** After any account change: the provider list, the default provider, and the provider's own account list. */
export function invalidateProviderAccounts(queryClient: QueryClient, providerId: string) {
  void queryClient.invalidateQueries({ queryKey: CLOUD_PROVIDERS_KEY });
  void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
  void queryClient.invalidateQueries({ queryKey: [`/api/admin/${providerId}/accounts`] });
}

const base = (providerId: string) => `/api/admin/compute/providers/${encodeURIComponent(providerId)}/accounts`;

export function useSaveProviderAccount(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null
        ? apiJson<ProviderAccount>('POST', base(providerId), body)
        : apiJson<ProviderAccount>('PUT', `${base(providerId)}/${id}`, body),
    onSettled: () => invalidateProviderAccounts(queryClient, providerId),
  });
}

export function useDeleteProviderAccount(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `${base(providerId)}/${id}`),
    onSettled: () => invalidateProviderAccounts(queryClient, providerId),
  });
}

/** POST …/accounts/test: the typed credentials, or (blank secret + accountId) the stored ones. */
export function useTestProviderAccount(providerId: string) {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiJson<{ ok: true; message: string }>('POST', `${base(providerId)}/test`, body),
  });
}
