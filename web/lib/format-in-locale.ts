import { formatMoney } from '../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../contract/i18n/locales.js';
import { formatCount } from './format-count';
import { formatDollars } from './format-dollars';
import { formatDateTime } from './format-time';

// Counts and dollars in the page's language. English keeps the hand-written fast paths (format-count.ts explains
// why a page avoids its first Intl formatter); another locale needs its own digits, separators and currency
// placement, which only Intl knows, so it pays for one formatter per locale.
const countFormats = new Map<string, Intl.NumberFormat>();

export function formatCountIn(locale: Locale, value: number): string {
  if (locale === SOURCE_LOCALE) return formatCount(value);
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/** Cents as dollars: '$1,234.50' in English, '1234,50 US$' in Spanish. */
export function formatDollarsIn(locale: Locale, cents: number): string {
  return locale === SOURCE_LOCALE ? formatDollars(cents) : formatMoney(cents, 'usd', locale);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Nov 23, 2026, 7:41 PM' in English (format-time.ts), each locale's own order and words otherwise. */
export function formatDateTimeIn(locale: Locale, value: string): string {
  if (locale === SOURCE_LOCALE) return formatDateTime(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}
