import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResponse, CreateCheckoutSessionBody } from '../../../../contract/checkout-sessions.js';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/create-checkout-session: Stripe.js could not load, so the $5 donation already started (its
 * PaymentIntent and client secret) goes on to Stripe Checkout; the answer is the hosted page's address.
 */
export function createCheckoutSession(body: CreateCheckoutSessionBody): Promise<CheckoutSessionResponse> {
  return apiJson<CheckoutSessionResponse>('POST', '/api/create-checkout-session', body);
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
