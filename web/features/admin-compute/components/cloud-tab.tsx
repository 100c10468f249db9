import { AzureServicePrincipals } from './azure-service-principals';
import { ComputeInstancesAdmin } from './compute-instances-admin';
import { DefaultProviderCard } from './default-provider-card';
import { DigitaloceanAccounts } from './digitalocean-accounts';
import { VultrComputeSetup } from './vultr-compute-setup';

/** 001 §2 the admin dashboard's cloud tab (Compute API): accounts, the default provider, every instance. */
export function CloudTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2"><VultrComputeSetup /></div>
        <DefaultProviderCard />
      </div>
      <AzureServicePrincipals />
      <DigitaloceanAccounts />
      <ComputeInstancesAdmin />
    </div>
  );
}
