// Azure: one resource group per trial, deleted as a whole; its tags tie it to the row and the installation.

export const trialResourceGroup = (id: number) => `hostfree-trial-${id}`;
export const trialVmName = (id: number) => `trial${id}`;
export const AZURE_TAG_PLATFORM = 'platform';
export const AZURE_PLATFORM_VALUE = 'hostfree';
/** Not in Azure's forbidden list (azure.md §8), ≤ 20 characters for Windows. */
export const AZURE_ADMIN_USERNAME = 'hfadmin';

/**
 * Azure trial VMs run at Regular priority: Azure refuses Spot for B-series sizes such as Standard_B1ms
 * (azure.md §8), and the 48-hour limit is ours to enforce anyway (docs/decisions.md, 'Cloud compute').
 */
export const AZURE_TRIAL_PRIORITY: 'Regular' | 'Spot' = 'Regular';
