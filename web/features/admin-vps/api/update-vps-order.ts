import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VpsAdminOrder, VpsOrderUpdateBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsOrders } from './get-vps-orders';

/** PUT /api/vps-orders/{id} (001 §7). */
export function updateVpsOrder({ id, body }: { id: number; body: VpsOrderUpdateBody }): Promise<VpsAdminOrder> {
  return apiJson<VpsAdminOrder>('PUT', `/api/vps-orders/${id}`, body);
}

export function useUpdateVpsOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVpsOrder, onSettled: () => invalidateVpsOrders(queryClient) });
}
