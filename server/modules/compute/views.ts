// Rows → the contract's instance views (001 §3). The password is opened only for its owner's list and the
// console answer; a password that cannot be opened is treated as not retained.
import type { AdminInstance, MyInstance } from '../../../contract/compute.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { metaOf, type InstanceRow } from './repo.js';

export function openPassword(secretBox: SecretBox, row: InstanceRow): string | null {
  if (!row.adminPassword) return null;
  try {
    return secretBox.open(row.adminPassword);
  } catch {
    return null;
  }
}

/** The provider's name as the page shows it (the registry's label). */
export type LabelOf = (providerId: string) => string;
/** Whether the row's provider has a browser console. */
export type HasConsole = (providerId: string) => boolean;

export function myInstanceView(
  row: InstanceRow,
  secretBox: SecretBox,
  labelOf: LabelOf,
  hasConsole: HasConsole,
): MyInstance {
  const meta = metaOf(row);
  return {
    id: row.id,
    instanceName: row.instanceName,
    cloudProvider: row.cloudProvider,
    providerLabel: labelOf(row.cloudProvider),
    hasConsole: hasConsole(row.cloudProvider),
    source: row.source,
    status: row.status,
    region: row.region,
    providerInstanceId: row.providerInstanceId,
    resourceGroup: row.resourceGroup,
    ipv4Address: row.ipv4Address,
    operatingSystem: row.operatingSystem,
    adminUsername: row.adminUsername,
    adminPassword: openPassword(secretBox, row),
    plan: meta.plan ?? null,
    isTrial: row.isTrial,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    error: meta.lastError ?? null,
  };
}

export function adminInstanceView(
  row: InstanceRow,
  owner: { id: number; email: string | null; username: string } | null,
  labelOf: LabelOf,
): AdminInstance {
  return {
    id: row.id,
    instanceName: row.instanceName,
    providerInstanceId: row.providerInstanceId,
    cloudProvider: row.cloudProvider,
    providerLabel: labelOf(row.cloudProvider),
    owner,
    status: row.status,
    region: row.region,
    ipv4Address: row.ipv4Address,
    source: row.source,
    isTrial: row.isTrial,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    error: metaOf(row).lastError ?? null,
  };
}
