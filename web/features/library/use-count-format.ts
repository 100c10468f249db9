import { useLocale } from '../../lib/i18n/locale';
import { formatCount } from '../../lib/format-count';
import { SOURCE_LOCALE } from '../../../contract/i18n/locales.js';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Counts as the page's language writes them. English keeps formatCount ('12,345' grouped by hand, no Intl data on a
 * first paint); another locale has its own grouping and digits, one formatter per locale.
 */
export function useCountFormat(): (value: number) => string {
  const locale = useLocale();
  if (locale === SOURCE_LOCALE) return formatCount;
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return (value) => format.format(value);
}
