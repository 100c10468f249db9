import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { getQueryFn } from '../../../lib/api-client';

import { PENDING_ORDERS_KEY } from '../../../api/order-lists';

/** GET /api/admin/pending-orders (001 §7). */
export const getPendingOrders = getQueryFn<PendingOrder[]>({ on401: 'throw' });

export const pendingOrdersQueryOptions = () =>
  queryOptions({ queryKey: PENDING_ORDERS_KEY, queryFn: getPendingOrders });

export function usePendingOrders() {
  return useQuery(pendingOrdersQueryOptions());
}
