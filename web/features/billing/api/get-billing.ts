import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingView } from '../../../../contract/billing.js';
import { BILLING_TOKEN_HEADER } from '../../../../contract/billing-constants.js';
import { apiJson } from '../../../lib/api-client';

export const BILLING_KEY = ['/api/billing'] as const;

/** The headers of a call made with a signed link (none for a signed-in user: the bearer header is the api client's). */
export const linkHeaders = (token: string | null): Record<string, string> =>
  token ? { [BILLING_TOKEN_HEADER]: token } : {};

/** GET /api/billing: the subscriptions and payments of the signed-in user, or of a signed link's address. */
export function getBilling(token: string | null, signal?: AbortSignal): Promise<BillingView> {
  return apiJson<BillingView>('GET', '/api/billing', undefined, { signal, headers: linkHeaders(token) });
}

// The token is part of the key (kept in memory only), so a link and the account never share an answer. Coming back
// from Stripe's pages (Pay now in a new tab) refreshes it.
export const billingQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...BILLING_KEY, token ?? 'account'],
    queryFn: ({ signal }) => getBilling(token, signal),
    refetchOnWindowFocus: true,
  });

export function useBilling(token: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions(token), enabled: options.enabled ?? true });
}
