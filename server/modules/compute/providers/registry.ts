// Provider id → its CloudProvider (providers/types.ts). The only list of clouds in the module: adding one is a
// folder beside vultr/ and azure/ and one line in PROVIDERS (its client is built in server/wiring/clients.ts).
// The order is the admin's and the status page's order.
import type { Clients } from '../../../wiring/clients.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { createAzureProvider } from './azure/index.js';
import { createDigitaloceanProvider } from './digitalocean/index.js';
import type { z } from 'zod';
import { storedAccountUnion } from './account-schema.js';
import type { CloudProvider } from './types.js';
import { createVultrProvider } from './vultr/index.js';

export interface ProviderContext {
  /** Kept for providers that seal something of their own; accounts' secrets are opened by the module. */
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

export type AnyProvider = CloudProvider;
/** A cloud_accounts row's provider, config and sealed secrets, as one of the registered providers' branches. */
export type StoredAccount = { [K in ProviderId]: z.output<BuiltProviders[K]['account']['stored']> }[ProviderId];

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
    /** What every cloud_accounts row must be: one branch per provider (its folder's account.ts), by `provider`. */
    storedAccount: storedAccountUnion(list.map((p) => p.account.stored)) as unknown as z.ZodType<StoredAccount>,
  };
}

export type CloudProviders = ReturnType<typeof createCloudProviders>;
