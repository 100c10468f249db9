// The real Azure client (Entra ID token + ARM) against the sandbox (sandbox/azure.ts): the token and its cache,
// long-running operations, the refusals azure.md lists, failures and time-outs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAzure, type FakeAzure } from '../../../sandbox/azure.js';
import { AZURE_IMAGES, createAzureHttpClient } from './http-client.js';
import type { AzureCredentials, TrialVmSpec } from './types.js';

describe('Azure client against the sandbox', () => {
  let fake: FakeAzure;
  const creds = (over: Partial<AzureCredentials> = {}): AzureCredentials => ({ ...fake.principal, ...over });
  const client = (over: Partial<AzureCredentials> = {}, timeoutMs = 1000) =>
    createAzureHttpClient(creds(over), {
      loginUrl: fake.loginUrl,
      managementUrl: fake.managementUrl,
      timeoutMs,
      retryPauseMs: 0,
      lroPollMs: 0,
      lroMaxWaitMs: 5000,
    });
  const spec = (name: string, over: Partial<TrialVmSpec> = {}): TrialVmSpec => ({
    resourceGroup: `rg-${name}`,
    location: 'eastus',
    name,
    computerName: name,
    size: 'Standard_B1ms',
    priority: 'Regular',
    image: AZURE_IMAGES['ubuntu-24-04'],
    adminUsername: 'hfadmin',
    adminPassword: 'Abcdef123456!xyz',
    tags: { platform: 'hostfree' },
    ...over,
  });

  beforeAll(async () => {
    fake = await startFakeAzure();
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    fake.switches.reset();
    fake.requests.length = 0;
    fake.rbac = 'ok';
    fake.pollsToComplete = 1;
  });

  it('gets a token with client credentials, caches it, and reads the subscription', async () => {
    // A fresh tenant id per test keeps the process-wide token cache from hiding the first request.
    const c = client();
    const sub = await c.getSubscription();
    expect(sub).toEqual({
      subscriptionId: fake.principal.subscriptionId,
      displayName: 'Sandbox Pay-As-You-Go',
      state: 'Enabled',
    });
    await c.getSubscription();
    await client().getSubscription();
    expect(fake.requests.filter((r) => r.key === 'token')).toHaveLength(1);
    expect(fake.requests.every((r) => r.key === 'token' || /api-version=/.test(r.path))).toBe(true);
  });

  it('maps a wrong secret, an unknown app and an unknown tenant to auth with the AADSTS code', async () => {
    await expect(client({ clientSecret: 'wrong' }).getSubscription()).rejects.toMatchObject({
      kind: 'auth',
      code: 'AADSTS7000215',
    });
    await expect(client({ clientId: 'nobody' }).getSubscription()).rejects.toMatchObject({
      kind: 'auth',
      code: 'AADSTS700016',
    });
    await expect(client({ tenantId: 'no-such-tenant' }).getSubscription()).rejects.toMatchObject({
      kind: 'auth',
      code: 'AADSTS90002',
    });
  });

  it('a cached token ARM no longer knows is replaced once, transparently', async () => {
    const c = client();
    await c.getSubscription();
    // A restarted fake on the same address knows none of the tokens issued before.
    const restarted = await startFakeAzure({ principal: fake.principal });
    const other = createAzureHttpClient(creds(), {
      loginUrl: restarted.loginUrl,
      managementUrl: restarted.managementUrl,
      retryPauseMs: 0,
    });
    await other.getSubscription();
    const tokensBefore = restarted.requests.filter((r) => r.key === 'token').length;
    expect(tokensBefore).toBe(1);
    await restarted.stop();
    const again = await startFakeAzure({ port: Number(new URL(restarted.url).port), principal: fake.principal });
    try {
      expect((await other.getSubscription()).subscriptionId).toBe(fake.principal.subscriptionId);
      expect(again.requests.filter((r) => r.key === 'token')).toHaveLength(1);
      expect(again.requests.filter((r) => r.key === 'subscription')).toHaveLength(2);
    } finally {
      await again.stop();
    }
  });

  it('maps a missing role to forbidden (AuthorizationFailed)', async () => {
    fake.rbac = 'forbidden';
    await expect(client().getSubscription()).rejects.toMatchObject({ kind: 'forbidden', code: 'AuthorizationFailed' });
  });

  it('builds a trial: group, network (waiting on Azure-AsyncOperation), VM; then reads it running with an address', async () => {
    const c = client();
    const s = spec('vm1');
    await c.putResourceGroup(s.resourceGroup, s.location, { platform: 'hostfree', instanceRow: '1' });
    await c.putTrialNetwork(s);
    await c.putTrialVm(s);
    expect(fake.requests.filter((r) => r.key === 'operation').length).toBeGreaterThanOrEqual(4);
    const vmBody = fake.requests.find((r) => r.key === 'putVm')!.body as { properties: Record<string, unknown> };
    expect(vmBody.properties.priority).toBe('Regular');
    expect((vmBody.properties.hardwareProfile as { vmSize: string }).vmSize).toBe('Standard_B1ms');
    let vm = await c.getVm(s.resourceGroup, s.name);
    for (let i = 0; i < 3 && vm?.powerState !== 'running'; i++) vm = await c.getVm(s.resourceGroup, s.name);
    expect(vm).toEqual({ provisioningState: 'Succeeded', powerState: 'running' });
    expect(await c.getPublicIp(s.resourceGroup, s.name)).toMatch(/^198\.51\.100\./);
    // Repeating every PUT (a retry after a lost answer) is harmless.
    await c.putResourceGroup(s.resourceGroup, s.location, { platform: 'hostfree', instanceRow: '1' });
    await c.putTrialNetwork(s);
    await c.putTrialVm(s);
    expect(fake.groups.get('rg-vm1')!.vms.size).toBe(1);
    await c.startVm(s.resourceGroup, s.name);
    await c.restartVm(s.resourceGroup, s.name);
  });

  it('lists groups by tag and deletes a group (202 + Location), then reads it as gone', async () => {
    const c = client();
    await c.putResourceGroup('rg-tagged', 'eastus', { platform: 'hostfree', install: 'x' });
    await c.putResourceGroup('rg-other', 'eastus', { platform: 'else' });
    const tagged = await c.listResourceGroups('platform', 'hostfree');
    expect(tagged.map((g) => g.name)).toContain('rg-tagged');
    expect(tagged.map((g) => g.name)).not.toContain('rg-other');
    await c.deleteResourceGroup('rg-tagged');
    expect(await c.getResourceGroup('rg-tagged')).toBeNull();
    await c.deleteResourceGroup('rg-tagged');
    expect(await c.getVm('rg-tagged', 'vm')).toBeNull();
  });

  it('passes on the Spot refusal for a B-series size, bad passwords and missing groups', async () => {
    const c = client();
    const s = spec('spot', { priority: 'Spot' });
    await c.putResourceGroup(s.resourceGroup, s.location, {});
    await c.putTrialNetwork(s);
    await expect(c.putTrialVm(s)).rejects.toMatchObject({
      kind: 'rejected',
      code: 'OperationNotAllowed',
      message: expect.stringContaining('does not support Azure Spot'),
    });
    await expect(c.putTrialVm({ ...s, priority: 'Regular', adminPassword: 'short' })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'InvalidParameter',
    });
    await expect(c.putTrialVm({ ...s, priority: 'Regular', adminUsername: 'admin' })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'InvalidParameter',
    });
    await expect(c.putTrialNetwork(spec('nogroup'))).rejects.toMatchObject({
      kind: 'not_found',
      code: 'ResourceGroupNotFound',
    });
  });

  it('retries idempotent calls on 5xx, reports garbage as malformed and a hang as a time-out', async () => {
    fake.switches.fail('getGroup', 500);
    await expect(client().getResourceGroup('x')).rejects.toMatchObject({ kind: 'server' });
    expect(fake.requests.filter((r) => r.key === 'getGroup')).toHaveLength(3);
    fake.switches.reset();
    fake.switches.garbage('subscription');
    await expect(client().getSubscription()).rejects.toMatchObject({ kind: 'malformed' });
    fake.switches.reset();
    fake.switches.hang('subscription');
    await expect(client({}, 200).getSubscription()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a long-running operation that never finishes ends in a time-out', async () => {
    fake.pollsToComplete = 1000;
    const c = createAzureHttpClient(creds(), {
      loginUrl: fake.loginUrl,
      managementUrl: fake.managementUrl,
      retryPauseMs: 0,
      lroPollMs: 10,
      lroMaxWaitMs: 150,
    });
    await c.putResourceGroup('rg-slow', 'eastus', {});
    await expect(c.putTrialNetwork(spec('slow', { resourceGroup: 'rg-slow' }))).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
