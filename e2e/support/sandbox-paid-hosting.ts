import { expect, type APIRequestContext } from '@playwright/test';
import { e2eRdapPort, e2eWhoisPort } from '../../playwright.config';
import { startFakeRdap, type FakeRdap } from '../../sandbox/rdap';
import { startFakeWhois, type FakeWhois } from '../../sandbox/whois';
import { adminToken } from './api';

// The paid-hosting journey's domain registries on the ports the e2e server was started with (RDAP_BOOTSTRAP_URL,
// WHOIS_IANA_SERVER and WHOIS_SERVER_OVERRIDES in playwright.config.ts): RDAP for the TLDs IANA's bootstrap lists,
// WHOIS for .co.za and .im, as with the real registries. And its Starter and Premium packages. Stripe is
// e2e/support/sandbox-stripe.ts.

export interface SandboxRegistries {
  rdap: FakeRdap;
  whois: FakeWhois;
  stop(): Promise<void>;
}

/** `registered` names are registered at both sandboxes (each answers only for the TLDs it serves). */
export async function startSandboxRegistries(registered: string[]): Promise<SandboxRegistries> {
  const rdap = await startFakeRdap({ port: e2eRdapPort, host: '127.0.0.1', registered });
  const whois = await startFakeWhois({ port: e2eWhoisPort, host: '127.0.0.1', registered }).catch(
    async (error: unknown) => {
      await rdap.stop();
      throw error;
    },
  );
  return {
    rdap,
    whois,
    stop: async () => {
      await rdap.stop();
      await whois.stop();
    },
  };
}

/** Starter and Premium packages on the sandbox WHM's plans of the same names (000 §9 prices). */
export async function createPaidPackages(request: APIRequestContext, run: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const [planType, price, tlds] of [
    ['starter', 395, 'cc,best,store,co.za'],
    ['premium', 895, 'cc,best,store,co.za,com,net,org'],
  ] as const) {
    const res = await request.post('/api/admin/packages', {
      headers,
      data: {
        name: `${planType}-${run}`,
        displayName: planType === 'starter' ? 'Starter' : 'Premium',
        price,
        planType,
        whmPackageName: planType,
        allowedTlds: tlds,
        diskSpaceQuota: planType === 'starter' ? 5120 : 10240,
        bandwidthQuota: planType === 'starter' ? 102400 : 204800,
        emailAccounts: planType === 'starter' ? 5 : 25,
        databases: planType === 'starter' ? 2 : 10,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}
