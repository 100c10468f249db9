import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionCodeCreateBody, PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { apiJson } from '../../../lib/api-client';
import { invalidatePromotionCodes } from './get-promotion-codes';

/** POST /api/admin/promotion-codes: the server makes the Stripe coupon and its promotion code. */
export function createPromotionCode(body: PromotionCodeCreateBody): Promise<PromotionCodeView> {
  return apiJson<PromotionCodeView>('POST', '/api/admin/promotion-codes', body);
}

export function useCreatePromotionCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPromotionCode, onSettled: () => invalidatePromotionCodes(queryClient) });
}
