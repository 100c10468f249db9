import english from '../../../contract/i18n/catalogue/en/admin-site-manage.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → Manage site: verification TXT records on free sites. */
export const siteManageMessages = defineMessages('admin-site-manage', english);
