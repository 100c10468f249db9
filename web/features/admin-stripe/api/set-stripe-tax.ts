import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StripeSettings } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';
import { STRIPE_SETTINGS_KEY } from './get-stripe-settings';

/** PUT /api/admin/stripe-settings/tax: Stripe Tax on or off for paid hosting and VPS (the keys stay as saved). */
export function setStripeTax(automaticTax: boolean): Promise<StripeSettings> {
  return apiJson<StripeSettings>('PUT', '/api/admin/stripe-settings/tax', { automaticTax });
}

export function useSetStripeTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStripeTax,
    onSuccess: (settings) => queryClient.setQueryData(STRIPE_SETTINGS_KEY, settings),
  });
}
