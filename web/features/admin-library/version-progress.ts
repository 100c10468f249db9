import {
  VERSION_JOB_POLL_MS,
  VERSION_JOB_PROGRESS,
  isVersionJobActive,
  type VersionJobStatus,
  type VersionStatus,
} from '../../../contract/library.js';
import { VERSION_TEXT } from './messages';

/** 001 §4 / §9: idle 0, pending 20, in_progress 65, completed or failed 100. */
export const VERSION_PROGRESS = VERSION_JOB_PROGRESS;

export interface VersionProgressView {
  status: VersionJobStatus;
  value: number;
  text: string;
  isActive: boolean;
}

export function formatCheckTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * What the progress bar and its line say. A check started from this screen that the server has not yet
 * answered counts as in_progress (001 §4 'A locally running update counts as in_progress').
 */
export function describeVersionJob(
  job: VersionStatus['job'] | undefined,
  isStartingLocally = false,
): VersionProgressView {
  const status: VersionJobStatus = isStartingLocally ? 'in_progress' : (job?.status ?? 'idle');
  const value = VERSION_PROGRESS[status];
  switch (status) {
    case 'in_progress':
      return { status, value, text: VERSION_TEXT.checking, isActive: true };
    case 'pending':
      return { status, value, text: VERSION_TEXT.queued, isActive: true };
    case 'completed':
      return {
        status,
        value,
        isActive: false,
        text: job?.completedAt ? VERSION_TEXT.lastChecked(formatCheckTime(job.completedAt)) : VERSION_TEXT.upToDate,
      };
    case 'failed':
      return {
        status,
        value,
        isActive: false,
        text: job?.errorMessage ? VERSION_TEXT.lastAttemptFailed(job.errorMessage) : VERSION_TEXT.failed,
      };
    default:
      return { status: 'idle', value, isActive: false, text: VERSION_TEXT.noRecentChecks };
  }
}

/** 001 §9: jobs in progress are polled every 2000 ms; anything else is not polled. */
export const VERSION_POLL_MS = VERSION_JOB_POLL_MS;
export function versionPollInterval(status: VersionStatus | undefined): number | false {
  return isVersionJobActive(status?.job?.status) ? VERSION_POLL_MS : false;
}
