import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StripeSettings } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';
import { STRIPE_SETTINGS_KEY } from './get-stripe-settings';

/** POST /api/admin/stripe-settings/webhook-endpoint: the webhook step again, with the stored keys. */
export function setUpWebhookEndpoint(): Promise<StripeSettings> {
  return apiJson<StripeSettings>('POST', '/api/admin/stripe-settings/webhook-endpoint');
}

export function useSetUpWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpWebhookEndpoint,
    onSuccess: (settings) => queryClient.setQueryData(STRIPE_SETTINGS_KEY, settings),
  });
}
