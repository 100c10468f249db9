// Vultr (API v2) behind the CloudProvider contract: catalogue launches, one live instance per client.
import { eq } from 'drizzle-orm';
import { CLIENT_MAX_LIVE_VULTR_INSTANCES, COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import { vultrAccountBody, vultrTestBody } from '../../../../../contract/compute-accounts.js';
import { vultrAccounts } from '../../../../db/schema/index.js';
import type { VultrClientFactory } from '../../../../integrations/vultr/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import { writeSettings } from '../../repo.js';
import type { CloudProvider, ProviderAdminDeps } from '../types.js';
import { createVultrAdmin } from './admin.js';
import { vultrRoutes } from './routes.js';
import { vultrConnection } from './connection.js';

export type VultrAccountRow = typeof vultrAccounts.$inferSelect;
export const VULTR_ADMIN_USERNAME = 'root';

export function createVultrProvider({
  secretBox,
  clients,
}: {
  secretBox: SecretBox;
  clients: { vultrClientFactory: VultrClientFactory };
}): CloudProvider<VultrAccountRow> & {
  createAdmin(deps: ProviderAdminDeps): ReturnType<typeof createVultrAdmin>;
  connectKey(apiKey: string): ReturnType<typeof vultrConnection>;
} {
  const factory = clients.vultrClientFactory;
  const provider: ReturnType<typeof createVultrProvider> = {
    id: 'vultr',
    label: 'Vultr',
    launchMode: 'catalogue',
    adminUsername: VULTR_ADMIN_USERNAME,
    clientLimit: { max: CLIENT_MAX_LIVE_VULTR_INSTANCES, message: COMPUTE_MESSAGES.vultrLimit },
    accountRequiredMessage: COMPUTE_MESSAGES.vultrAccountRequired,
    billedHourly: true,
    listsRemoteMachines: true,
    hasConsole: true,
    accounts: {
      list: (db) => db.select().from(vultrAccounts).orderBy(vultrAccounts.id),
      find: async (db, id) => (await db.select().from(vultrAccounts).where(eq(vultrAccounts.id, id)).limit(1))[0],
      async makeDefault(tx, id, t) {
        await tx.update(vultrAccounts).set({ isDefault: false, updatedAt: t }).where(eq(vultrAccounts.isDefault, true));
        await tx.update(vultrAccounts).set({ isDefault: true, updatedAt: t }).where(eq(vultrAccounts.id, id));
        await writeSettings(tx, { defaultVultrAccountId: id }, t);
      },
    },
    connect: (account) => vultrConnection(factory(secretBox.open(account.apiKey)), account.allowedRegions),
    connectKey: (apiKey) => vultrConnection(factory(apiKey), []),
    canAddress: (ref) => Boolean(ref.providerInstanceId),
    createAdmin: (deps) => createVultrAdmin({ ...deps, provider }),
    registerRoutes: vultrRoutes,
    accountForm: {
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
        {
          name: 'allowedRegions',
          label: 'Allowed regions',
          kind: 'regions',
          required: false,
          help: 'Empty: every region',
        },
        { name: 'isActive', label: 'Active', kind: 'switch', required: false },
        { name: 'isDefault', label: 'Default', kind: 'switch', required: false },
      ],
    },
  };
  return provider;
}
