// The names the health recorder (server/lib/system-health.ts) keeps each outside system under. services.ts observes
// each client under its name; the status service reads them back.
export const SYSTEM_IDS = {
  postgres: 'postgres',
  whm: 'whm',
  stripe: 'stripe',
  smtp: 'smtp',
  domainLookup: 'domain-lookup',
  objectStorage: 'object-storage',
} as const;

/** One per cloud provider, whatever providers the compute module drives. */
export const cloudSystemId = (providerId: string) => `cloud:${providerId}`;

/** One per reputation source the abuse module asks (its registry's ids). */
export const reputationSystemId = (sourceId: string) => `reputation:${sourceId}`;
