import { useLocale, currentLocale } from './locale';
import {
  icuFormat,
  isCatalogueReady,
  isFormatterReadyFor,
  loadCatalogue,
  loadFormatterFor,
  loadedCatalogue,
  needsIcu,
  noteCatalogueUse,
} from './catalogues';
import { formatMessage, type Catalogue, type MessageValues } from '../../../contract/i18n/format.js';
import { SOURCE_LOCALE, type Locale } from '../../../contract/i18n/locales.js';

// How a screen says its words. Each converted feature declares its messages once (web/features/<f>/messages.ts or
// beside the component):
//
//   import english from '../../../contract/i18n/catalogue/en/auth.json';
//   export const authMessages = defineMessages('auth', english);
//
// and a component asks for them: `const t = useMessages(authMessages); … {t('signIn')}`. Keys are checked by
// TypeScript against the English file; other locales are fetched on first use (the component waits under its
// Suspense boundary meanwhile, as a lazy screen does).

export interface FeatureMessages<Key extends string> {
  feature: string;
  english: Readonly<Record<Key, string>>;
  /** Whether the English needs a formatter (a plural or a styled number: ./plural.ts or the ICU library). */
  englishNeedsIcu: boolean;
}

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export function defineMessages<C extends Record<string, string>>(
  feature: string,
  english: C,
): FeatureMessages<Extract<keyof C, string>> {
  return { feature, english, englishNeedsIcu: needsIcu(english as Catalogue) };
}

const reported = new Set<string>();

/** A key the locale lacks falls back to English, said once per key in the console (the catalogue test fails on it). */
export function reportMissing(locale: Locale, feature: string, key: string) {
  const id = `${locale}:${feature}.${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`[i18n] ${id} is missing: showing the English text`);
}

/** The text of one message in `locale`; the messages must be ready (useMessages waits for them). */
export function translate<Key extends string>(
  messages: FeatureMessages<Key>,
  key: Key,
  values?: MessageValues,
  locale: Locale = currentLocale(),
): string {
  const own = locale === SOURCE_LOCALE ? undefined : loadedCatalogue(locale, messages.feature)?.[key];
  if (locale !== SOURCE_LOCALE && !own) reportMissing(locale, messages.feature, key);
  const message = own || messages.english[key];
  return formatMessage(message, own ? locale : SOURCE_LOCALE, values, icuFormat());
}

/** What a component draws in the page's language; suspends until the locale's file (and ICU, if needed) is here. */
export function useMessages<Key extends string>(messages: FeatureMessages<Key>): Translate<Key> {
  const locale = useLocale();
  // The prerender writes into each page the catalogues its drawing asked for (web/prerender.tsx).
  if (import.meta.env.SSR && locale !== SOURCE_LOCALE) noteCatalogueUse(locale, messages.feature);
  if (locale !== SOURCE_LOCALE && !isCatalogueReady(locale, messages.feature))
    throw loadCatalogue(locale, messages.feature);
  if (messages.englishNeedsIcu && !isFormatterReadyFor(Object.values(messages.english)))
    throw loadFormatterFor(Object.values(messages.english));
  return (key, values) => translate(messages, key, values, locale);
}

/**
 * Fetches a feature's words in `locale` ahead of the component that says them (a dialog's next step), so it does not
 * wait under a boundary when it appears. English is bundled: nothing to fetch.
 */
export function preloadMessages<Key extends string>(
  messages: FeatureMessages<Key>,
  locale: Locale = currentLocale(),
): Promise<void> {
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  const catalogue = loadCatalogue(locale, messages.feature);
  return messages.englishNeedsIcu
    ? Promise.all([catalogue, loadFormatterFor(Object.values(messages.english))]).then(() => {})
    : catalogue;
}
