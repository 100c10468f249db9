import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateOrderLists } from '../../../api/order-lists';

/** PATCH /api/admin/pending-orders/{id} {status: 'completed'}: the only move an admin may make (001 §4). */
export function completeOrder(id: number): Promise<PendingOrder> {
  return apiJson<PendingOrder>('PATCH', `/api/admin/pending-orders/${id}`, { status: 'completed' });
}

export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeOrder, onSettled: () => invalidateOrderLists(queryClient) });
}
