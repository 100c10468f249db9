import { PAYMENT_MESSAGES } from '../../../contract/payments.js';
import { AppError } from '../../errors.js';
import { Stripe } from '../../integrations/stripe/client.js';

// Stripe's failures as the app's errors. A card decline is the donor's to read (Stripe's own message); anything
// else (network, time-out, 5xx, a garbled answer, a rejected key) is an outage for the caller: 502 with a
// retryable message, and the details go to the log, never to the browser.

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

/** A 404 from Stripe (resource_missing): the object does not exist in this account. */
export const isStripeMissing = (error: unknown) => isStripeError(error) && error.statusCode === 404;

/** `lookup`: a read by id, where Stripe's 404 means "no such payment" (else a 404 is our bug: an outage to the caller). */
export function stripeFailure(error: unknown, options: { lookup?: boolean } = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError)
    return new AppError('BAD_REQUEST', error.message || PAYMENT_MESSAGES.unknownPaymentError, {
      code: error.code ?? null,
      declineCode: error.decline_code ?? null,
    });
  if (options.lookup && isStripeMissing(error)) return new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.stripeUnreachable, { retryable: true });
}

/** What the log may carry about a Stripe failure (no keys, no bodies with client secrets). */
export function describeStripeError(error: unknown): Record<string, unknown> {
  if (isStripeError(error))
    return {
      stripeType: error.type,
      statusCode: error.statusCode ?? null,
      code: error.code ?? null,
      requestId: error.requestId ?? null,
      message: error.message,
    };
  return { message: error instanceof Error ? error.message : String(error) };
}
