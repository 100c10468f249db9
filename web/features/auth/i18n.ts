import english from '../../../contract/i18n/catalogue/en/auth.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Sign-in, sign-up and anonymous sign-up: the dialogs, the /auth tabs and their toasts. */
export const authMessages = defineMessages('auth', english);
