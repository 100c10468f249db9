import type { CloudProviderInfo } from '../../../../contract/compute.js';
import type { AzureAccount, VultrAccount, VultrMeta } from '../../../../contract/compute-accounts.js';

export function vultrAccount(overrides: Partial<VultrAccount> = {}): VultrAccount {
  return {
    id: 1,
    name: 'Main Vultr',
    label: 'prod',
    allowedRegions: ['ewr', 'fra'],
    isActive: true,
    isDefault: true,
    hasApiKey: true,
    apiKeyLast4: 'WXYZ',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function azureAccount(overrides: Partial<AzureAccount> = {}): AzureAccount {
  return {
    id: 3,
    name: 'Trials',
    tenantId: 'tenant-1',
    clientId: 'client-1',
    subscriptionId: 'sub-1',
    allowedRegions: ['eastus'],
    isActive: true,
    isDefault: true,
    hasClientSecret: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const VULTR_META: VultrMeta = {
  provider: 'vultr',
  accountId: 1,
  plans: [{ id: 'vc2-1c-1gb', vcpu_count: 1, vcpus: 1, ram: 1024, disk: 25, monthly_cost: 5, locations: ['ewr'] }],
  regions: [{ id: 'ewr', city: 'New Jersey', country: 'US', continent: 'North America' }],
  operatingSystems: [{ id: 2284, name: 'Ubuntu 24.04 LTS x64', family: 'ubuntu', arch: 'x64' }],
};

/** GET /api/admin/compute/providers as the server's registry answers it, with these accounts. */
export function cloudProviders({
  azure = [azureAccount()],
  vultr = [vultrAccount()],
}: {
  azure?: AzureAccount[];
  vultr?: VultrAccount[];
} = {}): CloudProviderInfo[] {
  return [
    {
      id: 'azure',
      label: 'Azure',
      launchMode: 'trial',
      billedHourly: false,
      hasConsole: false,
      listsRemoteMachines: false,
      accountRequiredMessage: 'Azure account required',
      accounts: azure,
      accountForm: {
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'clientSecret', label: 'Client secret', kind: 'secret', required: true },
        ],
      },
    },
    {
      id: 'vultr',
      label: 'Vultr',
      launchMode: 'catalogue',
      billedHourly: true,
      hasConsole: true,
      listsRemoteMachines: true,
      accountRequiredMessage: 'Vultr account required',
      accounts: vultr,
      accountForm: {
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true },
          { name: 'apiKey', label: 'API key', kind: 'secret', required: true },
        ],
      },
    },
  ];
}
