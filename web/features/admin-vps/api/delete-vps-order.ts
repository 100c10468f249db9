import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateVpsOrders } from './get-vps-orders';

/** DELETE /api/vps-orders/{id} (001 §7). */
export function deleteVpsOrder(id: number): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', `/api/vps-orders/${id}`);
}

export function useDeleteVpsOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVpsOrder, onSettled: () => invalidateVpsOrders(queryClient) });
}
