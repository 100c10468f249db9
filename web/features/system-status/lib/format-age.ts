import type { Translate } from '../../../lib/i18n/messages';
import type { systemStatusMessages } from '../i18n';

type T = Translate<keyof typeof systemStatusMessages.english>;

/** A waiting time in seconds as '45 s', '12 min', '3 h 5 min', '2 d 4 h' (in the page's words); '—' when nothing waits. */
export function formatAge(t: T, seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t('ageSeconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('ageMinutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? t('ageHoursMinutes', { hours, minutes: minutes % 60 }) : t('ageHours', { hours });
  const days = Math.floor(hours / 24);
  return hours % 24 ? t('ageDaysHours', { days, hours: hours % 24 }) : t('ageDays', { days });
}
