import {
  VERSION_JOB_POLL_MS,
  VERSION_JOB_PROGRESS,
  isVersionJobActive,
  type VersionJobStatus,
  type VersionStatus,
} from '../../../contract/library.js';
import { formatDateTime } from '../../lib/format-time';
import { translate, type Translate } from '../../lib/i18n/messages';
import type { Locale } from '../../../contract/i18n/locales.js';
import { libraryAdminMessages, type LibraryAdminKey } from './i18n';

/** 001 §4 / §9: idle 0, pending 20, in_progress 65, completed or failed 100. */
export const VERSION_PROGRESS = VERSION_JOB_PROGRESS;

export interface VersionProgressView {
  status: VersionJobStatus;
  value: number;
  text: string;
  isActive: boolean;
}

/** 'Jan 2, 2026, 10:05 AM' in English; the locale's own way in another language. */
export function formatCheckTime(iso: string, locale: Locale = 'en'): string {
  return formatDateTime(iso, locale);
}

// The English text when no translation is passed (the tests read it; the panel passes the page's).
const english: Translate<LibraryAdminKey> = (key, values) => translate(libraryAdminMessages, key, values, 'en');

/**
 * What the progress bar and its line say. A check started from this screen that the server has not yet
 * answered counts as in_progress (001 §4 'A locally running update counts as in_progress').
 */
export function describeVersionJob(
  job: VersionStatus['job'] | undefined,
  isStartingLocally = false,
  t: Translate<LibraryAdminKey> = english,
  locale: Locale = 'en',
): VersionProgressView {
  const status: VersionJobStatus = isStartingLocally ? 'in_progress' : (job?.status ?? 'idle');
  const value = VERSION_PROGRESS[status];
  switch (status) {
    case 'in_progress':
      return { status, value, text: t('versionChecking'), isActive: true };
    case 'pending':
      return { status, value, text: t('versionQueued'), isActive: true };
    case 'completed':
      return {
        status,
        value,
        isActive: false,
        text: job?.completedAt
          ? t('versionLastChecked', { time: formatCheckTime(job.completedAt, locale) })
          : t('versionUpToDate'),
      };
    case 'failed':
      return {
        status,
        value,
        isActive: false,
        text: job?.errorMessage ? t('versionLastAttemptFailed', { message: job.errorMessage }) : t('versionFailed'),
      };
    default:
      return { status: 'idle', value, isActive: false, text: t('versionNoRecentChecks') };
  }
}

/** 001 §9: jobs in progress are polled every 2000 ms; anything else is not polled. */
export const VERSION_POLL_MS = VERSION_JOB_POLL_MS;
export function versionPollInterval(status: VersionStatus | undefined): number | false {
  return isVersionJobActive(status?.job?.status) ? VERSION_POLL_MS : false;
}
