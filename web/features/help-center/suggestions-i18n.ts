import english from '../../../contract/i18n/catalogue/en/help-suggestions.json';
import { defineMessages } from '../../lib/i18n/messages';

// The suggestions under a ticket's subject have their own one-line catalogue: they are drawn on /support/new, whose
// first load sits at the public budget, and the help center's words (help-center.json) would ride along otherwise.
export const helpSuggestionsMessages = defineMessages('help-suggestions', english);
