import type { ComputeMeta, MyInstance, ProvisionResult } from '../../../../contract/compute.js';

/** The labels the server's registry gives (GET /api/compute/my carries providerLabel). */
const LABELS: Record<string, string> = { vultr: 'Vultr', azure: 'Azure', custom: 'Custom' };
/** Which providers have a browser console (hasConsole, from the registry). */
const CONSOLES: Record<string, boolean> = { vultr: true, azure: false, custom: false };

export function instance(overrides: Partial<MyInstance> = {}): MyInstance {
  return {
    providerLabel: LABELS[overrides.cloudProvider ?? 'vultr'],
    hasConsole: CONSOLES[overrides.cloudProvider ?? 'vultr'],
    id: 1,
    instanceName: 'web-1',
    cloudProvider: 'vultr',
    source: 'local',
    status: 'active',
    region: 'ewr',
    providerInstanceId: 'cb676a46-66fd-4dfb-b839-443f2e6c0b60',
    resourceGroup: null,
    ipv4Address: '203.0.113.10',
    operatingSystem: 'Ubuntu 24.04 LTS x64',
    adminUsername: 'root',
    adminPassword: 'v9#Xq2!pR7mK',
    plan: 'vc2-1c-1gb',
    isTrial: false,
    expiresAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    error: null,
    ...overrides,
  };
}

export const VULTR_META: ComputeMeta = {
  provider: 'vultr',
  label: 'Vultr',
  launchMode: 'catalogue',
  plans: [
    { id: 'vc2-1c-1gb', vcpu_count: 1, ram: 1024, disk: 25, monthly_cost: 5, locations: ['ewr', 'fra'] },
    { id: 'vc2-2c-4gb', vcpu_count: 2, ram: 4096, disk: 80, monthly_cost: 20, locations: ['fra'] },
  ],
  regions: [
    { id: 'ewr', city: 'New Jersey', country: 'US' },
    { id: 'fra', city: 'Frankfurt', country: 'DE' },
  ],
  operatingSystems: [
    { id: 2284, name: 'Ubuntu 24.04 LTS x64' },
    { id: 2136, name: 'Debian 12 x64' },
  ],
  trial: null,
};

export const AZURE_META: ComputeMeta = {
  provider: 'azure',
  label: 'Azure',
  launchMode: 'trial',
  facts: [
    { label: 'Access', value: '48-hour spot sandbox' },
    { label: 'Size', value: 'Standard_B1ms • 1 vCPU • 2GB RAM • 60GB SSD' },
    { label: 'Connectivity', value: 'SSH (Ubuntu) • RDP (Windows)' },
  ],
  plans: [{ id: 'Standard_B1ms' }],
  regions: [{ id: 'eastus' }],
  operatingSystems: [
    { id: 'ubuntu-24-04', name: 'Ubuntu 24.04 LTS' },
    { id: 'windows-11', name: 'Windows 11' },
    { id: 'windows-10', name: 'Windows 10' },
  ],
  trial: {
    hours: 48,
    freeTrialAvailable: true,
    running: false,
    extraRunPriceCents: 300,
    paymentsAvailable: false,
    eligibility: { block: null, message: null, nextStep: null },
  },
};

export function provisionResult(overrides: Partial<ProvisionResult> = {}): ProvisionResult {
  const created = instance({ status: 'pending', ipv4Address: null, providerInstanceId: null });
  return {
    message: 'Your instance is being created. It will appear as Running in a minute or two.',
    provider: 'vultr',
    id: created.id,
    name: 'hf-7-web',
    instanceId: null,
    plan: 'vc2-1c-1gb',
    region: 'ewr',
    adminUsername: 'root',
    adminPassword: 'S3cret!pass',
    instance: created,
    ...overrides,
  };
}
