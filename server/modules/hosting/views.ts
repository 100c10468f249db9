import { MB_IN_BYTES, type AdminHostingAccount, type HostingAccount, type WhmData } from '../../../contract/hosting.js';
import { suspensionReasonOf } from '../../../contract/hosting-suspension-reasons.js';
import type { WhmAccount } from '../../integrations/whm/types.js';
import type { HostingAccountRow, HostingAccountWithPackage } from './repo.js';

// How hosting rows become API answers: explicit allowlists, so the sealed cPanel password never leaves.

/** What the owner and the admin both see of an account; a suspension's reason only while the account is suspended. */
function accountBasics(row: HostingAccountRow & { packageName: string | null }) {
  return {
    id: row.id,
    userId: row.userId,
    domain: row.domain,
    subdomain: row.subdomain,
    status: row.status,
    suspendReason: row.status === 'suspended' ? row.suspendReason : null,
    packageId: row.packageId,
    packageName: row.packageName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHostingAccountView(row: HostingAccountWithPackage): HostingAccount {
  const basics = accountBasics(row);
  // The owner reads the reason in their language: by its code, the stored English beside it.
  const reason = suspensionReasonOf(basics.suspendReason);
  return {
    ...basics,
    suspendReasonCode: reason?.code ?? null,
    suspendReasonValues: reason?.values ?? null,
    cpanelUsername: row.status === 'pending' ? null : row.cpanelUsername,
    diskUsage: row.diskUsage,
    diskLimit: row.diskLimit,
    bandwidthUsed: row.bandwidthUsed,
    bandwidthLimit: row.bandwidthLimit,
    provisionedAt: row.provisionedAt?.toISOString() ?? null,
  };
}

const toBytes = (mb: number) => mb * MB_IN_BYTES;

/** 001 §3: the admin list answers sizes in bytes (5120 MB → 5368709120). */
export function toAdminAccountView(
  row: HostingAccountRow & { packageName: string | null },
  whmData: WhmData | null,
): AdminHostingAccount {
  return {
    ...accountBasics(row),
    diskUsage: toBytes(row.diskUsage),
    diskLimit: toBytes(row.diskLimit),
    bandwidthUsed: toBytes(row.bandwidthUsed),
    bandwidthLimit: toBytes(row.bandwidthLimit),
    cpanelUsername: row.cpanelUsername,
    provisionError: row.provisionError,
    whmData,
  };
}

export function toWhmData(account: WhmAccount): WhmData {
  return {
    package: account.plan,
    ip: account.ip,
    theme: account.theme,
    startdate: account.startdate,
    // The client reads 'unlimited' as null; the admin screen shows 'Unlimited' for the word (001 §9).
    limits: {
      maxpop: account.limits.maxpop ?? 'unlimited',
      maxsql: account.limits.maxsql ?? 'unlimited',
      maxftp: account.limits.maxftp ?? 'unlimited',
      maxsub: account.limits.maxsub ?? 'unlimited',
    },
    error: null,
  };
}

export const whmDataError = (error: string): WhmData => ({
  package: null,
  ip: null,
  theme: null,
  startdate: null,
  limits: null,
  error,
});
