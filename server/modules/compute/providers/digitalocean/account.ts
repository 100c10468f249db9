// DigitalOcean's accounts in cloud_accounts: a personal access token, sealed and write-only (the admin sees whether
// one is stored and its last four characters); blank on edit keeps it. No spec route names them: they are served at
// the generic /api/admin/compute/providers/digitalocean/accounts.
import { z } from 'zod';
import { AppError } from '../../../../errors.js';
import { sealedSecret } from '../account-schema.js';
import type { AccountForm, CloudAccountKind, CloudProvider } from '../types.js';
import { DIGITALOCEAN_MESSAGES, digitaloceanAccountBody, digitaloceanTestBody } from './contract.js';

export const digitaloceanStoredAccount = z.object({
  provider: z.literal('digitalocean'),
  config: z.object({}),
  secrets: z.object({ token: sealedSecret }),
});
type Config = z.output<typeof digitaloceanStoredAccount>['config'];
type Secrets = { token: string };

type Body = z.output<typeof digitaloceanAccountBody>;
type TestBody = z.output<typeof digitaloceanTestBody>;
/** The CloudProvider this account kind belongs to (index.ts). */
export type DigitaloceanCloudProvider = CloudProvider<Config, Secrets, Body, TestBody>;

export const digitaloceanAccountForm: AccountForm<Body, TestBody> = {
  schema: digitaloceanAccountBody,
  testSchema: digitaloceanTestBody,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'token',
      label: 'API token',
      kind: 'secret',
      required: true,
      placeholder: 'Leave blank to keep the current token',
      help: 'A personal access token with read and write scopes (Droplets, regions, sizes, images, account)',
    },
    {
      name: 'allowedRegions',
      label: 'Allowed regions',
      kind: 'regions',
      required: false,
      help: 'Empty: every region, e.g. nyc3, fra1',
    },
    { name: 'isActive', label: 'Active', kind: 'switch', required: false },
    { name: 'isDefault', label: 'Default', kind: 'switch', required: false },
  ],
};

export const digitaloceanAccountKind: CloudAccountKind<Config, Secrets, Body, TestBody> = {
  stored: digitaloceanStoredAccount,
  secretNames: ['token'],
  secretRequiredMessage: DIGITALOCEAN_MESSAGES.tokenRequired,
  fromBody: (body) => ({ config: {}, secrets: body.token ? { token: body.token } : {} }),
  view: (_config, secrets) => ({ hasToken: secrets.token.stored, tokenLast4: secrets.token.last4 }),
  testInput: (body) => ({
    config: {},
    secrets: body.token ? { token: body.token } : {},
    accountId: body.accountId ?? null,
  }),
  testCredentials({ secrets }) {
    if (!secrets.token) throw new AppError('BAD_REQUEST', DIGITALOCEAN_MESSAGES.tokenRequired);
    return { config: {}, secrets: { token: secrets.token } };
  },
  testMessages: { refused: DIGITALOCEAN_MESSAGES.verifyFailed },
  testView: (details) => ({
    account: details.account as { email: string; status: string; team: string | null; dropletLimit: number },
  }),
};
