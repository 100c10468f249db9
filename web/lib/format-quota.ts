// The one place a hosting quota becomes text: the client hosting card, the admin hosting card, the
// package list and the paid-hosting plans all read a figure through here, so '5.0 GB', '5' and 'Unlimited' mean
// the same thing on every screen. 'Unlimited' is the reader's word, passed in (useQuotaText gives it from the
// catalogue), never an English default. Sizes follow 001 §9 (MB to one decimal, GB from 1024 MB); "unlimited" is
// decided by contract/quotas.ts, which the server also follows when it writes a package to WHM.

import { MB_IN_BYTES } from '../../contract/hosting-constants.js';
import { isUnlimitedCount, isUnlimitedSize, type QuotaValue } from '../../contract/quotas.js';
import { formatMegabytes } from './format-size';

export { isUnlimitedCount, isUnlimitedSize, type QuotaValue };

const NOT_KNOWN = '—';

/** A size in MB: '512.0 MB', '5.0 GB'. */
export const formatSize = formatMegabytes;

/** A disk or bandwidth limit in MB: '5.0 GB', `unlimited` for 'unlimited' or 0, '—' when not known. */
export function formatSizeLimit(limitMb: QuotaValue, unlimited: string): string {
  if (limitMb === null || limitMb === undefined || limitMb === '') return NOT_KNOWN;
  if (isUnlimitedSize(limitMb)) return unlimited;
  const mb = Number(limitMb);
  return Number.isFinite(mb) ? formatMegabytes(mb) : NOT_KNOWN;
}

/** A size the admin list carries in bytes (001 §3), shown like every other size. */
export const formatByteSize = (bytes: number) => formatMegabytes(bytes / MB_IN_BYTES);

/** A byte limit (admin list): 0 or less is WHM's "no limit". */
export const formatByteLimit = (bytes: number, unlimited: string) => (bytes > 0 ? formatByteSize(bytes) : unlimited);

/** A count limit ('10', 10, 'unlimited'): `unlimited` for 'unlimited' or 999 and more, '0' for none allowed. */
export function formatCountLimit(limit: QuotaValue, unlimited: string): string {
  if (limit === null || limit === undefined || limit === '') return NOT_KNOWN;
  if (isUnlimitedCount(limit)) return unlimited;
  const n = Number(limit);
  return Number.isFinite(n) ? String(n) : String(limit);
}

/** Used share of a size limit in whole percent, capped at 100; 0 when there is no limit (001 §9). */
export function usagePercent(used: number, limit: QuotaValue): number {
  if (limit === null || limit === undefined || isUnlimitedSize(limit)) return 0;
  const max = Number(limit);
  if (!(max > 0) || !(used > 0)) return 0;
  return Math.min(100, Math.round((used / max) * 100));
}

/** What a package sells, each figure as the cards above show it. */
export interface PackageQuotas {
  diskSpaceQuota: number;
  bandwidthQuota: number;
  emailAccounts: number;
  databases: number;
  subdomains?: number;
}

export function describePackageQuotas(pkg: PackageQuotas, unlimited: string) {
  return {
    disk: formatSizeLimit(pkg.diskSpaceQuota, unlimited),
    bandwidth: formatSizeLimit(pkg.bandwidthQuota, unlimited),
    emailAccounts: formatCountLimit(pkg.emailAccounts, unlimited),
    databases: formatCountLimit(pkg.databases, unlimited),
    subdomains: pkg.subdomains === undefined ? null : formatCountLimit(pkg.subdomains, unlimited),
  };
}
