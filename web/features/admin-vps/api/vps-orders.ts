import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VpsAdminOrder, VpsOrderUpdateBody } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

// VPS Orders Management's calls (001 §7): GET /api/vps-orders; PUT, DELETE /api/vps-orders/{id}.

export const VPS_ORDERS_KEY = ['/api/vps-orders'] as const;

export const vpsOrdersQueryOptions = () =>
  queryOptions({ queryKey: VPS_ORDERS_KEY, queryFn: () => apiJson<VpsAdminOrder[]>('GET', '/api/vps-orders') });

export function useVpsOrders() {
  return useQuery(vpsOrdersQueryOptions());
}

export function useUpdateVpsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VpsOrderUpdateBody }) => apiJson<VpsAdminOrder>('PUT', `/api/vps-orders/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VPS_ORDERS_KEY }),
  });
}

export function useDeleteVpsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/vps-orders/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VPS_ORDERS_KEY }),
  });
}
