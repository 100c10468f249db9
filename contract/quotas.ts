// What "unlimited" means for a hosting quota, decided once for every screen and for what is written to WHM:
// the client card, the admin card, the package list and the paid-hosting plans read a figure the same
// way, and an account gets on WHM what its package shows.

/**
 * 001 §9: a count limit of 999 or more reads 'Unlimited' (cPanel's own count fields stopped at 999). A package
 * with such a count is unlimited on WHM too, so what is sold and what the account gets agree.
 */
export const UNLIMITED_COUNT_FROM = 999;

/** A limit as the API carries it: a number, WHM's "unlimited", a numeric string from WHM, or nothing known. */
export type QuotaValue = number | string | null | undefined;

const isUnlimitedWord = (value: QuotaValue) => typeof value === 'string' && value.trim().toLowerCase() === 'unlimited';

function numberOf(value: QuotaValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** E-mail accounts, databases, subdomains…: 'unlimited' or 999 and more. 0 means none allowed, not unlimited. */
export function isUnlimitedCount(value: QuotaValue): boolean {
  if (isUnlimitedWord(value)) return true;
  const n = numberOf(value);
  return n !== null && n >= UNLIMITED_COUNT_FROM;
}

/** Disk and bandwidth: 'unlimited', or 0 (cPanel's "no quota", reference §15). */
export function isUnlimitedSize(value: QuotaValue): boolean {
  return isUnlimitedWord(value) || numberOf(value) === 0;
}

/** The quotas a hosting package sells (MB for sizes). */
export interface SoldQuotas {
  diskSpaceQuota: number;
  bandwidthQuota: number;
  emailAccounts: number;
  databases: number;
  subdomains: number;
}

/** Whether two packages sell the same quotas: equal figures, or both unlimited (so one WHM package can carry both). */
export function sameQuotas(a: SoldQuotas, b: SoldQuotas): boolean {
  const sameCount = (x: number, y: number) => x === y || (isUnlimitedCount(x) && isUnlimitedCount(y));
  return (
    a.diskSpaceQuota === b.diskSpaceQuota &&
    a.bandwidthQuota === b.bandwidthQuota &&
    sameCount(a.emailAccounts, b.emailAccounts) &&
    sameCount(a.databases, b.databases) &&
    sameCount(a.subdomains, b.subdomains)
  );
}
