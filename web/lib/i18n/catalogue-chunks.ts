import type { Catalogue } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';

// Where each translated catalogue is: one chunk per feature per locale, fetched when a screen of that feature is
// drawn in that locale. The table of a locale's chunks is itself fetched only then, and only that locale's: one table
// of all six locales' chunks was 4.4 KB over the wire on every page drawn in another language without prerendered
// words (an Arabic /terms), five sixths of it of locales the page is not in. English is not here: each feature
// bundles its English, so an English page never downloads a table.
type Table = Record<string, () => Promise<Catalogue>>;
const tables: Record<Exclude<Locale, 'en'>, () => Promise<{ chunks: Table }>> = {
  es: () => import('./catalogue-chunks/es'),
  'pt-BR': () => import('./catalogue-chunks/pt-BR'),
  fr: () => import('./catalogue-chunks/fr'),
  id: () => import('./catalogue-chunks/id'),
  hi: () => import('./catalogue-chunks/hi'),
  ar: () => import('./catalogue-chunks/ar'),
};

/** One feature's messages in one locale; undefined when the locale has no file for the feature. */
export async function fetchCatalogue(locale: Locale, feature: string): Promise<Catalogue | undefined> {
  if (locale === 'en') return undefined;
  const { chunks } = await tables[locale]();
  return chunks[`./${feature}.json`]?.();
}
