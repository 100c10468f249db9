import type { LimitValue } from '../../../../contract/hosting.js';
import { formatMegabytes } from '../../../lib/format-size';

// Display rules for the per-account stats (000 §3): sizes arrive in MB; counts and their limits as WHM gives them.


/** A size limit is unlimited when WHM says 'unlimited' or 0 (cPanel's "no quota"). */
export function isUnlimitedSize(limit: LimitValue | null | undefined): boolean {
  return limit === 'unlimited' || limit === 0 || limit === null || limit === undefined;
}

/** A count limit is shown as 'Unlimited' for 'unlimited' or for 999 and above (cPanel's "practically none"). */
export function isUnlimitedCount(limit: LimitValue | null | undefined): boolean {
  return limit === 'unlimited' || (typeof limit === 'number' && limit >= 999);
}

export function formatSizeLimit(limit: LimitValue | null | undefined): string {
  return isUnlimitedSize(limit) ? 'Unlimited' : formatMegabytes(limit as number);
}

export function formatCountLimit(limit: LimitValue | null | undefined): string {
  if (limit === null || limit === undefined) return '—';
  return isUnlimitedCount(limit) ? 'Unlimited' : String(limit);
}

/** Used share of a limit in whole percent, capped at 100; 0 when the limit is unlimited. */
export function usagePercent(used: number, limit: LimitValue | null | undefined, unlimited = isUnlimitedSize(limit)): number {
  if (unlimited || typeof limit !== 'number' || limit <= 0) return 0;
  const percent = (Math.max(used, 0) / limit) * 100;
  return Math.min(100, Math.round(percent));
}
