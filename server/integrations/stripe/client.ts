import Stripe from 'stripe';

// The one place a Stripe client is constructed (the official stripe-node package). The payments module builds
// it once from the admin's stored secret key and rebuilds it when the settings change; STRIPE_API_URL points
// it at another address (the sandbox), which is the only thing product code knows about where Stripe lives.

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com unless configured otherwise; stripe-node always appends /v1/. */
  apiUrl: string;
  /** Per request; nothing waits forever. */
  timeoutMs: number;
  /** Retries of network errors, 409s and 5xx (stripe-node reuses the same Idempotency-Key on each). */
  maxNetworkRetries: number;
}

export type StripeClient = Stripe;

/**
 * The API version the installed stripe-node is written for (it sends it as Stripe-Version on every call). HostFree's
 * own webhook endpoint is pinned to it, so events arrive in the shapes the code reads.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;
export type StripeClientFactory = (options: StripeClientOptions) => StripeClient;

/** host / port / protocol as stripe-node's options take them (it has no single base-URL option). */
export function stripeAddressOf(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export const createStripeClient: StripeClientFactory = ({ secretKey, apiUrl, timeoutMs, maxNetworkRetries }) =>
  new Stripe(secretKey, {
    ...stripeAddressOf(apiUrl),
    timeout: timeoutMs,
    maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'HostFree' },
  });

/** Webhook signature check without a client (no secret key needed): stripe-node's own constructEvent. */
const verifier = new Stripe('sk_test_signature_check_only', { telemetry: false });

/** The default tolerance of stripe-node, stated so a reader sees it: events signed longer ago are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Throws Stripe.errors.StripeSignatureVerificationError on a missing/bad/stale signature. */
export function verifyWebhook(
  rawBody: Buffer | string,
  signature: string,
  webhookSecret: string,
  nowMs?: number,
): Stripe.Event {
  return verifier.webhooks.constructEvent(
    rawBody,
    signature,
    webhookSecret,
    WEBHOOK_TOLERANCE_SECONDS,
    undefined,
    nowMs,
  );
}

export { Stripe };
