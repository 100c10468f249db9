// The fake domain registries in `npm run demo` (RDAP for the TLDs IANA's bootstrap lists, WHOIS on loopback
// for .co.za and .im, the IANA referral included), and the Starter and Premium packages paid hosting sells. A few
// well-known names are registered, so searches show "already registered" and the alternatives at work.
import { createDomainLookupProviders } from '../../server/integrations/domain-lookup/providers.js';
import { PLAN_DEFAULTS, PREMIUM_TLDS, STARTER_TLDS } from '../../contract/paid-hosting.js';
import { startFakeRdap, type FakeRdap } from '../rdap.js';
import { startFakeWhois, type FakeWhois } from '../whois.js';
import type { DemoSeeder } from './seeders.js';

const REGISTERED = [
  'example.com',
  'example.net',
  'example.org',
  'example.cc',
  'google.com',
  'wordpress.org',
  'shop.store',
  'best.best',
  'mybrand.cc',
  'mybrand.best',
  'mybrand.store',
  'example.co.za',
  'mybrand.co.za',
  'example.im',
];

let running: FakeRdap | undefined;
let runningWhois: FakeWhois | undefined;

/** The demo's fake RDAP (for console commands); undefined before start(). */
export function demoRdap(): FakeRdap | undefined {
  return running;
}

/** The demo's fake WHOIS (for console commands); undefined before start(). */
export function demoWhois(): FakeWhois | undefined {
  return runningWhois;
}

export const rdapDemo: DemoSeeder = {
  name: 'Domain registries',
  once: true,

  async start({ say }) {
    const fake = await startFakeRdap({ registered: REGISTERED });
    const whois = await startFakeWhois({ registered: REGISTERED });
    running = fake;
    runningWhois = whois;
    say(`Sandbox RDAP:     ${fake.url}  (registered: ${REGISTERED.join(', ')})`);
    say(
      `Sandbox WHOIS:    ${whois.address}  (IANA referrals and the .co.za and .im registries; every WHOIS host is routed here)`,
    );
    // As production is set up (IANA's referral, the default co.za override), with every WHOIS host dialled to the sandbox.
    const whoisSettings = {
      ianaServer: { host: 'whois.iana.org', port: 43 },
      overrides: new Map([['co.za', { host: 'whois.registry.net.za', port: 43 }]]),
    };
    return {
      deps: {
        domainLookupProviders: createDomainLookupProviders(
          { rdapBootstrapUrl: fake.bootstrapUrl, whois: whoisSettings },
          { dial: whois.dial },
        ),
      },
      async stop() {
        running = undefined;
        runningWhois = undefined;
        await fake.stop();
        await whois.stop();
      },
    };
  },

  /** Starter and Premium (000 §9) on the fake WHM's plans, unless an admin already made packages of those plans. */
  async seed(app, { say }) {
    const existing = await app.services.packageAdmin.listPackages();
    for (const planType of ['starter', 'premium'] as const) {
      if (existing.some((p) => p.planType === planType)) continue;
      const defaults = PLAN_DEFAULTS[planType];
      await app.services.packageAdmin.createPackage(0, {
        name: planType,
        displayName: planType === 'starter' ? 'Starter' : 'Premium',
        description: defaults.description,
        price: defaults.price,
        currency: 'USD',
        planType,
        whmPackageName: planType,
        allowedTlds: [...(planType === 'starter' ? STARTER_TLDS : PREMIUM_TLDS)],
        diskSpaceQuota: defaults.diskSpaceQuota,
        bandwidthQuota: defaults.bandwidthQuota,
        emailAccounts: defaults.emailAccounts,
        databases: defaults.databases,
        subdomains: planType === 'starter' ? 10 : 50,
      });
      say(
        `Paid hosting:     ${planType} package seeded ($${(defaults.price / 100).toFixed(2)}/mo on WHM plan "${planType}")`,
      );
    }
  },
};
