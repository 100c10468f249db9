import type { ComputeText } from './i18n';
import {
  ENDED_STATUSES,
  RUNNING_STATUSES,
  STARTING_STATUSES,
  STOPPED_STATUSES,
} from '../../../contract/compute-constants.js';

// 001 §4 status labels: active and running (Active, Running); provisioning, pending, building (secondary);
// halted and stopped (Stopped); terminated and deleting (destructive). 'failed' (the provider refused the launch
// for good) reads as destructive too; anything unknown is shown as the provider wrote it, neutral.

export type StatusTone = 'success' | 'secondary' | 'outline' | 'destructive';

const KNOWN = [
  'active',
  'running',
  'provisioning',
  'pending',
  'building',
  'halted',
  'stopped',
  'terminated',
  'deleting',
  'failed',
] as const;
const isKnown = (status: string): status is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(status);

export function statusLabel(status: string, t: ComputeText): string {
  if (isKnown(status)) return t(`status_${status}`);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : t('statusUnknown');
}

export function statusTone(status: string): StatusTone {
  if (RUNNING_STATUSES.includes(status)) return 'success';
  if (STARTING_STATUSES.includes(status)) return 'secondary';
  if (STOPPED_STATUSES.includes(status)) return 'outline';
  if (ENDED_STATUSES.includes(status) || status === 'failed') return 'destructive';
  return 'outline';
}

/** The provider's name as the server's registry gives it; the id when an older answer has none. */
export const providerLabel = (instance: { cloudProvider: string; providerLabel?: string }) =>
  instance.providerLabel ?? instance.cloudProvider;

/**
 * 001 §2 time remaining, for a card ('Xd Yh', 'Xh Ym' or 'Xm', as contract's formatTimeRemaining counts it, in the
 * page's language): an instance that ended (or never started) before its end shows '–' rather than hours it will
 * not run; past its end it reads 'Expired' either way.
 */
export function shownTimeRemaining(
  instance: { status: string; expiresAt: string | null },
  now: number,
  t: ComputeText,
): string {
  const end = instance.expiresAt ? Date.parse(instance.expiresAt) : Number.NaN;
  if (!Number.isFinite(end)) return '–';
  const ms = end - now;
  if (ms <= 0) return t('expired');
  if (ENDED_STATUSES.includes(instance.status) || instance.status === 'failed') return '–';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('timeDaysHours', { days, hours });
  if (hours > 0) return t('timeHoursMinutes', { hours, minutes: minutes % 60 });
  return t('timeMinutes', { minutes });
}
