import { formatMoney } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';

const wholeFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole dollars as prices are written ('$10' in English, '10 US$' in Spanish, '10 $US' in French). English keeps the
 * plain form the spec writes, with no Intl data loaded for it.
 */
export function formatWholeDollars(amount: number, locale: Locale): string {
  if (locale === 'en') return `$${amount}`;
  let format = wholeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    wholeFormats.set(locale, format);
  }
  return format.format(amount);
}

/** Dollars from cents with the cents shown ('$5.00'); English as the spec writes it. */
export function formatDollarCents(cents: number, locale: Locale): string {
  return locale === 'en' ? `$${(cents / 100).toFixed(2)}` : formatMoney(cents, 'usd', locale);
}
