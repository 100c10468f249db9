import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultProvider } from '../../../../contract/compute.js';
import { apiJson } from '../../../lib/api-client';

export const DEFAULT_PROVIDER_KEY = ['/api/admin/compute/default-provider'] as const;

export const defaultProviderQueryOptions = () =>
  queryOptions({
    queryKey: DEFAULT_PROVIDER_KEY,
    queryFn: () => apiJson<DefaultProvider>('GET', '/api/admin/compute/default-provider'),
    staleTime: 0,
  });

export function useDefaultProvider() {
  return useQuery(defaultProviderQueryOptions());
}

/** POST /api/admin/compute/default-provider {provider, accountId}: 400 with the provider's 'account required' message. */
export function useSetDefaultProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { provider: string; accountId?: number }) =>
      apiJson<DefaultProvider>('POST', '/api/admin/compute/default-provider', body),
    onSuccess: (answer) => queryClient.setQueryData(DEFAULT_PROVIDER_KEY, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY }),
  });
}
