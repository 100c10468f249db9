import english from '../../../contract/i18n/catalogue/en/api-settings.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The admin's API settings: the WHM server, the cPanel address and the e-mail sender. */
export const apiSettingsMessages = defineMessages('api-settings', english);
