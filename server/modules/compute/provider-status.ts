import { COMPUTE_PROVIDERS, type ComputeProvider } from '../../../contract/compute.js';
import type { ComputeAccounts } from './accounts-service.js';

// The clouds as the operator's status page lists them (issue 23 point 8): every provider this module drives, with
// its name and whether an account is linked. The page knows no provider by name; a provider added here shows there.

const LABELS: Record<ComputeProvider, string> = { azure: 'Azure', vultr: 'Vultr' };

export interface CloudProviderStatus { id: string; label: string; configured: boolean }

export async function listCloudProviders(accounts: Pick<ComputeAccounts, 'listVultrRows' | 'listAzureRows'>): Promise<CloudProviderStatus[]> {
  const [vultr, azure] = await Promise.all([accounts.listVultrRows(), accounts.listAzureRows()]);
  const linked: Record<ComputeProvider, boolean> = { vultr: vultr.length > 0, azure: azure.length > 0 };
  return COMPUTE_PROVIDERS.map((id) => ({ id, label: LABELS[id], configured: linked[id] }));
}
