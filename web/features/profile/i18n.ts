import english from '../../../contract/i18n/catalogue/en/profile.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Profile: the personal details form and the account overview. */
export const profileMessages = defineMessages('profile', english);
