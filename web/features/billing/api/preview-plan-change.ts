import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanChangePreview } from '../../../../contract/plan-changes.js';
import { apiJson } from '../../../lib/api-client';
import { BILLING_KEY, linkHeaders } from './get-billing';

export interface PreviewInput {
  id: number;
  plan: string;
  promotionCode: string | null;
  token: string | null;
}

/** POST /api/billing/subscriptions/{id}/plan-change/preview: what the change does and costs, priced by the server. */
export function previewPlanChange({ id, plan, promotionCode, token }: PreviewInput, signal?: AbortSignal) {
  return apiJson<PlanChangePreview>(
    'POST',
    `/api/billing/subscriptions/${id}/plan-change/preview`,
    promotionCode ? { plan, promotionCode } : { plan },
    { signal, headers: linkHeaders(token) },
  );
}

/**
 * A read, though it is a POST: it changes nothing, and each choice of plan and code is its own answer. Never retried
 * (a refusal — over quota, a bad code — is the answer) and never kept: Stripe's proration moves with the clock.
 */
export function usePlanChangePreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'plan-preview', input?.id, input?.plan, input?.promotionCode, input?.token ?? 'account'],
    queryFn: ({ signal }) => previewPlanChange(input!, signal),
    enabled: input !== null,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
