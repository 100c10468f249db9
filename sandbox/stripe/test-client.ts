import { createStripeClient, type StripeClient } from '../../server/integrations/stripe/client.js';
import { startFakeStripe, type FakeStripe } from '../stripe.js';

/**
 * The fake Stripe and the real client (stripe-node, as server/integrations/stripe builds it) pointed at it, for the
 * fake's own tests: short time-out and no retries, so a fault the fake is told to make shows at once.
 */
export async function startFakeStripeWithClient(): Promise<{ fake: FakeStripe; stripe: StripeClient }> {
  const fake = await startFakeStripe();
  const stripe = createStripeClient({
    secretKey: fake.secretKey,
    apiUrl: fake.url,
    timeoutMs: 500,
    maxNetworkRetries: 0,
  });
  return { fake, stripe };
}
