import english from '../../../contract/i18n/catalogue/en/not-found.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The not-found page's words, apart from routes.json: that page is in the entry chunk, so it carries only these. */
export const notFoundMessages = defineMessages('not-found', english);
