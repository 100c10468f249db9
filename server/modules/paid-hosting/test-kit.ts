// Helpers for the paid-hosting tests (not a test file itself): the hosting test app with the fake RDAP wired in
// and Starter and Premium packages saved through the admin API.
import { startFakeRdap, type FakeRdap } from '../../../sandbox/rdap.js';
import { createRdapHttpClient } from '../../integrations/rdap/http-client.js';
import { bearer, nextAddress } from '../../test/accounts.js';
import { createHostingTestApp, type HostingTestContext } from '../hosting/test-kit.js';
import type { AppDeps } from '../../app.js';

export interface PaidHostingTestContext extends HostingTestContext {
  rdap: FakeRdap;
  packageIds: { starter: number; premium: number };
  patch(url: string, payload: unknown, token?: string): ReturnType<HostingTestContext['post']>;
}

export async function createPaidHostingTestApp(deps: Partial<AppDeps> = {}, options: { packages?: boolean } = {}): Promise<PaidHostingTestContext> {
  const rdap = await startFakeRdap();
  const t = await createHostingTestApp({}, { rdap: createRdapHttpClient({ bootstrapUrl: rdap.bootstrapUrl, timeoutMs: 400 }), ...deps });
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
    packageIds,
    patch: (url, payload, token) => t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: token ? bearer(token) : {}, remoteAddress: nextAddress() }),
    async close() {
      await t.close();
      await rdap.stop();
    },
  };
}
