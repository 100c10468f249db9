// Helpers for the paid-hosting tests (not a test file itself): the hosting test app with the fake RDAP wired in
// and Starter and Premium packages saved through the admin API.
import { startFakeRdap, type FakeRdap } from '../../../sandbox/rdap.js';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../../sandbox/stripe.js';
import { createRdapHttpClient } from '../../integrations/rdap/http-client.js';
import { bearer, nextAddress } from '../accounts.js';
import { createHostingTestApp, type HostingTestContext } from './hosting.js';
import type { AppDeps } from '../../wiring/deps.js';

export interface PaidHostingTestContext extends HostingTestContext {
  rdap: FakeRdap;
  stripe: FakeStripe;
  /** Saves the fake Stripe's keys as the Stripe settings. */
  configureStripe(): Promise<void>;
  /** Delivers a fake Stripe event to /api/stripe/webhook, signed as Stripe would, and answers the status. */
  deliver(event: FakeEvent): Promise<number>;
  packageIds: { starter: number; premium: number };
  patch(url: string, payload: unknown, token?: string): ReturnType<HostingTestContext['post']>;
}

export async function createPaidHostingTestApp(deps: Partial<AppDeps> = {}, options: { packages?: boolean } = {}): Promise<PaidHostingTestContext> {
  const rdap = await startFakeRdap();
  const stripe = await startFakeStripe();
  const t = await createHostingTestApp({ STRIPE_API_URL: stripe.url, STRIPE_MAX_NETWORK_RETRIES: '0', STRIPE_TIMEOUT_MS: '2000' }, { rdap: createRdapHttpClient({ bootstrapUrl: rdap.bootstrapUrl, timeoutMs: 400 }), ...deps });
  const packageIds = { starter: 0, premium: 0 };
  if (options.packages !== false) {
    for (const [planType, price, tlds] of [['starter', 395, 'cc,best,store,co.za'], ['premium', 895, 'cc,best,store,co.za,com,net,org']] as const) {
      const res = await t.post('/api/admin/packages', {
        name: planType, displayName: planType === 'starter' ? 'Starter' : 'Premium', price, planType, whmPackageName: planType, allowedTlds: tlds,
        diskSpaceQuota: planType === 'starter' ? 5120 : 10240, bandwidthQuota: planType === 'starter' ? 102400 : 204800,
      }, t.admin.token);
      if (res.statusCode !== 201) throw new Error(`package not saved: ${res.body}`);
      packageIds[planType] = (res.json() as { id: number }).id;
    }
  }
  return {
    ...t,
    rdap,
    stripe,
    async configureStripe() {
      const res = await t.app.inject({
        method: 'PUT', url: '/api/admin/stripe-settings', headers: bearer(t.admin.token),
        payload: { publicKey: stripe.publishableKey, secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, isTestMode: true },
      });
      if (res.statusCode !== 200) throw new Error(`Stripe settings not saved: ${res.statusCode} ${res.body}`);
    },
    async deliver(event) {
      const { payload, header } = stripe.webhooks.sign(event, { timestamp: Math.floor(t.clock.now().getTime() / 1000) });
      const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
      return res.statusCode;
    },
    packageIds,
    patch: (url, payload, token) => t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: token ? bearer(token) : {}, remoteAddress: nextAddress() }),
    async close() {
      await t.close();
      await rdap.stop();
      await stripe.stop();
    },
  };
}
