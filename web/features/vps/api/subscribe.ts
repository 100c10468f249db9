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
