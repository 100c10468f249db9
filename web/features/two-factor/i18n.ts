import english from '../../../contract/i18n/catalogue/en/two-factor.json';
import { defineMessages } from '../../lib/i18n/messages';

/** Two-factor sign-in: the /settings section, turning it on and off, the recovery codes and the admins' prompt. */
export const twoFactorMessages = defineMessages('two-factor', english);
