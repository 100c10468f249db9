import { useMutation } from '@tanstack/react-query';
import type { VpsSubscribeBody, VpsSubscribeResponse } from '../../../../contract/vps.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/vps/subscribe: e-mail, name, package and OS; the server prices it from the package and starts the subscription. */
export function useVpsSubscribe() {
  return useMutation({
    mutationFn: (body: VpsSubscribeBody) => apiJson<VpsSubscribeResponse>('POST', '/api/vps/subscribe', body),
  });
}

/** Where the buyer pays (001 §2 /vps-checkout). */
export function checkoutPath({
  subscriptionId,
  clientSecret,
}: Pick<VpsSubscribeResponse, 'subscriptionId' | 'clientSecret'>): string {
  return `/vps-checkout?${new URLSearchParams({ subscription_id: subscriptionId, client_secret: clientSecret })}`;
}

/**
 * What the server answered when the order started, kept in the checkout page's history entry: the amount due and the
 * promotion code's discount that /vps-checkout shows before the card is asked for (POST /api/vps/checkout does not
 * repeat them). Only the numbers the server gave; the browser adds nothing.
 */
export type VpsStartedState = Pick<VpsSubscribeResponse, 'subscriptionId' | 'amountDue' | 'currency' | 'discount'>;

export function startedState(started: VpsSubscribeResponse): { vpsStarted: VpsStartedState } {
  const { subscriptionId, amountDue, currency, discount } = started;
  return { vpsStarted: { subscriptionId, amountDue, currency, discount: discount ?? null } };
}
