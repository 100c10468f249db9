// The one place sizes become text, so a file, a library item and a hosting account say '1.5 MB' the same way.
// English says them as the spec does ('5.0 GB', '12 KB'); another language by its own rules for the number and the
// unit (Intl: '5,0 GB' in Spanish, '5,0 Go' in French), as money and dates are.

import { SOURCE_LOCALE, type Locale } from '../../contract/i18n/locales.js';
import { formatMegabytes as contractMegabytes } from '../../contract/library-constants.js';
import { currentLocale } from './i18n/locale';

type SizeUnit = 'kilobyte' | 'megabyte' | 'gigabyte';
const ENGLISH_UNITS: Record<SizeUnit, string> = { kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' };
const formatters = new Map<string, Intl.NumberFormat>();

/** `value` in `unit` with `decimals` fixed decimals, in the page's language. */
function sizeText(value: number, unit: SizeUnit, decimals: number, locale: Locale = currentLocale()): string {
  if (locale === SOURCE_LOCALE) return `${value.toFixed(decimals)} ${ENGLISH_UNITS[unit]}`;
  const key = `${locale}|${unit}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A file's size: whole KB below 1 MB (never '0 KB'), MB to one decimal above. */
export function formatFileSize(bytes: number, locale?: Locale): string {
  return bytes >= 1024 * 1024
    ? sizeText(bytes / (1024 * 1024), 'megabyte', 1, locale)
    : sizeText(Math.max(1, Math.round(bytes / 1024)), 'kilobyte', 0, locale);
}

/** Disk and bandwidth as cPanel counts them (001 §9): MB to one decimal, GB (1024 MB) from 1024 MB on. */
export function formatMegabytes(mb: number, locale?: Locale): string {
  const safe = Number.isFinite(mb) && mb > 0 ? mb : 0;
  return safe >= 1024 ? sizeText(safe / 1024, 'gigabyte', 1, locale) : sizeText(safe, 'megabyte', 1, locale);
}

/** Bytes as MB to one decimal without the unit: an upload's '3.2 / 10.0 MB' (the spec's 'Selected file is X MB' figure). */
export const megabytesOf = contractMegabytes;

/** A machine plan's memory as plan names say it: whole GB bare, else one decimal ('1GB', '1.5GB'). */
export function formatPlanGigabytes(mb: number): string {
  const gb = mb / 1024;
  return Number.isInteger(gb) ? `${gb}GB` : `${gb.toFixed(1)}GB`;
}
