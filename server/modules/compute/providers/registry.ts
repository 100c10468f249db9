// Provider id → its CloudProvider (providers/types.ts). The only list of clouds in the module: adding one is a
// folder beside vultr/ and azure/ and one line in PROVIDERS (its client is built in server/wiring/clients.ts).
// The order is the admin's and the status page's order.
import type { Clients } from '../../../wiring/clients.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { createAzureProvider } from './azure/index.js';
import { createDigitaloceanProvider } from './digitalocean/index.js';
import type { CloudAccountRecord, CloudProvider, ProviderAdminDeps } from './types.js';
import { createVultrProvider } from './vultr/index.js';

export interface ProviderContext {
  secretBox: SecretBox;
  /** The outside clients built once per process (server/wiring/clients.ts); each provider takes its own factory. */
  clients: Clients;
}

const PROVIDERS = {
  azure: createAzureProvider,
  vultr: createVultrProvider,
  digitalocean: createDigitaloceanProvider,
} satisfies Record<string, (context: ProviderContext) => CloudProvider>;

export type ProviderId = keyof typeof PROVIDERS;
export type BuiltProviders = { [K in ProviderId]: ReturnType<(typeof PROVIDERS)[K]> };
/** The ids a row or a setting may name, in registry order (contract/compute.ts keeps the same list for the web). */
export const PROVIDER_IDS = Object.keys(PROVIDERS) as ProviderId[];

export type AnyProvider = CloudProvider<CloudAccountRecord>;
/** Each provider's account admin (list, create, update, remove, test …), by id: what its routes and the demo call. */
export type ProviderAdmins = { [K in ProviderId]: ReturnType<BuiltProviders[K]['createAdmin']> };

export function createCloudProviders(context: ProviderContext) {
  const built = Object.fromEntries(PROVIDER_IDS.map((id) => [id, PROVIDERS[id](context)])) as BuiltProviders;
  const list: AnyProvider[] = PROVIDER_IDS.map((id) => built[id]);
  return {
    /** Every registered provider, in registry order. */
    list: () => list,
    ids: PROVIDER_IDS,
    /** The provider of an id (a row's cloud_provider), or undefined for 'custom' and unknown ids. */
    find: (id: string | null | undefined): AnyProvider | undefined => list.find((p) => p.id === id),
    isProvider: (id: string | null | undefined): id is ProviderId => PROVIDER_IDS.includes(id as ProviderId),
    /** The typed provider, for the code that serves a spec route named after it (routes keep the spec's paths). */
    typed: built,
    createAdmins: (deps: ProviderAdminDeps) =>
      Object.fromEntries(PROVIDER_IDS.map((id) => [id, built[id].createAdmin(deps)])) as ProviderAdmins,
  };
}

export type CloudProviders = ReturnType<typeof createCloudProviders>;
