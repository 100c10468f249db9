import english from '../../../contract/i18n/catalogue/en/admin-help.json';
import { HELP_CATEGORY_KEYS, type HelpCategory } from '../../../contract/help-center-constants.js';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** Admin → Help: the figures, the articles and the editor. */
export const adminHelpMessages = defineMessages('admin-help', english);
export type AdminHelpKey = keyof typeof english;

/** A category's name in the admin's language (the same words as /help's, kept in this catalogue too). */
export function adminHelpCategoryText(t: Translate<AdminHelpKey>, category: HelpCategory): string {
  return t(HELP_CATEGORY_KEYS[category]);
}
