import { formatMoney } from '../../../contract/i18n/format.js';
import { formatDollars } from '../format-dollars';
import { useLocale } from './locale';

/**
 * Cents as dollars in the page's language: English as before ('$1,234.50', no Intl data on the first paint), another
 * locale through Intl ('1.234,50 US$').
 */
export function useDollars(): (cents: number) => string {
  const locale = useLocale();
  return locale === 'en' ? formatDollars : (cents) => formatMoney(cents, 'usd', locale);
}
