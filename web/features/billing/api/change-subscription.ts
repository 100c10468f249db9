import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingSubscription } from '../../../../contract/billing.js';
import { apiJson } from '../../../lib/api-client';
import { linkHeaders } from './get-billing';

export type SubscriptionChange = 'cancel' | 'resume';

/**
 * POST /api/billing/subscriptions/{id}/cancel or /resume. `attempt` is the click (Stripe's idempotency key), made
 * once per click so a retried request is the same request and a later click a new one.
 */
export function changeSubscription({
  id,
  change,
  token,
  attempt,
}: {
  id: number;
  change: SubscriptionChange;
  token: string | null;
  attempt: string | undefined;
}) {
  return apiJson<BillingSubscription>(
    'POST',
    `/api/billing/subscriptions/${id}/${change}`,
    attempt ? { attempt } : {},
    { headers: linkHeaders(token) },
  );
}

/** A new click's id; none where the browser has no randomUUID (a page not served over https): the server makes one. */
export const newAttempt = (): string | undefined => globalThis.crypto?.randomUUID?.();

/**
 * After a change every cached read is stale, not only the billing centre's: a product shows the same subscription
 * elsewhere (the dashboard's paid-plan card), whose key this feature does not know. Unwatched reads only get marked.
 */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSubscription, onSuccess: () => queryClient.invalidateQueries() });
}
