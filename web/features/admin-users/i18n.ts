import english from '../../../contract/i18n/catalogue/en/admin-users.json';
import { defineMessages } from '../../lib/i18n/messages';

/** The Users tab and its dialogs (edit, delete, suspend, unsuspend, reset two-factor). */
export const usersMessages = defineMessages('admin-users', english);
