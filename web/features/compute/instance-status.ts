import {
  ENDED_STATUSES,
  formatTimeRemaining,
  RUNNING_STATUSES,
  STARTING_STATUSES,
  STOPPED_STATUSES,
} from '../../../contract/compute-constants.js';

// 001 §4 status labels: active and running (Active, Running); provisioning, pending, building (secondary);
// halted and stopped (Stopped); terminated and deleting (destructive). 'failed' (the provider refused the launch
// for good) reads as destructive too; anything unknown is shown as the provider wrote it, neutral.

export type StatusTone = 'success' | 'secondary' | 'outline' | 'destructive';

const LABELS: Record<string, string> = {
  active: 'Active',
  running: 'Running',
  provisioning: 'Provisioning',
  pending: 'Pending',
  building: 'Building',
  halted: 'Stopped',
  stopped: 'Stopped',
  terminated: 'Terminated',
  deleting: 'Deleting',
  failed: 'Failed',
};

export function statusLabel(status: string): string {
  return LABELS[status] ?? (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');
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
 * 001 §2 time remaining, for a card: an instance that ended (or never started) before its end shows '–' rather
 * than hours it will not run; past its end it reads 'Expired' either way.
 */
export function shownTimeRemaining(instance: { status: string; expiresAt: string | null }, now: number): string {
  const left = formatTimeRemaining(instance.expiresAt, now);
  const over = ENDED_STATUSES.includes(instance.status) || instance.status === 'failed';
  return over && left !== 'Expired' ? '–' : left;
}
