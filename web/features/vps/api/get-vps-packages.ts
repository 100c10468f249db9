import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VpsPublicPackage } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/vps/packages: the active packages, by sortOrder (the server sorts; we keep its order). */
export const vpsOfferQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/vps/packages'] as const,
    queryFn: () => apiJson<VpsPublicPackage[]>('GET', '/api/vps/packages'),
    staleTime: 60_000,
  });

export function useVpsOffer() {
  return useQuery(vpsOfferQueryOptions());
}
