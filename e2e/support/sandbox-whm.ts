import { expect, type APIRequestContext } from '@playwright/test';
import { startFakeWhm, type FakeWhm } from '../../sandbox/whm';
import { adminToken } from './api';

// The sandbox WHM for journeys that provision hosting: a real HTTP fake on loopback, started in the test worker
// (so a journey can flip its switches or read its accounts directly) and wired into the e2e server through the
// admin API, exactly as an admin would on /admin/api-settings.

/**
 * A fresh fake WHM with the free package's WHM plan ('default') and realistic usage for new accounts; `sharedIp`
 * 127.0.0.1 puts its accounts where the sandbox web front serves them (the abuse journey).
 */
export async function startSandboxWhm(
  request: APIRequestContext,
  options: { sharedIp?: string } = {},
): Promise<FakeWhm> {
  const whm = await startFakeWhm({ loginPages: true, hostname: 'server.sandbox.test', ...options });
  whm.state.addPackage({
    name: 'default',
    QUOTA: '5120',
    BWLIMIT: '10240',
    MAXPOP: '5',
    MAXSQL: '2',
    MAXSUB: '5',
    MAXFTP: '1',
    MAXPARK: '0',
    MAXADDON: '0',
  });
  whm.state.usageOnCreate = { diskMb: 42, bandwidthMb: 12.5, emailaccounts: 1, mysqldatabases: 1 };
  const token = await adminToken(request);
  const saved = await request.post('/api/api-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      whmApiUrl: whm.url,
      whmApiToken: whm.token,
      cpanelBaseUrl: whm.url,
      emailFromAddress: 'noreply@hostfree.test',
      emailFromName: 'HostFree',
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return whm;
}

/** The hosted-site suffix the server is configured with. */
export async function hostedDomain(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/client-config');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).hostedDomain;
}
