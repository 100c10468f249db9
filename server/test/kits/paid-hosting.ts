// Helpers for the paid-hosting tests (not a test file itself): the hosting test app with the fake registries
// wired in (RDAP for the TLDs IANA's bootstrap lists, WHOIS for .co.za and .im, as in production) and Starter and
// Premium packages saved through the admin API.
import { startFakeRdap, type FakeRdap } from '../../../sandbox/rdap.js';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../../sandbox/stripe.js';
import { startFakeWhois, type FakeWhois } from '../../../sandbox/whois.js';
import {
  createDomainLookupProviders,
  type DomainLookupProviderOptions,
} from '../../integrations/domain-lookup/providers.js';
import { parseWhoisOverrides, parseWhoisServer } from '../../integrations/whois/servers.js';
import { bearer, nextAddress } from '../accounts.js';
import { createHostingTestApp, type HostingTestContext } from './hosting.js';
import type { AppDeps } from '../../wiring/deps.js';

export interface PaidHostingTestContext extends HostingTestContext {
  rdap: FakeRdap;
  whois: FakeWhois;
  stripe: FakeStripe;
  /** Saves the fake Stripe's keys as the Stripe settings. */
  configureStripe(): Promise<void>;
  /** Delivers a fake Stripe event to /api/stripe/webhook, signed as Stripe would, and answers the status. */
  deliver(event: FakeEvent): Promise<number>;
  packageIds: { starter: number; premium: number };
  patch(url: string, payload: unknown, token?: string): ReturnType<HostingTestContext['post']>;
}

/**
 * The lookup's providers on the sandboxes, set up as production is: IANA's referral at whois.iana.org and the
 * default co.za override (whois.registry.net.za); every WHOIS host is dialled to the sandbox. The per-host token
 * buckets are wide (a test asks one sandbox host far more often than a buyer would); their own tests narrow them.
 */
const WIDE_BUCKET = { capacity: 10_000, refillPerSecond: 10_000 };

export function sandboxDomainLookupProviders(
  rdap: FakeRdap,
  whois: FakeWhois,
  options: DomainLookupProviderOptions = {},
) {
  return createDomainLookupProviders(
    {
      rdapBootstrapUrl: rdap.bootstrapUrl,
      whois: {
        ianaServer: parseWhoisServer('whois.iana.org')!,
        overrides: parseWhoisOverrides('co.za=whois.registry.net.za'),
      },
    },
    { timeoutMs: 400, dial: whois.dial, buckets: { rdap: WIDE_BUCKET, whois: WIDE_BUCKET }, ...options },
  );
}

export async function createPaidHostingTestApp(
  deps: Partial<AppDeps> = {},
  options: { packages?: boolean; lookup?: DomainLookupProviderOptions } = {},
): Promise<PaidHostingTestContext> {
  const rdap = await startFakeRdap();
  const whois = await startFakeWhois();
  const stripe = await startFakeStripe();
  const t = await createHostingTestApp(
    { STRIPE_API_URL: stripe.url, STRIPE_MAX_NETWORK_RETRIES: '0', STRIPE_TIMEOUT_MS: '2000' },
    {
      domainLookupProviders: sandboxDomainLookupProviders(rdap, whois, options.lookup),
      ...deps,
    },
  );
  const packageIds = { starter: 0, premium: 0 };
  if (options.packages !== false) {
    for (const [planType, price, tlds] of [
      ['starter', 395, 'cc,best,store,co.za'],
      ['premium', 895, 'cc,best,store,co.za,com,net,org'],
    ] as const) {
      const res = await t.post(
        '/api/admin/packages',
        {
          name: planType,
          displayName: planType === 'starter' ? 'Starter' : 'Premium',
          price,
          planType,
          whmPackageName: planType,
          allowedTlds: tlds,
          diskSpaceQuota: planType === 'starter' ? 5120 : 10240,
          bandwidthQuota: planType === 'starter' ? 102400 : 204800,
        },
        t.admin.token,
      );
      if (res.statusCode !== 201) throw new Error(`package not saved: ${res.body}`);
      packageIds[planType] = (res.json() as { id: number }).id;
    }
  }
  return {
    ...t,
    rdap,
    whois,
    stripe,
    async configureStripe() {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/stripe-settings',
        headers: bearer(t.admin.token),
        payload: {
          publicKey: stripe.publishableKey,
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          isTestMode: true,
        },
      });
      if (res.statusCode !== 200) throw new Error(`Stripe settings not saved: ${res.statusCode} ${res.body}`);
    },
    async deliver(event) {
      const { payload, header } = stripe.webhooks.sign(event, {
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      return res.statusCode;
    },
    packageIds,
    patch: (url, payload, token) =>
      t.app.inject({
        method: 'PATCH',
        url,
        payload: payload as object,
        headers: token ? bearer(token) : {},
        remoteAddress: nextAddress(),
      }),
    async close() {
      await t.close();
      await rdap.stop();
      await whois.stop();
      await stripe.stop();
    },
  };
}
