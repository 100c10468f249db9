import english from '../../../contract/i18n/catalogue/en/admin-smtp.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings → SMTP: the status card, the settings form and the test message. */
export const smtpMessages = defineMessages('admin-smtp', english);
