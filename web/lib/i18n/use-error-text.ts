import { useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';
import { formatMessage } from '../../../contract/i18n/format.js';
import { icuFormat, loadCatalogue, loadedCatalogue } from './catalogues';
import { useLocale } from './locale';
import { reportMissing } from './messages';

// A form's validation messages come from the contract's schemas (shared with the server), in English; the server's
// answers arrive already in the page's language. In English a message is shown as it is, so an English page carries
// neither the table of known messages nor the errors catalogue. In another language both are fetched when a form
// first shows a message it does not know yet (shown in English for that moment; a missing translation too, said
// once): a form that shows none costs its page nothing. The table is the English errors catalogue itself, which
// repeats the contract's messages word for word (contract/i18n/catalogue.test.ts holds them equal).

let keys: ReadonlyMap<string, string> | null = null;
let ready = 0;
const listeners = new Set<() => void>();
const loading = new Map<Locale, Promise<void>>();

function loadErrorTexts(locale: Locale): void {
  if (loading.has(locale)) return;
  const promise = Promise.all([
    import('../../../contract/i18n/catalogue/en/errors.json').then(({ default: english }) => {
      keys = new Map(Object.entries(english as Record<string, string>).map(([key, text]) => [text, key]));
    }),
    loadCatalogue(locale, 'errors'),
  ]).then(
    () => {
      ready += 1;
      for (const listener of listeners) listener();
    },
    () => void loading.delete(locale), // tried again by the next message
  );
  loading.set(locale, promise);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readiness = () => ready;

/** A form's validation message in the page's language; the server's own answers pass through as they came. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  useSyncExternalStore(subscribe, readiness, readiness);
  return (message) => {
    if (!message || locale === SOURCE_LOCALE) return message;
    const catalogue = loadedCatalogue(locale, 'errors');
    if (!keys || !catalogue) {
      loadErrorTexts(locale);
      return message;
    }
    const key = keys.get(message);
    if (!key) return message;
    const own = catalogue[key];
    if (!own) reportMissing(locale, 'errors', key);
    return own ? formatMessage(own, locale, {}, icuFormat()) : message;
  };
}
