import type { QueryClient } from '@tanstack/react-query';

// The admin's two order lists show the same orders (a VPS order is also a row of Pending Orders): a change made in
// one list makes both stale, so both are refetched (they refresh each other).

export const VPS_ORDERS_KEY = ['/api/vps-orders'] as const;
export const PENDING_ORDERS_KEY = ['/api/admin/pending-orders'] as const;

export function invalidateOrderLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: VPS_ORDERS_KEY }),
    queryClient.invalidateQueries({ queryKey: PENDING_ORDERS_KEY }),
  ]);
}
