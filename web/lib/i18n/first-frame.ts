import { SOURCE_LOCALE } from '../../../contract/i18n/locales.js';
import { adoptPageMessages, loadCatalogue, loadFormatterFor } from './catalogues';
import { currentLocale } from './locale';

/**
 * What a prerendered page's first frame needs to say its words again when the app takes it over: the page carries
 * its catalogues (scripts/vite-prerender.ts writes those its drawing asked for), so hydration draws the same words as
 * the markup without fetching any; only a formatter (plurals, or the ICU library), if one of them needs it, is fetched. English needs nothing:
 * each feature bundles it.
 */
export function preloadFirstFrameMessages(): Promise<void> {
  const locale = currentLocale();
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  return loadFormatterFor(adoptPageMessages(locale));
}

/**
 * The shell's words (bar, footer) in the page's language, for a page drawn without prerendered markup: the shell
 * suspends outside any route's Suspense, so drawing before its words are here would leave the page blank.
 */
export function preloadShellMessages(): Promise<void> {
  const locale = currentLocale();
  return locale === SOURCE_LOCALE ? Promise.resolve() : loadCatalogue(locale, 'layout');
}
