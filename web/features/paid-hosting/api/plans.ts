import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { apiJson, getQueryFn } from '../../../lib/api-client';

export const PAID_PLANS_KEY = ['/api/hosting/plans'] as const;

export const paidPlansQueryOptions = () => queryOptions({ queryKey: PAID_PLANS_KEY, queryFn: getQueryFn<PaidPlan[]>({ on401: 'returnNull' }) });

/** GET /api/hosting/plans: the signed-in client's paid plans (plan, renewal date, status). */
export const usePaidPlans = () => useQuery(paidPlansQueryOptions());

/** POST /api/hosting/plans/{id}/cancel: the plan ends at the end of the paid period. */
export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<PaidPlan>('POST', `/api/hosting/plans/${id}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAID_PLANS_KEY }),
  });
}
