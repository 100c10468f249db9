import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VpsOwnerOrder } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/vps-orders/by-email/{email} (000 §7): the signed-in owner's orders, newest first. */
export const vpsOrdersByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['/api/vps-orders/by-email', email] as const,
    queryFn: () => apiJson<VpsOwnerOrder[]>('GET', `/api/vps-orders/by-email/${encodeURIComponent(email)}`),
  });

export function useVpsOrdersByEmail(email: string | null | undefined) {
  return useQuery({ ...vpsOrdersByEmailQueryOptions(email ?? ''), enabled: Boolean(email && email.trim()) });
}
