import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeSettings } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';

export const STRIPE_SETTINGS_KEY = ['/api/admin/stripe-settings'] as const;

/** GET /api/admin/stripe-settings (001 §7): the publishable key and mode; for the secrets only whether they are set. */
export function getStripeSettings(): Promise<StripeSettings> {
  return apiJson<StripeSettings>('GET', '/api/admin/stripe-settings');
}

export const stripeSettingsQueryOptions = () =>
  queryOptions({ queryKey: STRIPE_SETTINGS_KEY, queryFn: getStripeSettings, staleTime: 0 });

export function useStripeSettings() {
  return useQuery(stripeSettingsQueryOptions());
}
