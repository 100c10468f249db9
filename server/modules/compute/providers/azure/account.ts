// Azure's service principals in cloud_accounts (001 §5, §7 /api/admin/azure/accounts…): tenant, client and
// subscription ids in the config, the client secret sealed and write-only (blank on edit keeps it).
import { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import {
  azureAccountBody,
  azureAccountSchema,
  azureTestBody,
  azureTestResponse,
} from '../../../../../contract/compute-accounts.js';
import { AppError } from '../../../../errors.js';
import { sealedSecret } from '../account-schema.js';
import type { AccountForm, CloudAccountKind, CloudProvider } from '../types.js';

export const azureStoredAccount = z.object({
  provider: z.literal('azure'),
  config: z.object({ tenantId: z.string().min(1), clientId: z.string().min(1), subscriptionId: z.string().min(1) }),
  secrets: z.object({ clientSecret: sealedSecret }),
});
export type AzureAccountConfig = z.output<typeof azureStoredAccount>['config'];
type Secrets = { clientSecret: string };

type Body = z.output<typeof azureAccountBody>;
type TestBody = z.output<typeof azureTestBody>;
/** The CloudProvider this account kind belongs to (index.ts). */
export type AzureCloudProvider = CloudProvider<AzureAccountConfig, Secrets, Body, TestBody>;

export const azureAccountForm: AccountForm<Body, TestBody> = {
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
};

export const azureAccountKind: CloudAccountKind<AzureAccountConfig, Secrets, Body, TestBody> = {
  stored: azureStoredAccount,
  secretNames: ['clientSecret'],
  secretRequiredMessage: COMPUTE_MESSAGES.azureSecretRequired,
  fromBody: (body) => ({
    config: { tenantId: body.tenantId, clientId: body.clientId, subscriptionId: body.subscriptionId },
    secrets: body.clientSecret ? { clientSecret: body.clientSecret } : {},
  }),
  view: (config, secrets) => ({ ...config, hasClientSecret: secrets.clientSecret.stored }),
  testInput: (body) => ({
    config: {
      tenantId: body.tenantId ?? undefined,
      clientId: body.clientId ?? undefined,
      subscriptionId: body.subscriptionId ?? undefined,
    },
    secrets: body.clientSecret ? { clientSecret: body.clientSecret } : {},
    accountId: body.accountId ?? null,
  }),
  // The test reads the subscription, so every id is needed, as typed (a stored account lends only its secret).
  testCredentials({ config, secrets }) {
    const { tenantId, clientId, subscriptionId } = config;
    if (!tenantId || !clientId || !secrets.clientSecret || !subscriptionId)
      throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureTestRequired);
    return { config: { tenantId, clientId, subscriptionId }, secrets: { clientSecret: secrets.clientSecret } };
  },
  testMessages: { refused: COMPUTE_MESSAGES.credentialTestFailed, authRefused: COMPUTE_MESSAGES.azureAuthFailed },
  testView: (details) => ({
    subscription: details.subscription as { subscriptionId: string; displayName: string | null; state: string | null },
  }),
  specRoutes: {
    path: '/api/admin/azure/accounts',
    view: azureAccountSchema,
    testResponse: azureTestResponse,
    defaultRoute: true,
  },
};
