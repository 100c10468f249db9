// Azure (Entra ID + ARM) behind the CloudProvider contract: the free 48-hour trial of 001 §9, one live run per client.
import { eq } from 'drizzle-orm';
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
import { azureAccountBody, azureTestBody } from '../../../../../contract/compute-accounts.js';
import { azureAccounts } from '../../../../db/schema/index.js';
import type { AzureClientFactory, AzureCredentials } from '../../../../integrations/azure/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import { writeSettings } from '../../repo.js';
import type { CloudProvider, ProviderAdminDeps } from '../types.js';
import { createAzureAdmin } from './admin.js';
import { azureRoutes } from './routes.js';
import { AZURE_TRIAL_SPECS, azureConnection } from './connection.js';
import { AZURE_ADMIN_USERNAME, trialResourceGroup, trialVmName } from './names.js';

export type AzureAccountRow = typeof azureAccounts.$inferSelect;

export function createAzureProvider({
  secretBox,
  clients,
}: {
  secretBox: SecretBox;
  clients: { azureClientFactory: AzureClientFactory };
}): CloudProvider<AzureAccountRow> & {
  createAdmin(deps: ProviderAdminDeps): ReturnType<typeof createAzureAdmin>;
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
        resourceGroup: trialResourceGroup(rowId),
        machineName: trialVmName(rowId),
        scope: (account as AzureAccountRow).subscriptionId,
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
    accounts: {
      list: (db) => db.select().from(azureAccounts).orderBy(azureAccounts.id),
      find: async (db, id) => (await db.select().from(azureAccounts).where(eq(azureAccounts.id, id)).limit(1))[0],
      async makeDefault(tx, id, t) {
        await tx.update(azureAccounts).set({ isDefault: false, updatedAt: t }).where(eq(azureAccounts.isDefault, true));
        await tx.update(azureAccounts).set({ isDefault: true, updatedAt: t }).where(eq(azureAccounts.id, id));
        await writeSettings(tx, { defaultAzureAccountId: id }, t);
      },
    },
    connect: (account) =>
      azureConnection(
        factory({
          tenantId: account.tenantId,
          clientId: account.clientId,
          clientSecret: secretBox.open(account.clientSecret),
          subscriptionId: account.subscriptionId,
        }),
        account.allowedRegions,
      ),
    connectWith: (credentials) => azureConnection(factory(credentials), []),
    canAddress: (ref) => Boolean(ref.providerInstanceId && ref.resourceGroup),
    createAdmin: (deps) => createAzureAdmin({ ...deps, provider }),
    registerRoutes: azureRoutes,
    accountForm: {
      schema: azureAccountBody,
      testSchema: azureTestBody,
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'tenantId', label: 'Tenant ID', kind: 'text', required: true },
        { name: 'clientId', label: 'Client ID', kind: 'text', required: true },
        {
          name: 'clientSecret',
          label: 'Client secret',
          kind: 'secret',
          required: true,
          placeholder: 'Leave blank to keep the current secret',
        },
        { name: 'subscriptionId', label: 'Subscription ID', kind: 'text', required: true },
        { name: 'allowedRegions', label: 'Allowed regions', kind: 'regions', required: false },
        { name: 'isActive', label: 'Active', kind: 'switch', required: false },
        { name: 'isDefault', label: 'Default', kind: 'switch', required: false },
      ],
    },
  };
  return provider;
}
