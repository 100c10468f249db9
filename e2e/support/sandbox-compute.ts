import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAzurePort, e2eVultrPort } from '../../playwright.config';
import { startFakeAzure, type FakeAzure } from '../../sandbox/azure';
import { startFakeVultr, type FakeVultr } from '../../sandbox/vultr';

// The sandbox Vultr and Azure for the compute journeys: real HTTP fakes on loopback, started in the test worker
// (so a journey can flip their switches or move an instance along) on the ports the e2e server was configured
// with (VULTR_API_URL, AZURE_LOGIN_URL, AZURE_MANAGEMENT_URL in playwright.config.ts). Their credentials are fixed,
// so an account one journey linked still works against the fake the next journey starts.

export const E2E_VULTR_KEY = 'E2EVULTRSANDBOXKEY0000000000000000001';
export const E2E_AZURE_PRINCIPAL = {
  tenantId: '11111111-2222-4333-8444-555555555555',
  clientId: '66666666-7777-4888-9999-aaaaaaaaaaaa',
  clientSecret: 'sandbox~e2e-client-secret',
  subscriptionId: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff',
};

export function startSandboxVultr(): Promise<FakeVultr> {
  return startFakeVultr({ port: e2eVultrPort, host: '127.0.0.1', apiKey: E2E_VULTR_KEY });
}

export function startSandboxAzure(): Promise<FakeAzure> {
  return startFakeAzure({ port: e2eAzurePort, host: '127.0.0.1', principal: E2E_AZURE_PRINCIPAL });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/admin/vultr/accounts, as the cloud tab does after a passing key test. */
export async function linkVultrAccount(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/admin/vultr/accounts', { headers: auth(token), data: { name, apiKey: E2E_VULTR_KEY, isActive: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).id;
}

export async function linkAzureAccount(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/admin/azure/accounts', { headers: auth(token), data: { name, ...E2E_AZURE_PRINCIPAL, allowedRegions: ['eastus'], isActive: true } });
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
