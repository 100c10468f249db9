import { useQuery } from '@tanstack/react-query';
import type { VpsConfirmBody, VpsConfirmResponse } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/vps/subscribe/confirm: the server asks Stripe whether the subscription is paid, creates the order (and
 * an account for a new e-mail) once, and answers the credentials the first time only. Asked once per page (no
 * automatic refetch: a second answer would no longer carry the credentials); 'Check again' refetches while pending.
 */
export function useVpsConfirm(body: VpsConfirmBody | null) {
  return useQuery({
    queryKey: ['/api/vps/subscribe/confirm', body?.subscriptionId ?? '', body?.orderId ?? 0] as const,
    queryFn: () => apiJson<VpsConfirmResponse>('POST', '/api/vps/subscribe/confirm', body),
    enabled: body !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
