// Vultr (API v2) behind the CloudProvider contract: catalogue launches, one live instance per client.
import { CLIENT_MAX_LIVE_VULTR_INSTANCES, COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import type { VultrClientFactory } from '../../../../integrations/vultr/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import { writeSettings } from '../../repo.js';
import { vultrAccountForm, vultrAccountKind, type VultrCloudProvider } from './account.js';
import { vultrRoutes } from './routes.js';
import { vultrConnection } from './connection.js';

export const VULTR_ADMIN_USERNAME = 'root';

export function createVultrProvider({
  clients,
}: {
  secretBox?: SecretBox;
  clients: { vultrClientFactory: VultrClientFactory };
}): VultrCloudProvider & {
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
    account: vultrAccountKind,
    accountForm: vultrAccountForm,
    connect: ({ secrets }, allowedRegions) => vultrConnection(factory(secrets.apiKey), allowedRegions),
    recordDefault: (tx, id, t) => writeSettings(tx, { defaultVultrAccountId: id }, t),
    connectKey: (apiKey) => vultrConnection(factory(apiKey), []),
    canAddress: (ref) => Boolean(ref.providerInstanceId),
    registerRoutes: vultrRoutes,
  };
  return provider;
}
