import type { DonationStatusResponse } from '../../../contract/payments.js';
import type { ConfirmedPurchase } from '../../lib/tracking/purchase';
import type { PaymentIntentReference, PaymentReference } from './api/get-donation-status';

// The success pages find the payment the same way whether Stripe redirected the browser (it appends
// payment_intent and payment_intent_client_secret to the return URL) or the form confirmed in place and
// navigated itself: by those two query parameters, which the server then checks with Stripe. Back from Stripe
// Checkout the URL carries session_id instead, which the server reads from Stripe the same way.

/** 'pi_123_secret_abc' → 'pi_123'. */
export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

export function successPath(path: string, reference: PaymentIntentReference): string {
  const query = new URLSearchParams({
    payment_intent: reference.paymentIntentId,
    payment_intent_client_secret: reference.clientSecret,
  });
  return `${path}?${query}`;
}

/**
 * The confirmed payment a success page sends the pixel Purchase for: the PaymentIntent the server says paid (after
 * Stripe Checkout the address names only the session), with the server's amount.
 */
export function purchaseOf(
  reference: PaymentReference | null,
  paid: DonationStatusResponse | null,
): ConfirmedPurchase | null {
  const paymentIntentId =
    paid?.paymentIntentId ?? (reference && 'paymentIntentId' in reference ? reference.paymentIntentId : null);
  return paid && paymentIntentId ? { paymentIntentId, amountCents: paid.amount, currency: paid.currency } : null;
}

export function readPaymentReference(search: string): PaymentReference | null {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id');
  if (sessionId) return { sessionId };
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  return paymentIntentId && clientSecret ? { paymentIntentId, clientSecret } : null;
}
