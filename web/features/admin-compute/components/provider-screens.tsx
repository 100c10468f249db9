import type { ComponentType } from 'react';
import { AzureServicePrincipals } from './azure-service-principals';
import { VultrComputeSetup } from './vultr-compute-setup';

/**
 * The spec's own screens for the first two clouds (001 §4 Vultr setup, §5 Azure service principals), by provider
 * id. Any other registered provider gets the generic ProviderAccountsCard built from its server-side form, so a
 * new provider needs no entry here (issue 21). The seam test lists this file as the web's one exception.
 */
export const DEDICATED_PROVIDER_SCREENS: Readonly<Record<string, ComponentType>> = {
  vultr: VultrComputeSetup,
  azure: AzureServicePrincipals,
};
