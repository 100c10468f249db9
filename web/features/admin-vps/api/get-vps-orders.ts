import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { VpsAdminOrder } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

export const VPS_ORDERS_KEY = ['/api/vps-orders'] as const;

/** GET /api/vps-orders (001 §7): VPS Orders Management's list. */
export function getVpsOrders(): Promise<VpsAdminOrder[]> {
  return apiJson<VpsAdminOrder[]>('GET', '/api/vps-orders');
}

export const vpsOrdersQueryOptions = () => queryOptions({ queryKey: VPS_ORDERS_KEY, queryFn: getVpsOrders });

export function useVpsOrders() {
  return useQuery(vpsOrdersQueryOptions());
}

export function invalidateVpsOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: VPS_ORDERS_KEY });
}
