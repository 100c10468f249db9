import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProvisionResult, VultrMeta } from '../../../../contract/compute.js';
import type {
  AdminDigitaloceanProvisionBody, DigitaloceanAccount, DigitaloceanAccountBody, digitaloceanTestResponse,
} from '../../../../contract/compute-digitalocean.js';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_INSTANCES_KEY } from './admin-instances';
import { DEFAULT_PROVIDER_KEY } from './default-provider';

// The DigitalOcean accounts of the cloud tab: GET/POST /api/admin/digitalocean/accounts, PUT/DELETE …/{id},
// POST …/test, its catalogue and the admin's launch for a user. The token is write-only.

export const DIGITALOCEAN_ACCOUNTS_KEY = ['/api/admin/digitalocean/accounts'] as const;
export type DigitaloceanTestResult = z.infer<typeof digitaloceanTestResponse>;
export type DigitaloceanCatalogue = Omit<VultrMeta, 'provider'> & { provider: 'digitalocean' };

export const digitaloceanAccountsQueryOptions = () => queryOptions({
  queryKey: DIGITALOCEAN_ACCOUNTS_KEY, queryFn: () => apiJson<DigitaloceanAccount[]>('GET', '/api/admin/digitalocean/accounts'), staleTime: 0,
});

export function useDigitaloceanAccounts() {
  return useQuery(digitaloceanAccountsQueryOptions());
}

export function useSaveDigitaloceanAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DigitaloceanAccountBody }) => (id === null
      ? apiJson<DigitaloceanAccount>('POST', '/api/admin/digitalocean/accounts', body)
      : apiJson<DigitaloceanAccount>('PUT', `/api/admin/digitalocean/accounts/${id}`, body)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DIGITALOCEAN_ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
    },
  });
}

export function useDeleteDigitaloceanAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('DELETE', `/api/admin/digitalocean/accounts/${id}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DIGITALOCEAN_ACCOUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DEFAULT_PROVIDER_KEY });
    },
  });
}

/** POST /api/admin/digitalocean/accounts/test: the typed token, or the stored one of `accountId` when blank. */
export function useTestDigitaloceanToken() {
  return useMutation({
    mutationFn: (body: { token?: string; accountId?: number }) => apiJson<DigitaloceanTestResult>('POST', '/api/admin/digitalocean/accounts/test', body),
  });
}

export function useDigitaloceanCatalogue(accountId: number | null) {
  return useQuery({
    queryKey: ['/api/admin/digitalocean/meta', accountId] as const,
    queryFn: () => apiJson<DigitaloceanCatalogue>('GET', `/api/admin/digitalocean/meta?accountId=${accountId}`),
    enabled: accountId !== null,
  });
}

/** POST /api/admin/compute/digitalocean/provision: a Droplet for a chosen user. */
export function useProvisionDigitaloceanForUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDigitaloceanProvisionBody) => apiJson<ProvisionResult>('POST', '/api/admin/compute/digitalocean/provision', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTANCES_KEY }),
  });
}
