import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StripeSettings, StripeSettingsBody } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';
import { CLIENT_CONFIG_KEY, resetClientConfigCache } from '../../../lib/client-config';
import { STRIPE_SETTINGS_KEY } from './get-stripe-settings';

/** PUT /api/admin/stripe-settings: both keys, the optional webhook secret and the mode; the server checks the key with Stripe. */
export function saveStripeSettings(body: StripeSettingsBody): Promise<StripeSettings> {
  return apiJson<StripeSettings>('PUT', '/api/admin/stripe-settings', body);
}

export function useSaveStripeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStripeSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(STRIPE_SETTINGS_KEY, settings);
      // This browser's client config carries the publishable key: read it again so donations open at once.
      resetClientConfigCache();
      void queryClient.invalidateQueries({ queryKey: CLIENT_CONFIG_KEY });
    },
  });
}
