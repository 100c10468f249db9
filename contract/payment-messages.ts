// The payment messages (payments.ts re-exports them), in a file without zod so the landing page's donate section
// can say them without loading the schemas (first load). Quoted messages are verbatim from the spec.

export const PAYMENT_MESSAGES = {
  // 000 §5 / §8 (donation dialog).
  selectionRequiredTitle: 'Selection Required',
  selectionRequired: 'Please select a gift option first',
  donationsUnavailableTitle: 'Donations Unavailable',
  donationsUnavailable: 'Stripe is not configured. Donations are temporarily unavailable.',
  subscriptionFailedTitle: 'Subscription Failed',
  subscriptionFailedDefault: 'Please try again later',
  noClientSecret: 'No client secret received',
  paymentFailedTitle: 'Payment Failed',
  unknownPaymentError: 'Unknown payment error',
  paymentErrorTitle: 'Payment Error',
  paymentError: 'There was an issue processing your payment. Please try again.',
  // 001 §2 / §8 (plugin donation).
  paymentsUnavailable: 'Payments Temporarily Unavailable',
  paymentSuccessful: 'Payment Successful',
  // 000 §8 (paid hosting; also what other modules say when no key is stored).
  stripeNotConfigured: 'Stripe not configured',
  // Server answers the spec leaves open.
  invalidTier: 'Please choose one of the donation tiers',
  giftTierMismatch: 'The gift tier does not match the amount',
  invalidGift: 'This gift is not offered with the chosen tier',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  pluginNotFound: 'Plugin not found',
  stripeUnreachable: 'Stripe could not be reached. Please try again in a moment.',
  paymentNotFound: 'Payment not found',
  // Stripe settings (001 §5: keys required, test and live prefixes; the webhook secret is optional).
  publicKeyRequired: 'Publishable key is required',
  secretKeyRequired: 'Secret key is required',
  publicKeyPrefix: 'Publishable key must start with pk_test_ or pk_live_',
  secretKeyPrefix: 'Secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_',
  webhookSecretPrefix: 'Webhook secret must start with whsec_',
  testModeNeedsTestKeys: 'Test mode needs test keys (pk_test_ and sk_test_ or rk_test_)',
  liveModeNeedsLiveKeys: 'Live mode needs live keys (pk_live_ and sk_live_ or rk_live_)',
  stripeSettingsSaved: 'Stripe settings saved',
  // HostFree's own webhook endpoint. The keys are saved whatever happens to the endpoint.
  webhookEndpointUnreachable:
    'Stripe could not be reached to set up the webhook endpoint. The keys are saved; use "Set up webhook again" in a moment.',
  webhookEndpointRefusedPrefix: 'Stripe refused to set up the webhook endpoint: ',
  webhookEndpointNoPermission:
    'This key may not manage webhook endpoints (a restricted key needs the "Webhook Endpoints" write permission). Use a secret key, or paste the signing secret of an endpoint you made yourself.',
  webhookEndpointOldLeft:
    'The webhook endpoint is set up, but Stripe could not remove the previous one; use "Set up webhook again" to retry.',
  webhookEndpointRemoveFailed:
    'Your webhook secret is saved, but Stripe could not remove HostFree\'s own endpoint; use "Set up webhook again" to retry.',
  webhookNeedsKeys: 'Save the Stripe keys first',
} as const;
