import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeView } from '../../../../contract/plan-changes.js';
import { apiJson } from '../../../lib/api-client';
import { linkHeaders } from './get-billing';

/**
 * POST /api/billing/subscriptions/{id}/plan-change: an upgrade is charged to the card on file now, a downgrade waits
 * for the period end. `attempt` is the click (Stripe's idempotency key).
 */
export function changePlan(input: {
  id: number;
  plan: string;
  promotionCode: string | null;
  token: string | null;
  attempt: string | undefined;
}) {
  const { id, plan, promotionCode, token, attempt } = input;
  return apiJson<PlanChangeView>(
    'POST',
    `/api/billing/subscriptions/${id}/plan-change`,
    { plan, ...(promotionCode ? { promotionCode } : {}), ...(attempt ? { attempt } : {}) },
    { headers: linkHeaders(token) },
  );
}

// After it, every cached read is stale (the billing centre, the dashboard's paid-plan card, the plans).
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSettled: () => queryClient.invalidateQueries() });
}
