import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { apiJson } from '../../../lib/api-client';
import { invalidatePromotionCodes } from './get-promotion-codes';

/** POST /api/admin/promotion-codes/{id}/deactivate: no one can use the code from now on (at Stripe too). */
export function deactivatePromotionCode(id: number): Promise<PromotionCodeView> {
  return apiJson<PromotionCodeView>('POST', `/api/admin/promotion-codes/${id}/deactivate`);
}

export function useDeactivatePromotionCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivatePromotionCode, onSettled: () => invalidatePromotionCodes(queryClient) });
}
