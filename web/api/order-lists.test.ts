import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateOrderLists, PENDING_ORDERS_KEY, VPS_ORDERS_KEY } from './order-lists';

describe('the admin order lists', () => {
  it('a change in either makes both stale, so VPS Orders and Pending Orders never disagree until a reload', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(VPS_ORDERS_KEY, [{ id: 1, status: 'pending' }]);
    queryClient.setQueryData(PENDING_ORDERS_KEY, [{ id: 7, status: 'pending' }]);
    queryClient.setQueryData(['/api/hosting/plans'], []);
    await invalidateOrderLists(queryClient);
    expect(queryClient.getQueryState(VPS_ORDERS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(PENDING_ORDERS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/hosting/plans'])?.isInvalidated).toBe(false);
  });
});
