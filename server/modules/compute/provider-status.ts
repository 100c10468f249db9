import type { ComputeAccounts } from './accounts-service.js';

// The clouds as the operator's status page lists them: every registered provider, with its
// name and whether an account is linked. The page knows no provider by name; a provider registered shows there.

export interface CloudProviderStatus {
  id: string;
  label: string;
  configured: boolean;
}

export async function listCloudProviders(
  accounts: Pick<ComputeAccounts, 'providers' | 'listAccounts'>,
): Promise<CloudProviderStatus[]> {
  return Promise.all(
    accounts.providers.list().map(async (provider) => ({
      id: provider.id,
      label: provider.label,
      configured: (await accounts.listAccounts(provider)).length > 0,
    })),
  );
}
