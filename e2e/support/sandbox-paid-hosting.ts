import { expect, type APIRequestContext } from '@playwright/test';
import { e2eRdapPort, e2eStripePort } from '../../playwright.config';
import { startFakeRdap, type FakeRdap } from '../../sandbox/rdap';
import { startFakeStripe, type FakeStripe } from '../../sandbox/stripe';
import { adminToken } from './api';

// The sandboxes of the paid-hosting journey: RDAP registries and Stripe on the ports the e2e server was started
// with (RDAP_BOOTSTRAP_URL, STRIPE_API_URL in playwright.config.ts); Stripe's keys are saved through the admin
// API as an admin would, and its signed webhooks go to the server.

export async function startSandboxRdap(registered: string[]): Promise<FakeRdap> {
  return startFakeRdap({ port: e2eRdapPort, host: '127.0.0.1', registered });
}

export async function startSandboxStripe(request: APIRequestContext, baseURL: string): Promise<FakeStripe> {
  const stripe = await startFakeStripe({ port: e2eStripePort, host: '127.0.0.1', webhookUrl: `${baseURL}/api/stripe/webhook` });
  const saved = await request.put('/api/admin/stripe-settings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { publicKey: stripe.publishableKey, secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, isTestMode: true },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return stripe;
}

/** Starter and Premium packages on the sandbox WHM's plans of the same names (000 §9 prices). */
export async function createPaidPackages(request: APIRequestContext, run: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const [planType, price, tlds] of [['starter', 395, 'cc,best,store,co.za'], ['premium', 895, 'cc,best,store,co.za,com,net,org']] as const) {
    const res = await request.post('/api/admin/packages', {
      headers,
      data: { name: `${planType}-${run}`, displayName: planType === 'starter' ? 'Starter' : 'Premium', price, planType, whmPackageName: planType, allowedTlds: tlds, diskSpaceQuota: planType === 'starter' ? 5120 : 10240, bandwidthQuota: planType === 'starter' ? 102400 : 204800, emailAccounts: planType === 'starter' ? 5 : 25, databases: planType === 'starter' ? 2 : 10 },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}
