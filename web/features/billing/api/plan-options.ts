import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanOptions } from '../../../../contract/plan-changes.js';
import { apiJson } from '../../../lib/api-client';
import { BILLING_KEY, linkHeaders } from './get-billing';

/** GET /api/billing/subscriptions/{id}/plans: the plans it can move to, each plan's figures, and a change under way. */
export function getPlanOptions(id: number, token: string | null, signal?: AbortSignal): Promise<PlanOptions> {
  return apiJson<PlanOptions>('GET', `/api/billing/subscriptions/${id}/plans`, undefined, {
    signal,
    headers: linkHeaders(token),
  });
}

// Under the billing key, so a change (which invalidates every read) refreshes it too.
export const planOptionsQueryOptions = (id: number, token: string | null) =>
  queryOptions({
    queryKey: [...BILLING_KEY, 'plans', id, token ?? 'account'],
    queryFn: ({ signal }) => getPlanOptions(id, token, signal),
    staleTime: 0,
  });

export const usePlanOptions = (id: number, token: string | null) => useQuery(planOptionsQueryOptions(id, token));
