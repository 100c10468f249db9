import english from '../../../contract/i18n/catalogue/en/site-manage.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Manage site: HTTPS, WordPress, mailboxes, DNS, verification records and backups of one hosting account. */
export const siteManageMessages = defineMessages('site-manage', english);
