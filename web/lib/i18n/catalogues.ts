import type { Catalogue, IcuFormat } from '../../../contract/i18n/format.js';
import { isPlainMessage, isSimpleMessage } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import { fetchCatalogue } from './catalogue-chunks';

// The translated catalogues this page has: those a prerendered page carries (the words it was drawn with, read once
// at start) and those fetched since, one feature in one locale at a time. English is not here: each feature bundles
// its English (the source text and the fallback of a missing key), so an English page fetches nothing more.

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const idOf = (locale: Locale, feature: string) => `${locale}/${feature}`;

/** The id of the data block (`<script type="application/json">`) in which a prerendered page carries its words. */
export const PAGE_MESSAGES_ID = 'hf-messages';

/** What a prerendered page carries: the locale it was drawn in and, by feature, that locale's catalogues. */
export interface PageMessages {
  locale: Locale;
  features: Record<string, Catalogue>;
}

/** The catalogue when it is here; undefined while it is still to be fetched. */
export function loadedCatalogue(locale: Locale, feature: string): Catalogue | undefined {
  return loaded.get(idOf(locale, feature));
}

export function isCatalogueReady(locale: Locale, feature: string): boolean {
  return loaded.has(idOf(locale, feature));
}

/**
 * Fetches one feature's messages in one locale (once; a failed fetch is tried again on the next call). A locale
 * without the feature's file gets an empty catalogue: every key then falls back to English, each said once.
 */
export function loadCatalogue(locale: Locale, feature: string): Promise<void> {
  const id = idOf(locale, feature);
  if (loaded.has(id)) return Promise.resolve();
  let promise = loading.get(id);
  if (!promise) {
    promise = fetchCatalogue(locale, feature)
      .then(async (catalogue = {}) => {
        if (needsIcu(catalogue)) await loadFormatterFor(Object.values(catalogue));
        loaded.set(id, catalogue);
      })
      .finally(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** A catalogue with a plural, a select or a styled number needs a formatter; plain and `{name}` ones do not. */
export function needsIcu(catalogue: Catalogue): boolean {
  return Object.values(catalogue).some(needsFormatter);
}
const needsFormatter = (message: string) => !isPlainMessage(message) && !isSimpleMessage(message);

// The catalogues a drawing asked for (the prerender writes them into the page it drew, then starts afresh).
const used = new Set<string>();

export function noteCatalogueUse(locale: Locale, feature: string): void {
  used.add(idOf(locale, feature));
}

/** The catalogues of `locale` asked for since the last call, as a prerendered page carries them. */
export function takeUsedCatalogues(locale: Locale): PageMessages {
  const features: Record<string, Catalogue> = {};
  for (const id of used) {
    const catalogue = loaded.get(id);
    if (catalogue && id.startsWith(`${locale}/`)) features[id.slice(locale.length + 1)] = catalogue;
  }
  used.clear();
  return { locale, features };
}

/**
 * Takes in the catalogues a prerendered page carries, when they are of the page's language: hydration then draws the
 * same words as the markup without fetching any. Returns whether one of them needs the ICU library.
 */
export function adoptPageMessages(pageLocale: Locale): string[] {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_MESSAGES_ID);
  const needs: string[] = [];
  if (!element?.textContent) return needs;
  try {
    const page = JSON.parse(element.textContent) as PageMessages;
    if (page.locale !== pageLocale) return needs;
    for (const [feature, catalogue] of Object.entries(page.features)) {
      if (!loaded.has(idOf(page.locale, feature))) loaded.set(idOf(page.locale, feature), catalogue);
      needs.push(...Object.values(catalogue).filter(needsFormatter));
    }
  } catch {
    // a damaged block: the screens fetch their words as they draw
  }
  return needs;
}

// The formatters of messages beyond `{name}` arrive with the first catalogue that needs one: the plurals-only one
// (./plural.ts, under 1 KB) for plain plurals, FormatJS's (~11 KB, no page's first load carries it today) for
// anything else.
let icu: IcuFormat | null = null;
let icuLoading: Promise<void> | null = null;
let plural: typeof import('./plural') | null = null;
let pluralLoading: Promise<typeof import('./plural')> | null = null;

/** The formatter of messages beyond `{name}`: the library once it is here, else the plurals-only one, if here. */
export function icuFormat(): IcuFormat | undefined {
  return icu ?? plural?.formatPlural;
}

/** Whether these messages can be said now (the messages beyond `{name}` among them, or all of them). */
export function isFormatterReadyFor(messages: readonly string[]): boolean {
  if (icu) return true;
  const needed = messages.filter(needsFormatter);
  return needed.length === 0 || (plural !== null && needed.every(plural.isPluralMessage));
}

/** Fetches what these messages need: the plurals-only formatter when it says them all, else FormatJS's. */
export async function loadFormatterFor(messages: readonly string[]): Promise<void> {
  if (isFormatterReadyFor(messages)) return;
  pluralLoading ??= import('./plural').catch((error: unknown) => {
    pluralLoading = null;
    throw error;
  });
  plural = await pluralLoading;
  if (!isFormatterReadyFor(messages)) await loadIcu();
}

export function loadIcu(): Promise<void> {
  if (icu) return Promise.resolve();
  icuLoading ??= import('./icu')
    .then((module) => {
      icu = module.icu;
    })
    .catch((error: unknown) => {
      icuLoading = null;
      throw error;
    });
  return icuLoading;
}
