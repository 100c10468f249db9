import english from '../../../contract/i18n/catalogue/en/admin.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The admin home: header, stat cards, registration settings, quick actions and the System tab. */
export const adminMessages = defineMessages('admin', english);
