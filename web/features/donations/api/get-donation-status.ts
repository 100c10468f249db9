import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DonationStatusResponse } from '../../../../contract/payments.js';
import { apiJson } from '../../../lib/api-client';

/** The PaymentIntent Stripe.js (or Stripe's redirect) names, with its client secret. */
export interface PaymentIntentReference {
  paymentIntentId: string;
  clientSecret: string;
}
/** Back from Stripe Checkout: the session id Stripe puts in the success URL. */
export interface CheckoutSessionReference {
  sessionId: string;
}
export type PaymentReference = PaymentIntentReference | CheckoutSessionReference;

const queryOf = (reference: PaymentReference) =>
  'sessionId' in reference
    ? new URLSearchParams({ session_id: reference.sessionId })
    : new URLSearchParams({
        payment_intent: reference.paymentIntentId,
        payment_intent_client_secret: reference.clientSecret,
      });

/**
 * GET /api/donation-status: the server asks Stripe about this PaymentIntent (or Checkout Session) and answers the
 * donation's real state. The success pages show nothing as paid before this answer (the return URL's parameters are
 * no proof).
 */
export function getDonationStatus(reference: PaymentReference): Promise<DonationStatusResponse> {
  return apiJson<DonationStatusResponse>('GET', `/api/donation-status?${queryOf(reference)}`);
}

export const donationStatusQueryOptions = (reference: PaymentReference) =>
  queryOptions({
    queryKey: [
      '/api/donation-status',
      'sessionId' in reference ? reference.sessionId : reference.paymentIntentId,
    ] as const,
    queryFn: () => getDonationStatus(reference),
    staleTime: 0,
  });

export function useDonationStatus(reference: PaymentReference | null) {
  return useQuery({ ...donationStatusQueryOptions(reference ?? { sessionId: '' }), enabled: reference !== null });
}
