import { expect, type APIRequestContext } from '@playwright/test';
import { e2eRdapPort } from '../../playwright.config';
import { startFakeRdap, type FakeRdap } from '../../sandbox/rdap';
import { adminToken } from './api';

// The paid-hosting journey's RDAP registries on the port the e2e server was started with (RDAP_BOOTSTRAP_URL in
// playwright.config.ts), and its Starter and Premium packages. Stripe is e2e/support/sandbox-stripe.ts.

export async function startSandboxRdap(registered: string[]): Promise<FakeRdap> {
  return startFakeRdap({ port: e2eRdapPort, host: '127.0.0.1', registered });
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
