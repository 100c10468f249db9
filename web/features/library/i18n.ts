import english from '../../../contract/i18n/catalogue/en/library.json';
import { libraryCategoryText } from '../../../contract/library-categories.js';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** The plugin and theme libraries' pages: cards, detail, registration, access panel, requests and downloads. */
export const libraryMessages = defineMessages('library', english);
export type LibraryKey = keyof typeof english;

/** A category's name in the page's language; a slug the contract does not know is shown as stored. */
export function categoryText(t: Translate<LibraryKey>, category: string): string {
  return libraryCategoryText(t, category);
}
