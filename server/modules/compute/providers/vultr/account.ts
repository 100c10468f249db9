// Vultr's accounts in cloud_accounts (001 §4, §7 /api/admin/vultr/accounts…): an API key, sealed and write-only
// (the admin sees whether one is stored and its last four characters), and an optional label.
import { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import {
  vultrAccountBody,
  vultrAccountSchema,
  vultrTestBody,
  vultrTestResponse,
} from '../../../../../contract/compute-accounts.js';
import { AppError } from '../../../../errors.js';
import { sealedSecret } from '../account-schema.js';
import type { AccountForm, CloudAccountKind, CloudProvider } from '../types.js';

export const vultrStoredAccount = z.object({
  provider: z.literal('vultr'),
  config: z.object({ label: z.string().nullable() }),
  secrets: z.object({ apiKey: sealedSecret }),
});
type Config = z.output<typeof vultrStoredAccount>['config'];
type Secrets = { apiKey: string };

type Body = z.output<typeof vultrAccountBody>;
type TestBody = z.output<typeof vultrTestBody>;
/** The CloudProvider this account kind belongs to (index.ts). */
export type VultrCloudProvider = CloudProvider<Config, Secrets, Body, TestBody>;

export const vultrAccountForm: AccountForm<Body, TestBody> = {
  schema: vultrAccountBody,
  testSchema: vultrTestBody,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'label', label: 'Label', kind: 'text', required: false },
    {
      name: 'apiKey',
      label: 'API key',
      kind: 'secret',
      required: true,
      placeholder: 'Leave blank to keep the current key',
    },
    { name: 'allowedRegions', label: 'Allowed regions', kind: 'regions', required: false, help: 'Empty: every region' },
    { name: 'isActive', label: 'Active', kind: 'switch', required: false },
    { name: 'isDefault', label: 'Default', kind: 'switch', required: false },
  ],
};

export const vultrAccountKind: CloudAccountKind<Config, Secrets, Body, TestBody> = {
  stored: vultrStoredAccount,
  secretNames: ['apiKey'],
  secretRequiredMessage: COMPUTE_MESSAGES.vultrKeyRequired,
  // An edit without `label` keeps it; a blank one clears it.
  fromBody: (body, current) => ({
    config: { label: body.label === undefined && current ? current.label : body.label?.trim() || null },
    secrets: body.apiKey ? { apiKey: body.apiKey } : {},
  }),
  view: (config, secrets) => ({
    label: config.label,
    hasApiKey: secrets.apiKey.stored,
    apiKeyLast4: secrets.apiKey.last4,
  }),
  testInput: (body) => ({
    config: {},
    secrets: body.apiKey ? { apiKey: body.apiKey } : {},
    accountId: body.accountId ?? null,
  }),
  testCredentials({ secrets }) {
    if (!secrets.apiKey) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrKeyRequired);
    return { config: { label: null }, secrets: { apiKey: secrets.apiKey } };
  },
  testMessages: { refused: COMPUTE_MESSAGES.vultrVerifyFailed },
  testView: (details) => ({ account: details.account as { name: string | null; email: string | null } }),
  specRoutes: {
    path: '/api/admin/vultr/accounts',
    view: vultrAccountSchema,
    testResponse: vultrTestResponse,
    defaultRoute: false,
  },
};
