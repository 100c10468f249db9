import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProvisionResult } from '../../../../contract/compute.js';
import type { CatalogueMeta } from '../../../../contract/compute-accounts.js';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_INSTANCES_KEY } from './admin-instances';

// A catalogue provider's catalogue and the admin's launch for a user, at the paths every catalogue provider serves
// (the paths 001 §7 gives the first catalogue cloud, by provider id): GET /api/admin/{id}/meta?accountId= and POST /api/admin/compute/{id}/provision.

export type ProviderCatalogue = CatalogueMeta;
export interface ProviderProvisionBody {
  userId: number;
  accountId: number;
  plan: string;
  region: string;
  osId: number;
  label?: string;
}

export function useProviderCatalogue(providerId: string, accountId: number | null) {
  return useQuery({
    queryKey: [`/api/admin/${providerId}/meta`, accountId] as const,
    queryFn: () =>
      apiJson<ProviderCatalogue>('GET', `/api/admin/${encodeURIComponent(providerId)}/meta?accountId=${accountId}`),
    enabled: accountId !== null,
  });
}

export function useProvisionForUser(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderProvisionBody) =>
      apiJson<ProvisionResult>('POST', `/api/admin/compute/${encodeURIComponent(providerId)}/provision`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTANCES_KEY }),
  });
}
