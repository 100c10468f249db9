import english from '../../../contract/i18n/catalogue/en/support.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The support desk's customer and guest screens: the request form, the mailed thread, the list and a ticket. */
export const supportMessages = defineMessages('support', english);
