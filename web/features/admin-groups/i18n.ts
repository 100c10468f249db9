import english from '../../../contract/i18n/catalogue/en/admin-groups.json';
import { defineMessages } from '../../lib/i18n/messages';

/** User groups: the table, its dialogs and the assignments. */
export const groupsMessages = defineMessages('admin-groups', english);
