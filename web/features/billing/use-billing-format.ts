import { formatBillingAmount, formatBillingDate } from '../../../contract/billing-constants.js';
import { formatMoney } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import { useLocale } from '../../lib/i18n/locale';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateIn(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

export interface BillingFormat {
  date(value: string | Date): string;
  amount(cents: number, currency: string): string;
}

/**
 * Dates and amounts of the billing centre in the page's language. English keeps the contract's forms ('3 March
 * 2026', '$20.00', '20.00 EUR') that the spec and the receipts write; other locales go through Intl.
 */
export function billingFormatIn(locale: Locale): BillingFormat {
  if (locale === 'en') return { date: formatBillingDate, amount: formatBillingAmount };
  return { date: (value) => dateIn(value, locale), amount: (cents, currency) => formatMoney(cents, currency, locale) };
}

export function useBillingFormat(): BillingFormat {
  return billingFormatIn(useLocale());
}
