import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';

/** '2025-03-14T10:00:00Z' → 'Mar 14, 2025' (each locale's own order and words); anything unreadable is shown as given. */
export function formatDate(value: string | null | undefined, locale: Locale = SOURCE_LOCALE): string {
  if (!value) return '–';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString(locale === SOURCE_LOCALE ? 'en-US' : locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
}
