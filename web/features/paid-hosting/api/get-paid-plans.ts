import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { getQueryFn } from '../../../lib/api-client';

export const PAID_PLANS_KEY = ['/api/hosting/plans'] as const;

/** GET /api/hosting/plans: the signed-in client's paid plans (plan, renewal date, status); null when signed out. */
export const getPaidPlans = getQueryFn<PaidPlan[]>({ on401: 'returnNull' });

export const paidPlansQueryOptions = () => queryOptions({ queryKey: PAID_PLANS_KEY, queryFn: getPaidPlans });

export function usePaidPlans() {
  return useQuery(paidPlansQueryOptions());
}
