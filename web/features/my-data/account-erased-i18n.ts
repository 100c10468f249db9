import english from '../../../contract/i18n/catalogue/en/account-erased.json';
import { defineMessages } from '../../lib/i18n/messages';

/**
 * The notice on /auth after an erasure: its own two messages in their own file, so the public sign-in page does not
 * carry the words of the settings section.
 */
export const accountErasedMessages = defineMessages('account-erased', english);
