import english from '../../../contract/i18n/catalogue/en/admin-site-pages.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → Pages: the policy pages' editor and the support contact. */
export const sitePagesMessages = defineMessages('admin-site-pages', english);
