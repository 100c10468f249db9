// DigitalOcean (API v2) behind the CloudProvider contract: catalogue launches of Droplets, one live Droplet per client,
// billed by the hour; no browser console (access details instead: docs/decisions.md).
import type { DigitalOceanClientFactory } from '../../../../integrations/digitalocean/types.js';
import type { SecretBox } from '../../../../lib/secret-box.js';
import { digitaloceanAccountForm, digitaloceanAccountKind, type DigitaloceanCloudProvider } from './account.js';
import { CLIENT_MAX_LIVE_DIGITALOCEAN_DROPLETS, DIGITALOCEAN_MESSAGES } from './contract.js';
import { digitaloceanConnection } from './connection.js';
import { digitaloceanRoutes } from './routes.js';

export function createDigitaloceanProvider({
  clients,
}: {
  secretBox?: SecretBox;
  clients: { digitaloceanClientFactory: DigitalOceanClientFactory };
}): DigitaloceanCloudProvider & {
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
    account: digitaloceanAccountKind,
    accountForm: digitaloceanAccountForm,
    connect: ({ secrets }, allowedRegions) => digitaloceanConnection(factory(secrets.token), allowedRegions),
    connectToken: (token) => digitaloceanConnection(factory(token), []),
    canAddress: (ref) => /^\d+$/.test(ref.providerInstanceId),
    registerRoutes: digitaloceanRoutes,
  };
  return provider;
}
