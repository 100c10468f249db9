import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promotionRedemptionListSchema } from '../../../../contract/promotion-codes.js';
import { apiJson } from '../../../lib/api-client';
import { PROMOTION_CODES_KEY } from './get-promotion-codes';

export type PromotionRedemptionList = z.infer<typeof promotionRedemptionListSchema>;

/** GET /api/admin/promotion-codes/{id}/redemptions: who used the code, for what, and when. */
export function getPromotionRedemptions(id: number): Promise<PromotionRedemptionList> {
  return apiJson<PromotionRedemptionList>('GET', `/api/admin/promotion-codes/${id}/redemptions`);
}

/** Read only while the code's redemptions are open; under the list's key, so it follows the list's changes. */
export function usePromotionRedemptions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PROMOTION_CODES_KEY, id, 'redemptions'],
    queryFn: () => getPromotionRedemptions(id),
    enabled,
  });
}
