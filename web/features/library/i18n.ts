import english from '../../../contract/i18n/catalogue/en/library.json';
import { defineMessages, type Translate } from '../../lib/i18n/messages';
import type { LibraryCategory } from './types';

/** The plugin and theme libraries' pages: cards, detail, registration, access panel, requests and downloads. */
export const libraryMessages = defineMessages('library', english);
export type LibraryKey = keyof typeof english;

const CATEGORY_KEYS: Record<LibraryCategory, LibraryKey> = {
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
};

/** A category's name in the page's language; a slug the contract does not know is shown as stored. */
export function categoryText(t: Translate<LibraryKey>, category: string): string {
  const key = (CATEGORY_KEYS as Record<string, LibraryKey | undefined>)[category];
  return key ? t(key) : category;
}
