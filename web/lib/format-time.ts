import { currentLocale } from './i18n/locale';
import { SOURCE_LOCALE, type Locale } from '../../contract/i18n/locales.js';

// Times as people read them: 'just now', '5 minutes ago', and an exact date-time for titles and tables, in the
// page's language (Intl knows every locale's words and order, so no catalogue is needed here).

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// English keeps the American order it always had ('Nov 23, 2026, 7:41 PM'); other locales use their own.
const intlLocale = (locale: Locale) => (locale === SOURCE_LOCALE ? 'en-US' : locale);

/** '5 minutes ago', 'yesterday', 'just now' (under a minute); unreadable input is shown as given. */
export function timeAgo(value: string, now: number = Date.now(), locale: Locale = currentLocale()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  // Under a minute: English keeps its 'just now' (Intl says 'now'); other languages take Intl's own word for it.
  const justNow = () => (locale === SOURCE_LOCALE ? 'just now' : format.format(0, 'second'));
  if (Math.abs(seconds) < 60) return justNow();
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return justNow();
}

/** 'Nov 23, 2026, 7:41 PM' in the reader's time zone and the page's language. */
export function formatDateTime(value: string, locale: Locale = currentLocale()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
}
