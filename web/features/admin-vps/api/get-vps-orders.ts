import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { invalidateOrderLists, VPS_ORDERS_KEY } from '../../../api/order-lists';
import type { VpsAdminOrder } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/** GET /api/vps-orders (001 §7): VPS Orders Management's list. */
export function getVpsOrders(): Promise<VpsAdminOrder[]> {
  return apiJson<VpsAdminOrder[]>('GET', '/api/vps-orders');
}

export const vpsOrdersQueryOptions = () => queryOptions({ queryKey: VPS_ORDERS_KEY, queryFn: getVpsOrders });

export function useVpsOrders() {
  return useQuery(vpsOrdersQueryOptions());
}

/** After a change to a VPS order: Pending Orders lists it too. */
export function invalidateVpsOrders(queryClient: QueryClient) {
  return invalidateOrderLists(queryClient);
}
