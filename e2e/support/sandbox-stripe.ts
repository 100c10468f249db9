import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAppUrl, e2eStripePort } from '../../playwright.config';
import { startFakeStripe, type FakeStripe } from '../../sandbox/stripe';
import { adminToken } from './api';

// The sandbox Stripe for payment journeys: a real HTTP fake on loopback, started in the test worker on the port
// the e2e server's STRIPE_API_URL names (playwright.config.ts). It signs and delivers its webhooks to the e2e
// server. Its keys are fixed so a journey can type them into the Stripe Settings form as an admin would.
export const SANDBOX_STRIPE_KEYS = {
  publicKey: 'pk_test_e2eSandboxPublishable',
  secretKey: 'sk_test_e2eSandboxSecret',
  webhookSecret: 'whsec_e2eSandboxSigning',
} as const;

export function startSandboxStripe(): Promise<FakeStripe> {
  return startFakeStripe({
    port: e2eStripePort,
    host: '127.0.0.1',
    publishableKey: SANDBOX_STRIPE_KEYS.publicKey,
    secretKey: SANDBOX_STRIPE_KEYS.secretKey,
    webhookSecret: SANDBOX_STRIPE_KEYS.webhookSecret,
    webhookUrl: `${e2eAppUrl}/api/stripe/webhook`,
  });
}

/** Saves the sandbox's keys as the Stripe settings through the admin API (for journeys about something else). */
export async function configureStripeViaApi(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  const res = await request.put('/api/admin/stripe-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...SANDBOX_STRIPE_KEYS, isTestMode: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
