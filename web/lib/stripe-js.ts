import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// Stripe.js comes from js.stripe.com (it may not be bundled). '/pure' loads it only when a payment form opens,
// so pages without one never contact Stripe. Where it cannot load (offline, blocked, a network that hangs), the
// caller falls back to the hosted invoice page (000 §8), so a load must end: it fails after a time-out.

export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

const loads = new Map<string, Promise<Stripe>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Stripe.js for this publishable key, loaded once per page. Rejects when it cannot load or takes longer than the
 * time-out; a later call tries again (the failed attempt is forgotten).
 */
export function loadStripeJs(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  const cached = loads.get(publishableKey);
  if (cached) return cached;
  const load = withTimeout(loadStripe(publishableKey), timeoutMs).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  });
  loads.set(publishableKey, load);
  load.catch(() => loads.delete(publishableKey));
  return load;
}
