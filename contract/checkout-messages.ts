// What the Stripe Checkout fallback says (checkout-sessions.ts re-exports it), in a file without zod so the card
// payment form on /paid-hosting and /compute can say it without loading the schemas. Ours
// (docs/decisions.md, "One-time payments fall back to Stripe Checkout").

export const CHECKOUT_MESSAGES = {
  continueToCheckout: 'Continue to secure checkout',
  alreadyPaid: 'This payment has already been made.',
  startAgain: 'This payment can no longer be made. Please start again.',
  expired: 'The secure checkout page expired before the payment was made. Please start again.',
} as const;
