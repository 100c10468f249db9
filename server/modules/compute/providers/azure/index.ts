// Azure (Entra ID + ARM) behind the CloudProvider contract: the free 48-hour trial of 001 §9, one live run per client.
import {
  AZURE_ACCESS_LABEL,
  AZURE_CONNECTIVITY_LABEL,
  AZURE_DEFAULT_REGION,
  AZURE_EXTRA_RUN_PRICE_CENTS,
  AZURE_TRIAL_HOURS,
  AZURE_OS_CHOICES,
  AZURE_SIZE_LABEL,
  AZURE_VM_SIZE,
  CLIENT_MAX_LIVE_AZURE_TRIALS,
  COMPUTE_MESSAGES,
} from '../../../../../contract/compute.js';
import type { AzureClientFactory, AzureCredentials } from '../../../../integrations/azure/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import { writeSettings } from '../../repo.js';
import { azureAccountForm, azureAccountKind, type AzureAccountConfig, type AzureCloudProvider } from './account.js';
import { azureRoutes } from './routes.js';
import { AZURE_TRIAL_SPECS, azureConnection } from './connection.js';
import { AZURE_ADMIN_USERNAME, trialResourceGroup, trialVmName } from './names.js';

export function createAzureProvider({
  clients,
}: {
  secretBox?: SecretBox;
  clients: { azureClientFactory: AzureClientFactory };
}): AzureCloudProvider & {
  connectWith(credentials: AzureCredentials): ReturnType<typeof azureConnection>;
} {
  const factory = clients.azureClientFactory;
  const provider: ReturnType<typeof createAzureProvider> = {
    id: 'azure',
    label: 'Azure',
    launchMode: 'trial',
    trial: {
      hours: AZURE_TRIAL_HOURS,
      extraRunPriceCents: AZURE_EXTRA_RUN_PRICE_CENTS,
      messages: { paymentUnavailable: COMPUTE_MESSAGES.azurePaymentUnavailable },
      plan: AZURE_VM_SIZE,
      images: AZURE_OS_CHOICES,
      defaultRegion: AZURE_DEFAULT_REGION,
      adminUsername: AZURE_ADMIN_USERNAME,
      reserveNames: (rowId, account) => ({
        group: trialResourceGroup(rowId),
        machineName: trialVmName(rowId),
        scope: (account.config as AzureAccountConfig).subscriptionId,
      }),
      catalogue: AZURE_TRIAL_SPECS,
      facts: [
        { label: 'Access', value: AZURE_ACCESS_LABEL },
        { label: 'Size', value: AZURE_SIZE_LABEL },
        { label: 'Connectivity', value: AZURE_CONNECTIVITY_LABEL },
      ],
    },
    adminUsername: AZURE_ADMIN_USERNAME,
    clientLimit: { max: CLIENT_MAX_LIVE_AZURE_TRIALS, message: COMPUTE_MESSAGES.azureTrialRunning },
    accountRequiredMessage: COMPUTE_MESSAGES.azureAccountRequired,
    billedHourly: false,
    listsRemoteMachines: false,
    hasConsole: false,
    account: azureAccountKind,
    accountForm: azureAccountForm,
    connect: ({ config, secrets }, allowedRegions) =>
      azureConnection(factory({ ...config, clientSecret: secrets.clientSecret }), allowedRegions),
    recordDefault: (tx, id, t) => writeSettings(tx, { defaultAzureAccountId: id }, t),
    connectWith: (credentials) => azureConnection(factory(credentials), []),
    canAddress: (ref) => Boolean(ref.providerInstanceId && ref.group),
    registerRoutes: azureRoutes,
  };
  return provider;
}
