import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { apiJson } from '../../../lib/api-client';

export const PROMOTION_CODES_KEY = ['/api/admin/promotion-codes'] as const;

/** GET /api/admin/promotion-codes: every code with its state and times redeemed, newest first. */
export function getPromotionCodes(): Promise<{ codes: PromotionCodeView[] }> {
  return apiJson<{ codes: PromotionCodeView[] }>('GET', '/api/admin/promotion-codes');
}

export const promotionCodesQueryOptions = () =>
  queryOptions({ queryKey: PROMOTION_CODES_KEY, queryFn: getPromotionCodes });

export function usePromotionCodes() {
  return useQuery(promotionCodesQueryOptions());
}

/** The list and every code's redemptions (a deactivation or a new code changes what they show). */
export function invalidatePromotionCodes(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PROMOTION_CODES_KEY });
}
