import english from '../../../contract/i18n/catalogue/en/site-pages.json';
import { defineMessages } from '../../lib/i18n/messages';

/** /terms, /privacy and /acceptable-use: their titles and the words around the admin's text. */
export const sitePagesMessages = defineMessages('site-pages', english);
