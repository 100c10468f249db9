import english from '../../../contract/i18n/catalogue/en/settings.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Settings: the page's header, the password change and the notification switches. */
export const settingsMessages = defineMessages('settings', english);
