import type { Catalogue, IcuFormat } from '../../../contract/i18n/format.js';
import { icuFormatOver, isPlainMessage, isSimpleMessage } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';

// The translated catalogues, one file per feature per locale, each its own chunk fetched when a screen of that
// feature is drawn in that locale. English is not here: each feature bundles its English (the source text and the
// fallback of a missing key), so an English page fetches nothing more.
const translations = import.meta.glob<Catalogue>(
  ['../../../contract/i18n/catalogue/*/*.json', '!../../../contract/i18n/catalogue/en/*.json'],
  { import: 'default' },
);

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const fileOf = (locale: Locale, feature: string) => `../../../contract/i18n/catalogue/${locale}/${feature}.json`;
const idOf = (locale: Locale, feature: string) => `${locale}/${feature}`;

/** The catalogue when it is here; undefined while it is still to be fetched (or the locale lacks the feature). */
export function loadedCatalogue(locale: Locale, feature: string): Catalogue | undefined {
  return loaded.get(idOf(locale, feature));
}

export function isCatalogueReady(locale: Locale, feature: string): boolean {
  return loaded.has(idOf(locale, feature)) || !translations[fileOf(locale, feature)];
}

/** Fetches one feature's messages in one locale (once; a failed fetch is tried again on the next call). */
export function loadCatalogue(locale: Locale, feature: string): Promise<void> {
  const id = idOf(locale, feature);
  const load = translations[fileOf(locale, feature)];
  if (loaded.has(id) || !load) return Promise.resolve();
  let promise = loading.get(id);
  if (!promise) {
    promise = load()
      .then(async (catalogue) => {
        if (needsIcu(catalogue)) await loadIcu();
        loaded.set(id, catalogue);
      })
      .finally(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

export function loadCatalogues(locale: Locale, features: readonly string[]): Promise<void> {
  return Promise.all(features.map((feature) => loadCatalogue(locale, feature))).then(() => undefined);
}

/** A catalogue with a plural, a select or a styled number needs the ICU library; plain and `{name}` ones do not. */
export function needsIcu(catalogue: Catalogue): boolean {
  return Object.values(catalogue).some((message) => !isPlainMessage(message) && !isSimpleMessage(message));
}

// FormatJS's formatter arrives with the first catalogue that needs it (no page's first load carries it today).
let icu: IcuFormat | null = null;
let icuLoading: Promise<void> | null = null;

export function icuFormat(): IcuFormat | null {
  return icu;
}

export function loadIcu(): Promise<void> {
  if (icu) return Promise.resolve();
  icuLoading ??= import('intl-messageformat')
    .then(({ IntlMessageFormat }) => {
      icu = icuFormatOver(IntlMessageFormat);
    })
    .catch((error: unknown) => {
      icuLoading = null;
      throw error;
    });
  return icuLoading;
}
