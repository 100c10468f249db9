import english from '../../../contract/i18n/catalogue/en/sessions.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Sessions: the signed-in devices on /settings and signing them out. */
export const sessionsMessages = defineMessages('sessions', english);
