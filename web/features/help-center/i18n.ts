import english from '../../../contract/i18n/catalogue/en/help-center.json';
import { HELP_CATEGORY_KEYS, type HelpCategory } from '../../../contract/help-center-constants.js';
import { defineMessages, type Translate } from '../../lib/i18n/messages';

/** The help center's two screens (/help, /help/{slug}) and the vote under an article. */
export const helpCenterMessages = defineMessages('help-center', english);
export type HelpCenterKey = keyof typeof english;

/** A category's name in the page's language. */
export function helpCategoryText(t: Translate<HelpCenterKey>, category: HelpCategory): string {
  return t(HELP_CATEGORY_KEYS[category]);
}
