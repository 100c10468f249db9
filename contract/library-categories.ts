import type { LibraryCategory } from './library-constants.js';

// The catalogue key of each of the ten categories of 001 §3 (the stored values are the lowercase slugs). Every screen
// that names a category translates it by its slug: the library's pages (library), the landing page's directory
// (library-directory) and the admin's Plugins and Themes tabs (admin-library) keep the same keys.
export const LIBRARY_CATEGORY_KEYS = {
  'e-commerce': 'categoryEcommerce',
  seo: 'categorySeo',
  'page-builder': 'categoryPageBuilder',
  forms: 'categoryForms',
  security: 'categorySecurity',
  backup: 'categoryBackup',
  analytics: 'categoryAnalytics',
  social: 'categorySocial',
  performance: 'categoryPerformance',
  other: 'categoryOther',
} as const satisfies Record<LibraryCategory, string>;

export type LibraryCategoryKey = (typeof LIBRARY_CATEGORY_KEYS)[LibraryCategory];

/** A stored category's name in the translator's language; a slug the contract does not know is shown as stored. */
export function libraryCategoryText(t: (key: LibraryCategoryKey) => string, category: string): string {
  const key = (LIBRARY_CATEGORY_KEYS as Record<string, LibraryCategoryKey | undefined>)[category];
  return key ? t(key) : category;
}
