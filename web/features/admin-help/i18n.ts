import english from '../../../contract/i18n/catalogue/en/admin-help.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Admin → Help: the figures, the articles and the editor. */
export const adminHelpMessages = defineMessages('admin-help', english);
