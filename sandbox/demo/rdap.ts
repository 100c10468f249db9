// The fake RDAP registries in `npm run demo`, and the Starter and Premium packages paid hosting sells. A few
// well-known names are registered, so searches show "already registered" and the alternatives at work.
import { createRdapHttpClient } from '../../server/integrations/rdap/http-client.js';
import { PLAN_DEFAULTS, PREMIUM_TLDS, STARTER_TLDS } from '../../contract/paid-hosting.js';
import { startFakeRdap, type FakeRdap } from '../rdap.js';
import type { DemoSeeder } from './seeders.js';

const REGISTERED = ['example.com', 'example.net', 'example.org', 'example.cc', 'google.com', 'wordpress.org', 'shop.store', 'best.best', 'mybrand.cc', 'mybrand.best', 'mybrand.store'];

let running: FakeRdap | undefined;

/** The demo's fake RDAP (for console commands); undefined before start(). */
export function demoRdap(): FakeRdap | undefined {
  return running;
}

export const rdapDemo: DemoSeeder = {
  name: 'RDAP',

  async start({ say }) {
    const fake = await startFakeRdap({ registered: REGISTERED });
    running = fake;
    say(`Sandbox RDAP:     ${fake.url}  (registered: ${REGISTERED.join(', ')})`);
    return {
      deps: { rdap: createRdapHttpClient({ bootstrapUrl: fake.bootstrapUrl }) },
      async stop() {
        running = undefined;
        await fake.stop();
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
      say(`Paid hosting:     ${planType} package seeded ($${(defaults.price / 100).toFixed(2)}/mo on WHM plan "${planType}")`);
    }
  },
};
