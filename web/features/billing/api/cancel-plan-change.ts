import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanOptions } from '../../../../contract/plan-changes.js';
import { apiJson } from '../../../lib/api-client';
import { linkHeaders } from './get-billing';

/** POST …/plan-change/cancel: takes back a scheduled downgrade (a second click changes nothing). */
export function cancelPlanChange({ id, token, attempt }: { id: number; token: string | null; attempt?: string }) {
  return apiJson<PlanOptions>(
    'POST',
    `/api/billing/subscriptions/${id}/plan-change/cancel`,
    attempt ? { attempt } : {},
    {
      headers: linkHeaders(token),
    },
  );
}

// The subscription's line and the plans change back: every cached read is stale.
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelPlanChange, onSettled: () => queryClient.invalidateQueries() });
}
