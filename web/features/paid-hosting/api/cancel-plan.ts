import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';
import { PAID_PLANS_KEY } from './get-paid-plans';

/** POST /api/hosting/plans/{id}/cancel: the plan ends at the end of the paid period. */
export function cancelPlan(id: number): Promise<PaidPlan> {
  return apiJson<PaidPlan>('POST', `/api/hosting/plans/${id}/cancel`);
}

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAID_PLANS_KEY }),
  });
}
