import { useQuery } from '@tanstack/react-query';
import type { VpsCheckout, VpsCheckoutBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/vps/checkout: proves the page holds the client secret and answers the order summary it shows. */
export function useVpsCheckout(body: VpsCheckoutBody | null) {
  return useQuery({
    queryKey: ['/api/vps/checkout', body?.subscriptionId ?? ''] as const,
    queryFn: () => apiJson<VpsCheckout>('POST', '/api/vps/checkout', body),
    enabled: body !== null,
    staleTime: Infinity,
    retry: false,
  });
}
