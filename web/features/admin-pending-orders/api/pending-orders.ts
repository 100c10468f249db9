import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { apiJson, getQueryFn } from '../../../lib/api-client';

export const PENDING_ORDERS_KEY = ['/api/admin/pending-orders'] as const;

export const pendingOrdersQueryOptions = () => queryOptions({ queryKey: PENDING_ORDERS_KEY, queryFn: getQueryFn<PendingOrder[]>({ on401: 'throw' }) });

/** GET /api/admin/pending-orders (001 §7). */
export const usePendingOrders = () => useQuery(pendingOrdersQueryOptions());

/** PATCH /api/admin/pending-orders/{id} {status: 'completed'}: the only move an admin may make (001 §4). */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<PendingOrder>('PATCH', `/api/admin/pending-orders/${id}`, { status: 'completed' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY }),
  });
}
