import type { CloudProviderInfo } from '../../../../contract/compute.js';
import { Spinner } from '../../../components/ui/spinner';
import { useCloudProviders } from '../api/cloud-providers';
import { ComputeInstancesAdmin } from './compute-instances-admin';
import { DefaultProviderCard } from './default-provider-card';
import { ProviderAccountsCard } from './provider-accounts-card';
import { DEDICATED_PROVIDER_SCREENS } from './provider-screens';
import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';

function ProviderScreen({ provider }: { provider: CloudProviderInfo }) {
  const Dedicated = DEDICATED_PROVIDER_SCREENS[provider.id];
  return Dedicated ? <Dedicated /> : <ProviderAccountsCard provider={provider} />;
}

/**
 * 001 §2 the admin dashboard's cloud tab (Compute API): every registered provider's accounts (catalogue clouds
 * beside the default provider, trial clouds below), the default provider, every instance.
 */
export function CloudTab() {
  const t = useMessages(computeMessages);
  const providers = useCloudProviders();
  const list = providers.data ?? [];
  const catalogue = list.filter((p) => p.launchMode === 'catalogue');
  const trial = list.filter((p) => p.launchMode === 'trial');
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 xl:col-span-2">
          {providers.isPending && <Spinner label={t('loadingProviders')} />}
          {catalogue.map((provider) => (
            <ProviderScreen key={provider.id} provider={provider} />
          ))}
        </div>
        <DefaultProviderCard />
      </div>
      {trial.map((provider) => (
        <ProviderScreen key={provider.id} provider={provider} />
      ))}
      <ComputeInstancesAdmin />
    </div>
  );
}
