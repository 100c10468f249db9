import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSessionResponse } from '../../../../contract/checkout-sessions.js';
import type { ExtraRunBody, ExtraRunLaunch, ExtraRunStart } from '../../../../contract/compute-extra-runs.js';
import { apiJson } from '../../../lib/api-client';
import { COMPUTE_META_KEY } from './get-compute-meta';
import { MY_INSTANCES_KEY } from './get-my-instances';

// The spec's paths carry the trial provider's id (001 §7): it comes from the compute meta, not from here.
const extraRunPath = (provider: string) => `/api/compute/${encodeURIComponent(provider)}/extra-run`;

/** POST /api/compute/{provider}/extra-run: the $3 PaymentIntent of a run beyond the free trial (the server's price). */
export function useStartExtraRun(provider: string) {
  return useMutation({
    mutationFn: (body: ExtraRunBody) => apiJson<ExtraRunStart>('POST', extraRunPath(provider), body),
  });
}

/** POST /api/compute/{provider}/extra-run/{id}/launch: the server asks Stripe; the run starts once it is paid. */
export function useLaunchExtraRun(provider: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ExtraRunLaunch>('POST', `${extraRunPath(provider)}/${id}/launch`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_INSTANCES_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPUTE_META_KEY });
    },
  });
}

/**
 * POST /api/compute/{provider}/extra-run/{id}/checkout-session: Stripe.js could not load, so the payment
 * already started goes on to Stripe Checkout; the answer is the hosted page's address. Stripe brings the browser back
 * to /compute?extra_run={id}&session_id=…
 */
export function useExtraRunCheckout(provider: string) {
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<CheckoutSessionResponse>('POST', `${extraRunPath(provider)}/${id}/checkout-session`, {}),
  });
}
