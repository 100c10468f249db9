import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DonationStatusResponse } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';

export interface PaymentReference {
  paymentIntentId: string;
  clientSecret: string;
}

/**
 * GET /api/donation-status: the server asks Stripe about this PaymentIntent and answers the donation's real
 * state. The success pages show nothing as paid before this answer (the return URL's parameters are no proof).
 */
export function getDonationStatus({ paymentIntentId, clientSecret }: PaymentReference): Promise<DonationStatusResponse> {
  const query = new URLSearchParams({ payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret });
  return apiJson<DonationStatusResponse>('GET', `/api/donation-status?${query}`);
}

export const donationStatusQueryOptions = (reference: PaymentReference) =>
  queryOptions({
    queryKey: ['/api/donation-status', reference.paymentIntentId] as const,
    queryFn: () => getDonationStatus(reference),
    staleTime: 0,
  });

export function useDonationStatus(reference: PaymentReference | null) {
  return useQuery({ ...donationStatusQueryOptions(reference ?? { paymentIntentId: '', clientSecret: '' }), enabled: reference !== null });
}
