import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundBody, RefundResponse } from '../../contract/refunds.js';
import { apiJson } from '../lib/api-client';
import { invalidateOrderLists } from './order-lists';

// The admin's Refund, from a donation row, a pending order or a VPS order. Every list that shows a
// payment from the ledger is refetched after it (the product's follow-up may also change the row itself).

/** GET /api/admin/donations (the donations feature reads it; its key is named here so a refund refreshes it). */
export const ADMIN_DONATIONS_KEY = ['/api/admin/donations'] as const;

/** POST /api/admin/payments/{id}/refund. */
export function refundPayment({ paymentId, body }: { paymentId: number; body: RefundBody }): Promise<RefundResponse> {
  return apiJson<RefundResponse>('POST', `/api/admin/payments/${paymentId}/refund`, body);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSettled: () =>
      Promise.all([
        invalidateOrderLists(queryClient),
        queryClient.invalidateQueries({ queryKey: ADMIN_DONATIONS_KEY }),
      ]),
  });
}
