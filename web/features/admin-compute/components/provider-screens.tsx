import type { ComponentType } from 'react';
import { AzureServicePrincipals } from './azure-service-principals';
import { VultrComputeSetup } from './vultr-compute-setup';
import { NewVultrInstanceDialog } from './vultr-new-instance-dialog';

/**
 * The spec's own screens for the first two clouds (001 §4 Vultr setup, §5 Azure service principals), by provider
 * id. Any other registered provider gets the generic ProviderAccountsCard built from its server-side form, so a
 * new provider needs no entry here. The seam test lists this file as the web's one exception.
 */
export const DEDICATED_PROVIDER_SCREENS: Readonly<Record<string, ComponentType>> = {
  vultr: VultrComputeSetup,
  azure: AzureServicePrincipals,
};

/** The spec's "New … Instance" dialogs of the admin's instance list (001 §2: New Vultr Instance), by provider id. */
export const NEW_INSTANCE_DIALOGS: Readonly<Record<string, ComponentType<{ open: boolean; onClose: () => void }>>> = {
  vultr: NewVultrInstanceDialog,
};
