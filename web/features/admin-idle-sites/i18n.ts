import english from '../../../contract/i18n/catalogue/en/admin-idle-sites.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → Idle sites. */
export const idleSitesMessages = defineMessages('admin-idle-sites', english);
