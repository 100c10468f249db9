import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';
import { PAID_PLANS_KEY } from './get-paid-plans';

/** POST /api/hosting/plans/{id}/resume: a plan set to end renews again (until its end date). */
export function resumePlan(id: number): Promise<PaidPlan> {
  return apiJson<PaidPlan>('POST', `/api/hosting/plans/${id}/resume`);
}

export function useResumePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAID_PLANS_KEY }),
  });
}
