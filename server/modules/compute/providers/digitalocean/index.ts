// DigitalOcean (API v2) behind the CloudProvider contract: catalogue launches of Droplets, one live Droplet per client,
// billed by the hour; no browser console (access details instead: docs/decisions.md).
import { eq } from 'drizzle-orm';
import {
  CLIENT_MAX_LIVE_DIGITALOCEAN_DROPLETS,
  DIGITALOCEAN_MESSAGES,
  digitaloceanAccountBody,
  digitaloceanTestBody,
} from '../../../../../contract/digitalocean-accounts.js';
import { digitaloceanAccounts } from '../../../../db/schema/index.js';
import type { DigitalOceanClientFactory } from '../../../../integrations/digitalocean/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import type { CloudProvider, ProviderAdminDeps } from '../types.js';
import { createDigitaloceanAdmin } from './admin.js';
import { digitaloceanConnection } from './connection.js';
import { digitaloceanRoutes } from './routes.js';

export type DigitaloceanAccountRow = typeof digitaloceanAccounts.$inferSelect;

export function createDigitaloceanProvider({
  secretBox,
  clients,
}: {
  secretBox: SecretBox;
  clients: { digitaloceanClientFactory: DigitalOceanClientFactory };
}): CloudProvider<DigitaloceanAccountRow> & {
  createAdmin(deps: ProviderAdminDeps): ReturnType<typeof createDigitaloceanAdmin>;
  connectToken(token: string): ReturnType<typeof digitaloceanConnection>;
} {
  const factory = clients.digitaloceanClientFactory;
  const provider: ReturnType<typeof createDigitaloceanProvider> = {
    id: 'digitalocean',
    label: 'DigitalOcean',
    launchMode: 'catalogue',
    adminUsername: 'root',
    clientLimit: { max: CLIENT_MAX_LIVE_DIGITALOCEAN_DROPLETS, message: DIGITALOCEAN_MESSAGES.limit },
    accountRequiredMessage: DIGITALOCEAN_MESSAGES.accountRequired,
    billedHourly: true,
    listsRemoteMachines: true,
    hasConsole: false,
    accounts: {
      list: (db) => db.select().from(digitaloceanAccounts).orderBy(digitaloceanAccounts.id),
      find: async (db, id) =>
        (await db.select().from(digitaloceanAccounts).where(eq(digitaloceanAccounts.id, id)).limit(1))[0],
      // The default is the row's flag (compute_settings keeps a column only for the first two clouds).
      async makeDefault(tx, id, t) {
        await tx
          .update(digitaloceanAccounts)
          .set({ isDefault: false, updatedAt: t })
          .where(eq(digitaloceanAccounts.isDefault, true));
        await tx
          .update(digitaloceanAccounts)
          .set({ isDefault: true, updatedAt: t })
          .where(eq(digitaloceanAccounts.id, id));
      },
    },
    connect: (account) => digitaloceanConnection(factory(secretBox.open(account.token)), account.allowedRegions),
    connectToken: (token) => digitaloceanConnection(factory(token), []),
    canAddress: (ref) => /^\d+$/.test(ref.providerInstanceId),
    createAdmin: (deps) => createDigitaloceanAdmin({ ...deps, provider }),
    registerRoutes: digitaloceanRoutes,
    accountForm: {
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
    },
  };
  return provider;
}
