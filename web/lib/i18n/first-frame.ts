import { SOURCE_LOCALE } from '../../../contract/i18n/locales.js';
import { loadCatalogues } from './catalogues';
import { currentLocale } from './locale';

// What a prerendered page's first frame says, by feature: fetched before the app takes the page over, so hydration
// draws the same words as the markup (a screen that had to wait for its words would draw a fallback instead).
// English needs nothing: each feature bundles it.
const SHELL = ['layout', 'auth'];
const BY_PAGE: Record<string, string[]> = {
  '/': ['landing'],
  '/auth': ['errors'],
};

export function preloadFirstFrameMessages(pathname: string): Promise<void> {
  const locale = currentLocale();
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  return loadCatalogues(locale, [...SHELL, ...(BY_PAGE[pathname] ?? [])]);
}
