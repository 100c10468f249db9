import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAzurePort, e2eVultrPort } from '../../playwright.config';
import { startFakeAzure, type FakeAzure } from '../../sandbox/azure';
import { startFakeVultr, type FakeVultr } from '../../sandbox/vultr';
import { adminToken, registerViaApi } from './api';

// The sandbox Vultr and Azure for compute journeys: real HTTP fakes on loopback, started in the test worker on
// the ports the e2e server's VULTR_API_URL / AZURE_LOGIN_URL / AZURE_MANAGEMENT_URL name (playwright.config.ts),
// so a journey can flip their switches or read their machines. Keys and principal are fixed per port, so an
// account linked by one journey keeps working in the next one.

export const SANDBOX_VULTR_KEY = 'E2ESANDBOXVULTRKEY0123456789ABCDEF';
export const SANDBOX_AZURE_PRINCIPAL = {
  tenantId: '00000000-0000-4000-8000-0000000e2e01',
  clientId: '00000000-0000-4000-8000-0000000e2e02',
  clientSecret: 'sandbox~e2e-client-secret',
  subscriptionId: '00000000-0000-4000-8000-0000000e2e03',
};

export interface SandboxCompute {
  vultr: FakeVultr;
  azure: FakeAzure;
  stop(): Promise<void>;
}

/** Starts both fakes. Vultr instances turn active `activeAfterMs` after launch (seen at the next sync). */
export async function startSandboxCompute(activeAfterMs = 1000): Promise<SandboxCompute> {
  const vultr = await startFakeVultr({ port: e2eVultrPort, host: '127.0.0.1', apiKey: SANDBOX_VULTR_KEY });
  vultr.activateAfterMs = activeAfterMs;
  const azure = await startFakeAzure({ port: e2eAzurePort, host: '127.0.0.1', principal: SANDBOX_AZURE_PRINCIPAL });
  return {
    vultr,
    azure,
    stop: async () => {
      await vultr.stop();
      await azure.stop();
    },
  };
}

/** Links one account of each provider through the admin API (when none is linked) and sets the default provider. */
export async function linkSandboxAccounts(request: APIRequestContext, provider: 'vultr' | 'azure' = 'vultr') {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const vultrAccounts = await (await request.get('/api/admin/vultr/accounts', { headers })).json();
  if (vultrAccounts.length === 0) {
    const res = await request.post('/api/admin/vultr/accounts', {
      headers,
      data: { name: 'Sandbox Vultr', apiKey: SANDBOX_VULTR_KEY },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const azureAccounts = await (await request.get('/api/admin/azure/accounts', { headers })).json();
  if (azureAccounts.length === 0) {
    const res = await request.post('/api/admin/azure/accounts', {
      headers,
      data: { name: 'Sandbox Azure', ...SANDBOX_AZURE_PRINCIPAL },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const set = await request.post('/api/admin/compute/default-provider', { headers, data: { provider } });
  expect(set.ok(), await set.text()).toBeTruthy();
}

// Single fakes for journeys that drive one provider at a time. The Vultr key is the fixed one above; each Azure
// fake gets its own service principal, because a token the server cached from an earlier fake with the same
// principal is unknown to the next fake, and the server (so far) answers that 401 by failing the launch.
export function startSandboxVultr(): Promise<FakeVultr> {
  return startFakeVultr({ port: e2eVultrPort, host: '127.0.0.1', apiKey: SANDBOX_VULTR_KEY });
}

export function startSandboxAzure(): Promise<FakeAzure> {
  return startFakeAzure({ port: e2eAzurePort, host: '127.0.0.1' });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/admin/vultr/accounts, as the cloud tab does after a passing key test. */
export async function linkVultrAccount(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/admin/vultr/accounts', {
    headers: auth(token),
    data: { name, apiKey: SANDBOX_VULTR_KEY, isActive: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

export async function linkAzureAccount(
  request: APIRequestContext,
  token: string,
  name: string,
  azure: FakeAzure,
): Promise<number> {
  const res = await request.post('/api/admin/azure/accounts', {
    headers: auth(token),
    data: { name, ...azure.principal, allowedRegions: ['eastus'], isActive: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

export async function setDefaultProvider(
  request: APIRequestContext,
  token: string,
  provider: 'azure' | 'vultr',
  accountId: number,
) {
  const res = await request.post('/api/admin/compute/default-provider', {
    headers: auth(token),
    data: { provider, accountId },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A registered (not anonymous) client with an e-mail: the Azure trial needs one (001 §9 'verified account'). */
export const registerClientViaApi = (request: APIRequestContext, email: string) =>
  registerViaApi(request, email, 'E2e-password-123!');
