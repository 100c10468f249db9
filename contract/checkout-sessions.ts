import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment-messages.js';

// A one-time payment (the $5 plugin donation, the paid extra compute run) falls back to Stripe Checkout's
// hosted page when Stripe.js cannot load, as subscriptions fall back to the hosted invoice page. The browser asks for
// a Checkout Session for the payment it already started (same row, same amount, decided by the server) and goes to
// its url; Stripe sends it back to the success page with ?session_id=…, which asks the server (never the browser's
// word). Messages are ours (docs/decisions.md, "One-time payments fall back to Stripe Checkout").

/** POST /api/create-checkout-session: the plugin donation the browser started, proven by its PaymentIntent's client secret. */
export const createCheckoutSessionBody = z.object({
  paymentIntentId: z
    .string()
    .trim()
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, PAYMENT_MESSAGES.paymentNotFound),
  clientSecret: z.string().trim().min(1, PAYMENT_MESSAGES.paymentNotFound).max(300),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBody>;

/** Where to send the browser: Stripe's hosted checkout page for this payment (the same one when asked again). */
export const checkoutSessionResponse = z.object({
  sessionId: z.string(),
  url: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** The checkout_session id Stripe puts in the success URL ({CHECKOUT_SESSION_ID}). */
export const checkoutSessionIdSchema = z
  .string()
  .trim()
  .regex(/^cs_[A-Za-z0-9_]{1,300}$/, PAYMENT_MESSAGES.paymentNotFound);

// The fallback's messages live in checkout-messages.ts (no zod, for the card payment form).
export { CHECKOUT_MESSAGES } from './checkout-messages.js';
