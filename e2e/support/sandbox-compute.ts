import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAzurePort, e2eVultrPort } from '../../playwright.config';
import { startFakeAzure, type FakeAzure } from '../../sandbox/azure';
import { startFakeVultr, type FakeVultr } from '../../sandbox/vultr';

// The sandbox Vultr and Azure for the compute journeys: real HTTP fakes on loopback, started in the test worker
// (so a journey can flip their switches or move an instance along) on the ports the e2e server was configured
// with (VULTR_API_URL, AZURE_LOGIN_URL, AZURE_MANAGEMENT_URL in playwright.config.ts). The Vultr key is fixed, so
// an account one journey linked still works against the fake the next journey starts. Each Azure fake has its
// own service principal: a token the server cached from an earlier fake would not be known to a new one.

export const E2E_VULTR_KEY = 'E2EVULTRSANDBOXKEY0000000000000000001';

export function startSandboxVultr(): Promise<FakeVultr> {
  return startFakeVultr({ port: e2eVultrPort, host: '127.0.0.1', apiKey: E2E_VULTR_KEY });
}

export function startSandboxAzure(): Promise<FakeAzure> {
  return startFakeAzure({ port: e2eAzurePort, host: '127.0.0.1' });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/admin/vultr/accounts, as the cloud tab does after a passing key test. */
export async function linkVultrAccount(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/admin/vultr/accounts', { headers: auth(token), data: { name, apiKey: E2E_VULTR_KEY, isActive: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

export async function linkAzureAccount(request: APIRequestContext, token: string, name: string, azure: FakeAzure): Promise<number> {
  const res = await request.post('/api/admin/azure/accounts', { headers: auth(token), data: { name, ...azure.principal, allowedRegions: ['eastus'], isActive: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

export async function setDefaultProvider(request: APIRequestContext, token: string, provider: 'azure' | 'vultr', accountId: number) {
  const res = await request.post('/api/admin/compute/default-provider', { headers: auth(token), data: { provider, accountId } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A registered (not anonymous) client with an e-mail: the Azure trial needs one (001 §9 'verified account'). */
export async function registerClientViaApi(request: APIRequestContext, email: string): Promise<{ token: string; userId: number; username: string }> {
  const res = await request.post('/api/register', { data: { email, password: 'E2e-password-123!' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return { token: body.token, userId: body.user.id, username: body.user.username };
}
